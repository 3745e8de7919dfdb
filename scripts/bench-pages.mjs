/**
 * `npm run bench:pages`: every page of the production build on a first load,
 * against a bare Next page (a layout and one paragraph, built from the same Next
 * and React) measured in the same run.
 * - The compressed JavaScript each page transfers on a first load (a fresh
 *   browser context): signed out, then signed in (a fresh context holding only
 *   a session cookie, signed in as the sandbox persona whose area the page is),
 *   and what the sign-in dialog adds.
 * - Lighthouse's performance and accessibility scores with its desktop and mobile
 *   presets, and the mobile LCP, driving Debian's Chromium. The mobile figures
 *   are the median of BENCH_RUNS runs (3 unless set), as a single run's blocking
 *   time varies by a few hundred milliseconds here.
 * BENCH_SCRIPTS=1 also lists each page's scripts with their compressed sizes,
 * to see which chunk carries what (`.next/static/chunks/`).
 * Targets, which set the exit code: every page's JS within 25 KB of the bare
 * page's, signed out and signed in; no page loads a wallet library before the user signs; mobile performance no
 * more than 3 points below the bare page's median; mobile LCP at most 2.0 s.
 * Accessibility 100 on every page is reported.
 * BENCH_PAGES (comma-separated address prefixes; one ending in $ is a whole address) limits the run to some pages;
 * BENCH_LIGHTHOUSE=0 measures JavaScript only (a minute instead of many);
 * BENCH_PORT_BASE (3330 unless set) moves the three servers' ports.
 * BENCH_PERSONA=<seller|worker|creator|earner> loads every page signed in as that sandbox persona (its session cookie
 * on every request to the dashboard), to measure the pages people work in with their data on them.
 * Lighthouse loads the pages and the bare page (the listings' pictures with the pages: they come through the
 * dashboard) through HTTP/2 fronts over TLS (scripts/bench/http2-front.mjs), as a deployment behind its TLS proxy
 * serves them to browsers; BENCH_HTTP1=1 has it load them straight from the servers over plain HTTP/1.1 instead.
 * The JavaScript is measured the same either way.
 * BENCH_TRACES=1 keeps each load's Chrome trace beside its report, to see when the frames were painted and shown.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { localCertificate, startHttp2Front } from './bench/http2-front.mjs';
import { exitAfterStopping, startGroup, stopGroupsOnExit } from './process-group.mjs';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3330);
const [APP_PORT, BARE_PORT, SANDBOX_PORT] = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 1000];
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const BARE_DIR = '.data/bench/bare-next';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const APP = `http://localhost:${APP_PORT}`;
const BARE = `http://localhost:${BARE_PORT}`;
const HTTP2 = LIGHTHOUSE && process.env.BENCH_HTTP1 !== '1';
const [APP_HTTP2_PORT, BARE_HTTP2_PORT] = [PORT_BASE + 2, PORT_BASE + 3];
/** Where Lighthouse loads the dashboard's and the bare page's pages: each server itself, or its HTTP/2 front. */
const [APP_SEEN, BARE_SEEN] = HTTP2
  ? [`https://localhost:${APP_HTTP2_PORT}`, `https://localhost:${BARE_HTTP2_PORT}`]
  : [APP, BARE];
