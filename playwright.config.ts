import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { ServerOptions } from './e2e/fixtures';
import { MAINNET_USDC } from './lib/marketplace/assets';

/** A server of scripts/serve-all.mjs, which starts them side by side. */
interface Server {
  name: string;
  command: string[];
  url: string;
  env: Record<string, string>;
  /** Emptied before the server starts. */
  dataDir?: string;
  /** Where its output goes (the secret sweep reads a dashboard's); without one, only its errors are shown. */
  log?: string;
  /** The server that must answer before this one's `url` is asked. */
  probeAfter?: string;
}

const sandboxCommand = ['node', '--import', 'tsx', 'sandbox/main.ts'];
const dashboardCommand = (port: number) => ['node', 'node_modules/next/dist/bin/next', 'start', '--port', String(port)];

/**
 * The e2e suite runs a production build of the dashboard against throwaway
 * sandboxes. Each worker has a sandbox and a dashboard server of its own, so a
 * test that moves the sandbox's clock, plants a fault or changes its settings
 * never meets another worker's test.
 *
 * The `live` project (e2e/live/) has one more pair, shared by its workers: a
 * dashboard that takes its sandbox for the live service (MARKETPLACE_SANDBOX=false),
 * paid in mainnet USDC, so its pages behave exactly as against the live service.
 * Its tests never change that sandbox's clock, faults or settings.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4120);

/** The servers of one worker slot (Playwright's parallel index). */
function serversOf(slot: number) {
  const dataDir = `.data/e2e/${slot}`;
  const [appPort, sandboxPort] = [APP_PORT + slot, SANDBOX_PORT + slot];
  return {
    slot,
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

const LIVE_APP_PORT = Number(process.env.E2E_LIVE_APP_PORT ?? 3150);
const LIVE_SANDBOX_PORT = Number(process.env.E2E_LIVE_SANDBOX_PORT ?? 4150);
const LIVE_DATA_DIR = '.data/e2e/live';

/** The live project's pair: its sandbox is the dashboard's "live service". */
export const LIVE = {
  appUrl: `http://localhost:${LIVE_APP_PORT}`,
  /** The marketplace's address, as the dashboard calls it. */
  sandboxUrl: `http://127.0.0.1:${LIVE_SANDBOX_PORT}`,
  /** Where the marketplace's media lives (its public URL): another origin, allowed by MEDIA_ORIGINS. */
  mediaOrigin: `http://localhost:${LIVE_SANDBOX_PORT}`,
  log: fileURLToPath(new URL(`${LIVE_DATA_DIR}/server.log`, import.meta.url)),
};

const liveServers: Server[] = [
  {
    name: 'live sandbox',
    command: sandboxCommand,
    url: `${LIVE.sandboxUrl}/__sandbox/info`,
    env: {
      SANDBOX_PORT: String(LIVE_SANDBOX_PORT),
      SANDBOX_DATA_DIR: 'memory://',
      // The tests read it as an oracle, add data and sweep its credential ledger; they never move its clock or plant faults.
      SANDBOX_CONTROL: 'true',
      SANDBOX_PUBLIC_URL: LIVE.mediaOrigin,
      SANDBOX_SITE_URL: LIVE.appUrl,
      // The name its wallet statements give the service, as the live service's would.
      SANDBOX_SERVICE_NAME: 'Marketplace',
      // Paid in mainnet USDC, as the live service is: the live dashboard's payment checks then pass.
      SANDBOX_SOLANA_MINT: MAINNET_USDC.solana,
      SANDBOX_EVM_ASSET: MAINNET_USDC.base,
    },
  },
  {
    name: 'live dashboard',
    command: dashboardCommand(LIVE_APP_PORT),
    url: `${LIVE.appUrl}/store`,
    probeAfter: 'live sandbox',
    dataDir: LIVE_DATA_DIR,
    log: LIVE.log,
    env: {
      MARKETPLACE_API_URL: LIVE.sandboxUrl,
      MARKETPLACE_SANDBOX: 'false',
      SOLANA_RPC_URL: `${LIVE.sandboxUrl}/solana-rpc`,
      MEDIA_ORIGINS: LIVE.mediaOrigin,
      DATA_DIR: LIVE_DATA_DIR,
    },
  },
];

/** Each worker slot's pair, then the live project's. */
const servers: Server[] = slots
  .flatMap(({ slot, appPort, appUrl, sandboxPort, sandboxUrl, dataDir, log }): Server[] => [
    {
      name: `sandbox ${slot}`,
      command: sandboxCommand,
      url: `${sandboxUrl}/__sandbox/info`,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: 'memory://',
        SANDBOX_CONTROL: 'true',
        SANDBOX_PUBLIC_URL: sandboxUrl,
        SANDBOX_SITE_URL: appUrl,
      },
    },
    {
      name: `dashboard ${slot}`,
      command: dashboardCommand(appPort),
      url: `${appUrl}/store`,
      probeAfter: `sandbox ${slot}`,
      dataDir,
      log,
      env: { MARKETPLACE_API_URL: sandboxUrl, MARKETPLACE_SANDBOX: 'true', DATA_DIR: dataDir },
    },
  ])
  .concat(liveServers);

export default defineConfig<object, ServerOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Files run side by side, each on one worker's servers; the tests of a file run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./e2e/slowest-tests-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL: mine.appUrl,
    // A failed test keeps its trace of actions, network and console; DOM snapshots and screenshots, taken for
    // every test while it runs, cost about a tenth of the suite's time.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's Chromium headless shell, as Playwright runs headless (scripts/ensure-chromium.sh installs it).
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      // The machine's closed network refuses Chromium's background connections.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    // The journeys against the sandbox, each worker on its own pair.
    { name: 'default', testIgnore: 'live/**' },
    {
      name: 'live',
      testDir: 'e2e/live',
      use: { baseURL: LIVE.appUrl, servers: { sandboxUrl: LIVE.sandboxUrl, appLog: LIVE.log } },
    },
  ],
  // Started side by side, not one after another as a list of web servers would be. Playwright's SIGTERM stops
  // them all, with what they started (SIGTERM, then SIGKILL after scripts/process-group.mjs's grace period).
  webServer: {
    command: 'node scripts/serve-all.mjs',
    env: { SERVERS: JSON.stringify(servers) },
    wait: { stdout: /every server is ready/ },
    stdout: 'pipe',
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
