import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** The e2e suite runs a production build of the dashboard against a throwaway sandbox. */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4120);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The dashboard server's output, which the secret sweep (e2e/fixtures.ts) reads. */
export const APP_LOG = fileURLToPath(new URL('.data/e2e/server.log', import.meta.url));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machine's closed network refuses Chromium's background connections.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs sandbox/main.ts',
      url: `${SANDBOX_URL}/__sandbox/info`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_DATA_DIR: 'memory://',
        SANDBOX_CONTROL: 'true',
        SANDBOX_PUBLIC_URL: SANDBOX_URL,
        SANDBOX_SITE_URL: `http://localhost:${APP_PORT}`,
      },
    },
    {
      command: `rm -rf .data/e2e && mkdir -p .data/e2e && node node_modules/next/dist/bin/next start --port ${APP_PORT} 2>&1 | tee '${APP_LOG}'`,
      url: `http://localhost:${APP_PORT}/store`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 120_000,
      env: {
        MARKETPLACE_API_URL: SANDBOX_URL,
        MARKETPLACE_SANDBOX: 'true',
        DATA_DIR: '.data/e2e',
      },
    },
  ],
});