/** How much JavaScript a page may add to what the bare page loads. */
const BUDGET_OVER_BARE_KB = 25;
/** How far below the bare page's mobile performance a page may score. */
const PERFORMANCE_MARGIN = 3;
const LCP_TARGET_MS = 2000;
const PERSONA = process.env.BENCH_PERSONA;
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
await waitFor(`${BARE}/`);
if (HTTP2) {
  const certificate = localCertificate('.data/bench/tls');
  await startHttp2Front({ port: APP_HTTP2_PORT, target: APP_PORT, certificate });
  await startHttp2Front({ port: BARE_HTTP2_PORT, target: BARE_PORT, certificate });
}
/** Every page the build has, the ones people use most first; dynamic segments get a real product and seller. */
async function pagesOfTheBuild() {
  const { products } = await (await fetch(`${SANDBOX}/store/products?limit=1`)).json();
  const params = {
    id: products[0].id,
    nickname: products[0].seller.nickname,
    purchaseId: 'prc_bench_unknown',
    ...persona.params,
  };
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

// Signing in as a sandbox persona uses the dashboard's own signers (TypeScript, loaded through tsx).
const [
  { evmKeySigner, solanaKeySigner },
  { signSiwxChallenge },
  { decodeBase64Json },
  { signInChallengeSchema },
  personas,
] = await Promise.all(
  [
    '../lib/wallet/key-signers.ts',
    '../lib/wallet/siwx.ts',
    '../lib/marketplace/siwx.ts',
    '../lib/marketplace/siwx-challenge.ts',
    '../sandbox/personas-public.ts',
  ].map((path) => tsImport(path, import.meta.url)),
);

/** The persona whose seeded history fills a page, so the signed-in figure is of a page with something in it. */
const personaOf = (path) =>
  path.startsWith('/creator') || path.startsWith('/launch')
    ? 'creator'
    : path.startsWith('/earnings') || path.startsWith('/swaps')
      ? 'earner'
      : path.startsWith('/jobs') || path.startsWith('/submissions')
        ? 'worker'
        : 'seller';

/**
 * A signed-in session as the sign-in dialog leaves it: the free challenge through the dashboard's proxy, the
 * persona's proof signed here, then the dashboard's sign-in endpoint. Returns the context's storage (the cookie), so
 * each page is measured in a fresh context that holds only the session.
 */
async function signedInStorage(browser, id) {
  const persona = personas.SANDBOX_PERSONAS.find((p) => p.id === id);
  const key = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(personas.seedPhraseOf(id))),
  );
  const signer =
    persona.network === 'solana' ? await solanaKeySigner(key) : evmKeySigner(`0x${Buffer.from(key).toString('hex')}`);
  const context = await browser.newContext({ baseURL: APP });
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const challenge = await context.request.post(`/api/marketplace/${signer.network}/siwx/account-create`, {
    headers: sameOrigin,
  });
  const info = signInChallengeSchema.parse(decodeBase64Json(challenge.headers()['payment-required'])).extensions[
    'sign-in-with-x'
  ].info;
  const signedIn = await context.request.post('/api/session', {
    headers: { ...sameOrigin, 'sign-in-with-x': await signSiwxChallenge(info, signer) },
    data: { network: signer.network },
  });
  if (!signedIn.ok()) throw new Error(`signing in as the ${id} persona: ${signedIn.status()} ${await signedIn.text()}`);
  const storage = await context.storageState();
  await context.close();
  return storage;
}
/** BENCH_PERSONA: that persona's session cookie on every request to the dashboard (Lighthouse's too), and its pages. */
async function benchPersona(browser, id) {
  const { cookies } = await sessionOf(browser, id);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return { cookie, params: { jobId: id === 'creator' ? await createdJobId(cookie) : undefined } };
}

/** The persona's created job that asks the most of the page: winners to choose, else entries to read. */
async function createdJobId(cookie) {
  const answer = await fetch(`${APP}/api/marketplace/jobs/created?limit=50`, { headers: { cookie } });
  if (!answer.ok) return undefined;
  const { jobs } = await answer.json();
  return (jobs.find((j) => j.nextActions?.chooseWinners) ?? jobs.find((j) => j.nextActions?.submissions))?.jobId;
}

const sessions = new Map();
const sessionOf = (browser, id) => {
  if (!sessions.has(id)) sessions.set(id, signedInStorage(browser, id));
  return sessions.get(id);
};

/**
 * Sum compressed script bytes from here on; returns a reader of the total and of the scripts' text. Given the page's
 * HTML, it also sums the scripts the HTML names (its first scripts, which hydration waits for): the others load later.
 */
function recordScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return async (html) => {
    let bytes = 0;
    let critical = 0;
    let text = '';
    const each = [];
    for (const response of scripts) {
      const size = (await response.request().sizes()).responseBodySize;
      const path = new URL(response.url()).pathname;
      const later = html !== undefined && !html.includes(path.replace(/^\/_next\//, ''));
      bytes += size;
      if (!later) critical += size;
      each.push(`${kb(size)} ${path}${later ? ' (after hydration)' : ''}`);
      text += (await response.text().catch(() => '')) + '\n';
    }
    return { bytes, critical, text, count: scripts.length, each };
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const walletIn = (text) => WALLET_MARKERS.filter((m) => text.includes(m));

/** Compressed JS of a first load (with `storageState`, signed in); on the store, also what opening the sign-in dialog adds. */
async function measureScripts(browser, path, origin = APP, storageState = undefined) {
  const context = await browser.newContext({ storageState, extraHTTPHeaders: cookieFor(origin) });
  const page = await context.newPage();
  const read = recordScripts(page);
  const document = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const first = await read(await document?.text());
  let dialog;
  if (path === '/store' && !storageState && !personaCookie) {
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

/** Each Lighthouse report, whole, to read what a figure came from (network requests, main-thread tasks, LCP phases). */
const REPORTS_DIR = '.data/bench/lighthouse';
let reportCount = 0;
function keepReport(url, preset, lhr, trace) {
  // A run's reports replace the previous run's.
  if (reportCount === 0) rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const { pathname } = new URL(url);
  const name = `${url.startsWith(BARE_SEEN) ? 'bare' : 'app'}${pathname.replace(/[^\w-]+/g, '_')}`;
  writeFileSync(`${REPORTS_DIR}/${name}.${preset}.${++reportCount}.json`, JSON.stringify(lhr));
  if (process.env.BENCH_TRACES === '1')
    writeFileSync(`${REPORTS_DIR}/${name}.${preset}.${reportCount}.trace.json`, JSON.stringify(trace));
}

/**
 * The scripts Lighthouse's simulated LCP waits for: the simulation replays, at a phone's speed, every request that
 * finished before the LCP observed in the real (unthrottled) load, so scripts that happened to arrive before the
 * first paint count, and those still loading do not. Their compressed size, and whether the largest (React DOM's
 * chunk, which on a fresh connection at a phone's speed ends last of all) is among them.
 */
function scriptsBeforePaintOf(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  if (observed === undefined || !scripts.length) return {};
  const start = Math.min(...requests.map((r) => r.networkRequestTime));
  const before = (r) => r.networkEndTime - start <= observed;
  const bytes = scripts.filter(before).reduce((sum, r) => sum + r.transferSize, 0);
  const largest = scripts.reduce((a, b) => (b.transferSize > a.transferSize ? b : a));
  return { lcpScriptsKb: Number((bytes / 1024).toFixed(1)), largestScriptBeforePaint: before(largest) };
}

/** The LCP's phases as Lighthouse's simulation splits them, e.g. "TTFB 0.15 s, Render Delay 1.90 s". */
function lcpPhasesOf(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.find(
    (t) => t.headings?.[0]?.key === 'phase',
  );
  return table?.items.map((row) => `${row.phase} ${seconds(row.timing)}`).join(', ');
}

/** Lighthouse with one preset: the two category scores (0–100), the LCP, and the accessibility audits that failed. */
async function audit(port, url, preset) {
  if (!LIGHTHOUSE) return { performance: null, accessibility: null, lcpMs: undefined, failed: [], error: undefined };
  const { lhr, artifacts } = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookieFor(url),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  keepReport(url, preset, lhr, artifacts.Trace);
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
    // What painted last among the large elements, to say what a late LCP waited for.
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    lcpPhases: lcpPhasesOf(lhr),
    ...scriptsBeforePaintOf(lhr),
    failed,
    error: lhr.runtimeError?.message,
  };
}

// BENCH_PAGES=/store,/jobs measures only the pages whose address starts with one of these; /jobs$ only /jobs itself.
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const chosen = (path, prefix) => (prefix.endsWith('$') ? path === prefix.slice(0, -1) : path.startsWith(prefix));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const persona = PERSONA ? await benchPersona(browser, PERSONA) : { cookie: undefined, params: {} };
const personaCookie = persona.cookie;
/** The persona's cookie goes to the dashboard only. */
const cookieFor = (url) => (personaCookie && url.startsWith(APP_SEEN) ? { cookie: personaCookie } : undefined);
const pages = (await pagesOfTheBuild()).filter((path) => !only || only.some((prefix) => chosen(path, prefix)));
const chrome =
  LIGHTHOUSE &&
  (await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      // The fronts' certificate is the bench's own.
      ...(HTTP2 ? ['--ignore-certificate-errors'] : []),
    ],
  }));
// Lighthouse's Chromium is not one of the groups started here: however the run ends (Ctrl-C, SIGTERM, an error), it goes too.
if (chrome) process.once('exit', () => chrome.process?.kill('SIGKILL'));

const signed = (n) => (n > 0 ? `+${n}` : String(n));
const show = (n) => (n === null || n === undefined ? 'n/a' : String(n));
const columns = (cells, widths) =>
  cells.map((c, i) => (i === 0 ? c.slice(0, widths[0] - 2).padEnd(widths[0]) : c.padStart(widths[i]))).join('');
const WIDTHS = [38, 12, 12, 9, 10, 10, 10, 10, 9, 11, 3];
const seconds = (ms) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

/** Every mobile load of the dashboard's pages: the LCP and whether the largest script came before the paint. */
const mobileLoads = [];

/** The mobile audit of median performance over RUNS runs. */
async function mobileMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome?.port, url, 'mobile'));
  if (url.startsWith(APP_SEEN)) mobileLoads.push(...runs);
  const middle = (key) => runs.toSorted((a, b) => (a[key] ?? -1) - (b[key] ?? -1))[Math.floor((runs.length - 1) / 2)];
  // Each figure's own median: the run of median score is not always the run of median LCP.
  const { lcpMs, lcpElement, lcpPhases, lcpScriptsKb } = middle('lcpMs');
  return { ...middle('performance'), lcpMs, lcpElement, lcpPhases, lcpScriptsKb };
}

