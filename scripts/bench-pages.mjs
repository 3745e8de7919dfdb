/**
 * `npm run bench:pages`: every page of the production build on a first load.
 * - The compressed JavaScript it transfers (fresh browser context, so signed out),
 *   and what the sign-in dialog adds. Targets (the exit code): the store, a
 *   product, the job board and the account take at most 160 KB, and no page loads
 *   a wallet library before the user signs, but the one whose first control is a
 *   wallet picker (finding paid work by a wallet proof).
 * - Lighthouse's performance and accessibility scores with its desktop and mobile
 *   presets, and the mobile LCP, driving Debian's Chromium. Targets: accessibility
 *   100 on every page, performance at least 98 on mobile (reported, not enforced:
 *   timings depend on the machine). The mobile figures are the median of
 *   BENCH_RUNS runs (3 unless set), as a single run's blocking time varies by a
 *   few hundred milliseconds here.
 * - The same mobile figures for a bare Next page (a layout and one paragraph,
 *   built from the same Next and React), to show what the framework alone
 *   scores on this machine.
 * BENCH_PAGES (comma-separated address prefixes) limits the run to some pages.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { exitAfterStopping, startGroup, stopGroupsOnExit } from './process-group.mjs';

const SANDBOX_PORT = 4330;
const APP_PORT = 3330;
const BARE_PORT = 3331;
const BARE_DIR = '.data/bench/bare-next';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const APP = `http://localhost:${APP_PORT}`;
const BUDGET_KB = 160;
/** The budgeted pages, a product's address standing for every product. */
const BUDGETED = new Set(['/store', '/store/[id]', '/jobs', '/account']);
/** The pages that open on a wallet picker, and so load the wallet libraries at once. */
const SIGNS_ON_LOAD = new Set(['/launch/recover']);
// Strings only the wallet libraries contain (wallet-adapter, wagmi, @solana/web3.js, the x402 clients).
const WALLET_MARKERS = [
  'WalletNotReadyError',
  'multiInjectedProviderDiscovery',
  'VersionedTransaction',
  'ExactEvmScheme',
  'ExactSvmScheme',
];
const CHROMIUM = '/usr/bin/chromium';
// As in playwright.config.ts: the machine's closed network refuses Chromium's background connections.
const CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

mkdirSync('.data/bench', { recursive: true });
const log = createWriteStream('.data/bench/pages-servers.log');
const start = (args, env, cwd = '.') => {
  const child = startGroup(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
};
// Every server this bench starts is stopped, with what it forked, however the bench ends.
stopGroupsOnExit();

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const NEXT_BIN = resolve('node_modules/next/dist/bin/next');
const nextBuild = (cwd) => {
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
};
if (!existsSync('.next/BUILD_ID')) nextBuild('.');

/** The reference: the smallest App Router page, built with this project's Next and React. */
const BARE_FILES = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': 'export default {};\n',
  'app/layout.tsx':
    'export const metadata = { title: "Bare" };\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.tsx':
    'export default function Page() {\n  return (<main><h1>A bare page</h1><p>Rendered on the server, with a paragraph so that it paints.</p></main>);\n}\n',
};
if (!existsSync(`${BARE_DIR}/.next/BUILD_ID`)) {
  for (const [file, text] of Object.entries(BARE_FILES)) {
    mkdirSync(dirname(`${BARE_DIR}/${file}`), { recursive: true });
    writeFileSync(`${BARE_DIR}/${file}`, text);
  }
  nextBuild(BARE_DIR);
}
start(['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_DATA_DIR: 'memory://',
  NODE_ENV: 'production',
});
start([NEXT_BIN, 'start', '--port', String(APP_PORT)], {
  MARKETPLACE_API_URL: SANDBOX,
  MARKETPLACE_SANDBOX: 'true',
  DATA_DIR: '.data/bench-pages',
  NEXT_TELEMETRY_DISABLED: '1',
});
start([NEXT_BIN, 'start', '--port', String(BARE_PORT)], { NEXT_TELEMETRY_DISABLED: '1' }, BARE_DIR);
await waitFor(`${SANDBOX}/store/categories`);
await waitFor(`${APP}/store`);
await waitFor(`http://localhost:${BARE_PORT}/`);

