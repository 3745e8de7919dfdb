/**
 * `npm run bench:pages`: every page of the production build on a first load.
 * - The compressed JavaScript it transfers (fresh browser context, so signed out),
 *   and what the sign-in dialog adds. Target: the store, a product, the job board
 *   and the account take at most 160 KB and load no wallet library until the
 *   sign-in dialog opens (the exit code).
 * - Lighthouse's performance and accessibility scores with its desktop and mobile
 *   presets, and the mobile LCP, driving Debian's Chromium. Targets: accessibility
 *   100 on every page, performance at least 98 on mobile (reported, not enforced:
 *   timings depend on the machine).
 * BENCH_PAGES (comma-separated address prefixes) limits the run to some pages.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const SANDBOX_PORT = 4330;
const APP_PORT = 3330;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const APP = `http://localhost:${APP_PORT}`;
const BUDGET_KB = 160;
/** The budgeted pages, a product's address standing for every product. */
const BUDGETED = new Set(['/store', '/store/[id]', '/jobs', '/account']);
// Strings only the wallet libraries contain (wallet-adapter, wagmi, @solana/web3.js, the x402 clients).
const WALLET_MARKERS = ['WalletNotReadyError', 'multiInjectedProviderDiscovery', 'VersionedTransaction', 'ExactEvmScheme', 'ExactSvmScheme'];
const CHROMIUM = '/usr/bin/chromium';
// As in playwright.config.ts: the machine's closed network refuses Chromium's background connections.
const CHROMIUM_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'];

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
  MARKETPLACE_API_URL: SANDBOX,
  MARKETPLACE_SANDBOX: 'true',
  DATA_DIR: '.data/bench-pages',
  NEXT_TELEMETRY_DISABLED: '1',
});
await waitFor(`${SANDBOX}/store/categories`);
await waitFor(`${APP}/store`);

/** Every page the build has, the ones people use most first; dynamic segments get a real product and seller. */
async function pagesOfTheBuild() {
  const { products } = await (await fetch(`${SANDBOX}/store/products?limit=1`)).json();
  const params = { id: products[0].id, nickname: products[0].seller.nickname, purchaseId: 'prc_bench_unknown' };
  const built = Object.values(JSON.parse(readFileSync('.next/app-path-routes-manifest.json', 'utf8')))
    .filter((route) => !/^\/(_|api\/)/.test(route) && route !== '/' && !/\.\w+$/.test(route))
    .map((route) => route.replace(/\[(\w+)\]/g, (_, name) => encodeURIComponent(params[name] ?? name)));
  const first = ['/store', `/store/${encodeURIComponent(params.id)}`, '/hire', '/purchases', '/account', `/users/${encodeURIComponent(params.nickname)}`];
  return [...new Set([...first.filter((p) => built.includes(p)), ...built.sort()])];
}

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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const walletIn = (text) => WALLET_MARKERS.filter((m) => text.includes(m));

/** Compressed JS of a first load; on the store, also what opening the sign-in dialog adds. */
async function measureScripts(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const read = recordScripts(page);
  await page.goto(`${APP}${path}`, { waitUntil: 'networkidle' });
  const first = await read();
  let dialog;
  if (path === '/store') {
    const readDialog = recordScripts(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Solana/ })
      .click();
    await page.waitForLoadState('networkidle');
    dialog = await readDialog();
  }
  await context.close();
  return { first, dialog };
}

/** Lighthouse with one preset: the two category scores (0–100), the LCP, and the accessibility audits that failed. */
async function audit(port, path, preset) {
  const { lhr } = await lighthouse(
    `${APP}${path}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const failed = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.title} (${a.details?.items?.length ?? 0} elements, e.g. ${a.details?.items?.[0]?.node?.snippet ?? 'none listed'})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    failed,
    error: lhr.runtimeError?.message,
  };
}

// BENCH_PAGES=/store,/jobs measures only the pages whose address starts with one of these.
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const pages = (await pagesOfTheBuild()).filter((path) => !only || only.some((prefix) => path.startsWith(prefix)));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
});

const show = (n) => (n === null || n === undefined ? 'n/a' : String(n));
const columns = (cells, widths) => cells.map((c, i) => (i === 0 ? c.slice(0, widths[0] - 2).padEnd(widths[0]) : c.padStart(widths[i]))).join('');
const WIDTHS = [38, 14, 9, 10, 10, 10, 10, 11, 3];
console.log('compressed JS of a first load; Lighthouse scores (0-100) with the desktop and mobile presets');
console.log(columns(['page', 'JS', 'scripts', 'desk perf', 'desk a11y', 'mob perf', 'mob a11y', 'mob LCP', ''], WIDTHS) + '   wallet code');

let overBudget = false;
const results = [];
for (const path of pages) {
  const { first, dialog } = await measureScripts(browser, path);
  const desktop = await audit(chrome.port, path, 'desktop');
  const mobile = await audit(chrome.port, path, 'mobile');
  results.push({ path, desktop, mobile });

  const budgeted = BUDGETED.has(path) || BUDGETED.has(path.replace(/^\/store\/[^/]+$/, '/store/[id]'));
  const wallet = walletIn(first.text);
  const over = budgeted && first.bytes > BUDGET_KB * 1024;
  if (over || (budgeted && wallet.length > 0)) overBudget = true;
  const lcp = mobile.lcpMs === undefined ? 'n/a' : `${(mobile.lcpMs / 1000).toFixed(2)} s`;
  console.log(
    columns(
      [path, kb(first.bytes), String(first.count), show(desktop.performance), show(desktop.accessibility), show(mobile.performance), show(mobile.accessibility), lcp, ''],
      WIDTHS,
    ) + `   ${wallet.length ? `yes (${wallet.join(', ')})` : 'none'}${budgeted ? `; budget ${BUDGET_KB} KB ${over ? 'OVER' : 'met'}` : ''}`,
  );
  if (dialog) {
    const loaded = walletIn(dialog.text);
    console.log(
      `${columns(['  + opening the sign-in dialog', kb(dialog.bytes), String(dialog.count)], WIDTHS)}${' '.repeat(54)}${loaded.length ? `loads (${loaded.join(', ')})` : 'none'}`,
    );
  }
}
await browser.close();
await chrome.kill();

console.log('');
console.log(overBudget ? 'JS budget NOT met.' : `The store, a product, the job board and the account take at most ${BUDGET_KB} KB and load no wallet code before sign-in.`);
const below = (preset, category, target) => results.filter((r) => (r[preset][category] ?? 0) < target).map((r) => r.path);
const verdict = (label, paths) => console.log(`${label}: ${paths.length ? `NOT met on ${paths.join(', ')}` : 'met'}`);
verdict('Lighthouse accessibility 100 on every page (desktop and mobile)', [...new Set([...below('desktop', 'accessibility', 100), ...below('mobile', 'accessibility', 100)])]);
verdict('Lighthouse mobile performance at least 98', below('mobile', 'performance', 98));
for (const { path, desktop, mobile } of results) {
  const findings = [...new Set([...desktop.failed, ...mobile.failed])];
  const errors = [desktop.error, mobile.error].filter(Boolean);
  if (findings.length || errors.length) console.log(`  ${path}: ${[...findings, ...errors.map((e) => `error: ${e}`)].join('; ')}`);
}
stopAll();
process.exit(overBudget ? 1 : 0);