/**
 * The mobile loads split by whether the largest script had arrived before the paint Chrome showed: Lighthouse's
 * simulation counts it only then, and on one machine, with the servers and Chrome sharing it, which comes first
 * changes from load to load. The split says how much of a page's LCP is that race rather than the page.
 */
function lcpSplit(loads) {
  const part = (label, group) => {
    const lcps = group.map((l) => l.lcpMs).toSorted((a, b) => a - b);
    if (!lcps.length) return `${label} in none`;
    const median = lcps[Math.floor((lcps.length - 1) / 2)];
    return `${label} in ${lcps.length} (median ${seconds(median)}, ${seconds(lcps[0])} to ${seconds(lcps.at(-1))})`;
  };
  const measured = loads.filter((l) => l.lcpMs !== undefined && l.largestScriptBeforePaint !== undefined);
  const arrived = part(
    'arrived before the paint',
    measured.filter((l) => l.largestScriptBeforePaint),
  );
  const loading = part(
    'still loading',
    measured.filter((l) => !l.largestScriptBeforePaint),
  );
  return `Mobile LCP of the ${measured.length} loads, by the largest script: ${arrived}; ${loading}.`;
}

// The reference first, so every page is read against the bare page of this very run.
const bareJs = (await measureScripts(browser, '/', BARE)).first.bytes;
const bare = await mobileMedian(`${BARE_SEEN}/`);
const budgetBytes = bareJs + BUDGET_OVER_BARE_KB * 1024;
console.log(
  `bare Next page: ${kb(bareJs)} of JS, mobile performance ${show(bare.performance)}, LCP ${seconds(bare.lcpMs)} ` +
    `(${bare.lcpScriptsKb ?? '?'} KB of script loaded before the observed paint); ` +
    `budget per page ${kb(budgetBytes)}`,
);
if (PERSONA) console.log(`signed in as the sandbox ${PERSONA}`);
console.log(
  HTTP2
    ? 'Lighthouse loads every page through an HTTP/2 front over TLS, as a deployment serves it'
    : 'Lighthouse loads every page straight from its server, over HTTP/1.1',
);
console.log('compressed JS of a first load; Lighthouse scores (0-100) with the desktop and mobile presets');
console.log(
  columns(
    ['page', 'JS', 'signed in', 'scripts', 'desk perf', 'desk a11y', 'mob perf', 'mob a11y', 'vs bare', 'mob LCP', ''],
    WIDTHS,
  ) + '   wallet code; JS budget signed out, signed in (persona)',
);