/** Every page the build has, the ones people use most first; dynamic segments get a real product and seller. */
async function pagesOfTheBuild() {
  const { products } = await (await fetch(`${SANDBOX}/store/products?limit=1`)).json();
  const params = { id: products[0].id, nickname: products[0].seller.nickname, purchaseId: 'prc_bench_unknown' };
  const built = Object.values(JSON.parse(readFileSync('.next/app-path-routes-manifest.json', 'utf8')))
    .filter((route) => !/^\/(_|api\/)/.test(route) && route !== '/' && !/\.\w+$/.test(route))
    .map((route) => route.replace(/\[(\w+)\]/g, (_, name) => encodeURIComponent(params[name] ?? name)));
  const first = [
    '/store',
    `/store/${encodeURIComponent(params.id)}`,
    '/hire',
    '/purchases',
    '/account',
    `/users/${encodeURIComponent(params.nickname)}`,
  ];
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
async function audit(port, url, preset) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const failed = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map(
      (a) =>
        `${a.id}: ${a.title} (${a.details?.items?.length ?? 0} elements, e.g. ${a.details?.items?.[0]?.node?.snippet ?? 'none listed'})`,
    );
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
const columns = (cells, widths) =>
  cells.map((c, i) => (i === 0 ? c.slice(0, widths[0] - 2).padEnd(widths[0]) : c.padStart(widths[i]))).join('');
const WIDTHS = [38, 14, 9, 10, 10, 10, 10, 11, 3];
console.log('compressed JS of a first load; Lighthouse scores (0-100) with the desktop and mobile presets');
console.log(
  columns(['page', 'JS', 'scripts', 'desk perf', 'desk a11y', 'mob perf', 'mob a11y', 'mob LCP', ''], WIDTHS) +
    '   wallet code',
);

let overBudget = false;
const results = [];
/** The mobile audit of median performance over RUNS runs. */
async function mobileMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, url, 'mobile'));
  runs.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return runs[Math.floor((runs.length - 1) / 2)];
}

for (const path of pages) {
  const { first, dialog } = await measureScripts(browser, path);
  const desktop = await audit(chrome.port, `${APP}${path}`, 'desktop');
  const mobile = await mobileMedian(`${APP}${path}`);
  results.push({ path, desktop, mobile });

  const budgeted = BUDGETED.has(path) || BUDGETED.has(path.replace(/^\/store\/[^/]+$/, '/store/[id]'));
  const wallet = walletIn(first.text);
  const over = budgeted && first.bytes > BUDGET_KB * 1024;
  const walletTooSoon = wallet.length > 0 && !SIGNS_ON_LOAD.has(path);
  if (over || walletTooSoon) overBudget = true;
  const lcp = mobile.lcpMs === undefined ? 'n/a' : `${(mobile.lcpMs / 1000).toFixed(2)} s`;
  console.log(
    columns(
      [
        path,
        kb(first.bytes),
        String(first.count),
        show(desktop.performance),
        show(desktop.accessibility),
        show(mobile.performance),
        show(mobile.accessibility),
        lcp,
        '',
      ],
      WIDTHS,
    ) +
      `   ${wallet.length ? `yes (${wallet.join(', ')})${walletTooSoon ? ' TOO SOON' : ''}` : 'none'}${budgeted ? `; budget ${BUDGET_KB} KB ${over ? 'OVER' : 'met'}` : ''}`,
  );
  if (dialog) {
    const loaded = walletIn(dialog.text);
    console.log(
      `${columns(['  + opening the sign-in dialog', kb(dialog.bytes), String(dialog.count)], WIDTHS)}${' '.repeat(54)}${loaded.length ? `loads (${loaded.join(', ')})` : 'none'}`,
    );
  }
}
const bare = await mobileMedian(`http://localhost:${BARE_PORT}/`);
await browser.close();
await chrome.kill();

console.log('');
console.log(
  overBudget
    ? 'JS budget NOT met.'
    : `The store, a product, the job board and the account take at most ${BUDGET_KB} KB; no page loads wallet code before the user signs (but ${[...SIGNS_ON_LOAD].join(', ')}).`,
);
const below = (preset, category, target) =>
  results.filter((r) => (r[preset][category] ?? 0) < target).map((r) => r.path);
const verdict = (label, paths) => console.log(`${label}: ${paths.length ? `NOT met on ${paths.join(', ')}` : 'met'}`);
verdict('Lighthouse accessibility 100 on every page (desktop and mobile)', [
  ...new Set([...below('desktop', 'accessibility', 100), ...below('mobile', 'accessibility', 100)]),
]);
verdict(`Lighthouse mobile performance at least 98 (median of ${RUNS})`, below('mobile', 'performance', 98));
console.log(
  `  for reference, a bare Next page on this machine: mobile performance ${show(bare.performance)}, LCP ${(bare.lcpMs / 1000).toFixed(2)} s`,
);
for (const { path, desktop, mobile } of results) {
  const findings = [...new Set([...desktop.failed, ...mobile.failed])];
  const errors = [desktop.error, mobile.error].filter(Boolean);
  if (findings.length || errors.length)
    console.log(`  ${path}: ${[...findings, ...errors.map((e) => `error: ${e}`)].join('; ')}`);
}
await exitAfterStopping(overBudget ? 1 : 0);
