/**
 * `npm run bench:pages`: the compressed JavaScript each page transfers on a first
 * load (fresh browser context, production build), and what the sign-in dialog
 * adds. Targets: the store and job board pages stay under 200 KB and load no
 * wallet library until the sign-in dialog opens.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SANDBOX_PORT = 4330;
const APP_PORT = 3330;
const APP = `http://localhost:${APP_PORT}`;
const BUDGET_KB = 200;
// Strings only the wallet libraries contain (wallet-adapter, wagmi, @solana/web3.js, the x402 clients).
const WALLET_MARKERS = ['WalletNotReadyError', 'multiInjectedProviderDiscovery', 'VersionedTransaction', 'ExactEvmScheme', 'ExactSvmScheme'];

mkdirSync('.data/bench', { recursive: true });
const log = createWriteStream('.data/bench/pages-servers.log');
const children = [];
const start = (args, env) => {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
};
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

if (!existsSync('.next/BUILD_ID')) {
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
start(['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DATA_DIR: 'memory://', NODE_ENV: 'production' });
start(['node_modules/next/dist/bin/next', 'start', '--port', String(APP_PORT)], {
  MARKETPLACE_API_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
  MARKETPLACE_SANDBOX: 'true',
  DATA_DIR: '.data/bench-pages',
  NEXT_TELEMETRY_DISABLED: '1',
});
await waitFor(`http://127.0.0.1:${SANDBOX_PORT}/store/categories`);
await waitFor(`${APP}/store`);

const { products } = await (await fetch(`http://127.0.0.1:${SANDBOX_PORT}/store/products?limit=1`)).json();
const pages = [
  ['/store', true],
  [`/store/${encodeURIComponent(products[0].id)}`, false],
  ['/jobs', true],
  ['/account', false],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
});

/** Sum compressed script bytes from here on; returns a reader of the total and of the scripts' text. */
function recordScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return async () => {
    let bytes = 0;
    let text = '';
    for (const response of scripts) {
      bytes += (await response.request().sizes()).responseBodySize;
      text += (await response.text().catch(() => '')) + '\n';
    }
    return { bytes, text, count: scripts.length };
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
console.log('page                                  compressed JS   scripts   wallet code');
for (const [path, budgeted] of pages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const read = recordScripts(page);
  await page.goto(`${APP}${path}`, { waitUntil: 'networkidle' });
  const { bytes, text, count } = await read();
  const wallet = WALLET_MARKERS.filter((m) => text.includes(m));
  const over = budgeted && bytes > BUDGET_KB * 1024;
  if (over || (budgeted && wallet.length > 0)) failed = true;
  console.log(
    `${path.slice(0, 36).padEnd(38)}${`${kb(bytes)} KB`.padStart(12)}${String(count).padStart(10)}   ${wallet.length ? `yes (${wallet.join(', ')})` : 'none'}${budgeted ? `   budget ${BUDGET_KB} KB: ${over ? 'OVER' : 'met'}` : ''}`,
  );

  if (path === '/store') {
    const readDialog = recordScripts(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Solana/ })
      .click();
    await page.waitForLoadState('networkidle');
    const dialog = await readDialog();
    const loaded = WALLET_MARKERS.filter((m) => dialog.text.includes(m));
    console.log(
      `${'  + opening the sign-in dialog'.padEnd(38)}${`${kb(dialog.bytes)} KB`.padStart(12)}${String(dialog.count).padStart(10)}   ${loaded.length ? `loads (${loaded.join(', ')})` : 'none'}`,
    );
  }
  await context.close();
}
await browser.close();
console.log('');
console.log(failed ? 'Budget NOT met.' : `Store and job board pages are under ${BUDGET_KB} KB and load no wallet code before sign-in.`);
stopAll();
process.exit(failed ? 1 : 0);