let overBudget = false;
const overSignedIn = [];
const results = [];
for (const path of pages) {
  const { first, dialog } = await measureScripts(browser, path);
  const persona = personaOf(path);
  const { first: signedIn } = await measureScripts(browser, path, APP, await sessionOf(browser, persona));
  const desktop = await audit(chrome?.port, `${APP_SEEN}${path}`, 'desktop');
  const mobile = await mobileMedian(`${APP_SEEN}${path}`);
  results.push({ path, desktop, mobile });

  const wallet = [...new Set([...walletIn(first.text), ...walletIn(signedIn.text)])];
  const over = first.bytes > budgetBytes;
  const overIn = signedIn.bytes > budgetBytes;
  const walletTooSoon = wallet.length > 0;
  if (over || overIn || walletTooSoon) overBudget = true;
  if (overIn) overSignedIn.push(path);
  const versusBare =
    mobile.performance == null || bare.performance == null ? 'n/a' : signed(mobile.performance - bare.performance);
  console.log(
    columns(
      [
        path,
        kb(first.bytes),
        kb(signedIn.bytes),
        String(first.count),
        show(desktop.performance),
        show(desktop.accessibility),
        show(mobile.performance),
        show(mobile.accessibility),
        versusBare,
        seconds(mobile.lcpMs),
        '',
      ],
      WIDTHS,
    ) +
      `   ${wallet.length ? `yes (${wallet.join(', ')})${walletTooSoon ? ' TOO SOON' : ''}` : 'none'}; ` +
      `${over ? 'OVER' : 'met'}, ${overIn ? 'OVER' : 'met'} (${persona})`,
  );
  if (process.env.BENCH_SCRIPTS === '1') {
    console.log(`    signed out: ${kb(first.critical)} of it named in the page's HTML`);
    for (const script of first.each) console.log(`    ${script}`);
    console.log(`    signed in: ${kb(signedIn.critical)} of it named in the page's HTML`);
    for (const script of signedIn.each) console.log(`    ${script}`);
  }
  if (dialog) {
    const loaded = walletIn(dialog.text);
    console.log(
      `${columns(['  + opening the sign-in dialog', kb(dialog.bytes), '', String(dialog.count)], WIDTHS)}${' '.repeat(54)}${loaded.length ? `loads (${loaded.join(', ')})` : 'none'}`,
    );
  }
}
await browser.close();
if (chrome) await chrome.kill();

console.log('');
console.log(
  overBudget
    ? `JS budget NOT met${overSignedIn.length ? ` (signed in, over on ${overSignedIn.join(', ')})` : ''}.`
    : `Every page takes at most ${kb(budgetBytes)}, the bare page's ${kb(bareJs)} and ${BUDGET_OVER_BARE_KB} KB, signed out and signed in, and loads no wallet code before the user signs.`,
);
const below = (preset, category, target) =>
  results.filter((r) => (r[preset][category] ?? 0) < target).map((r) => r.path);
const verdict = (label, paths) => console.log(`${label}: ${paths.length ? `NOT met on ${paths.join(', ')}` : 'met'}`);
const slow = below('mobile', 'performance', (bare.performance ?? 0) - PERFORMANCE_MARGIN);
const lateLcp = results.filter((r) => (r.mobile.lcpMs ?? 0) > LCP_TARGET_MS).map((r) => r.path);
if (LIGHTHOUSE) {
  verdict('Lighthouse accessibility 100 on every page (desktop and mobile)', [
    ...new Set([...below('desktop', 'accessibility', 100), ...below('mobile', 'accessibility', 100)]),
  ]);
  verdict(
    `Lighthouse mobile performance within ${PERFORMANCE_MARGIN} points of the bare page's ${show(bare.performance)} (median of ${RUNS})`,
    slow,
  );
  verdict(`Mobile LCP at most ${seconds(LCP_TARGET_MS)}`, lateLcp);
  console.log(lcpSplit(mobileLoads));
} else console.log('Lighthouse skipped (BENCH_LIGHTHOUSE=0): JavaScript only.');
for (const { path, desktop, mobile } of results) {
  if ((mobile.lcpMs ?? 0) > LCP_TARGET_MS)
    console.log(
      `  ${path}: LCP element ${mobile.lcpElement ?? 'not found'} (${mobile.lcpPhases ?? 'no phases'}; ` +
        `${mobile.lcpScriptsKb ?? '?'} KB of script loaded before the observed paint)`,
    );
  const findings = [...new Set([...desktop.failed, ...mobile.failed])];
  const errors = [desktop.error, mobile.error].filter(Boolean);
  if (findings.length || errors.length)
    console.log(`  ${path}: ${[...findings, ...errors.map((e) => `error: ${e}`)].join('; ')}`);
}
await exitAfterStopping(overBudget || slow.length > 0 || lateLcp.length > 0 ? 1 : 0);
