import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/**
 * The e2e suite runs a production build of the dashboard against throwaway
 * sandboxes. Each worker has a sandbox and a dashboard server of its own, so a
 * test that moves the sandbox's clock, plants a fault or changes its settings
 * never meets another worker's test.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4120);

/** The servers of one worker slot (Playwright's parallel index). */
function serversOf(slot: number) {
  const dataDir = `.data/e2e/${slot}`;
  const [appPort, sandboxPort] = [APP_PORT + slot, SANDBOX_PORT + slot];
  return {
    appPort,
    appUrl: `http://localhost:${appPort}`,
    sandboxPort,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    dataDir,
    /** The dashboard server's output, which the secret sweep (e2e/fixtures.ts) reads. */
    log: fileURLToPath(new URL(`${dataDir}/server.log`, import.meta.url)),
  };
}

// Playwright loads this file again in each worker, after telling it its slot.
const mine = serversOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const SANDBOX_URL = mine.sandboxUrl;
export const APP_LOG = mine.log;

const slots = Array.from({ length: WORKERS }, (_, slot) => serversOf(slot));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Files run side by side, each on one worker's servers; the tests of a file run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: mine.appUrl,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machine's closed network refuses Chromium's background connections.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  webServer: slots.flatMap(({ appPort, appUrl, sandboxPort, sandboxUrl, dataDir, log }): WebServer[] => [
    {
      command: 'node node_modules/tsx/dist/cli.mjs sandbox/main.ts',
      url: `${sandboxUrl}/__sandbox/info`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: 'memory://',
        SANDBOX_CONTROL: 'true',
        SANDBOX_PUBLIC_URL: sandboxUrl,
        SANDBOX_SITE_URL: appUrl,
      },
    },
    {
      command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node node_modules/next/dist/bin/next start --port ${appPort} 2>&1 | tee '${log}'`,
      url: `${appUrl}/store`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 120_000,
      env: {
        MARKETPLACE_API_URL: sandboxUrl,
        MARKETPLACE_SANDBOX: 'true',
        DATA_DIR: dataDir,
      },
    },
  ]),
});
