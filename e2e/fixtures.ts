/**
 * The fixtures every journey runs under: import `test` and `expect` from here,
 * not from @playwright/test. After each test they
 * - sweep for secrets: no API key, order or job secret or checkout token the
 *   sandbox issued or received during the test may appear in anything the
 *   browser received or kept, nor in the dashboard server's log;
 * - run axe on the final state of every dashboard page still open (a passing
 *   test only; once per path, color scheme and viewport in a worker); call
 *   `expectAccessible` for states in between, such as an open dialog;
 * - fail on any Content-Security-Policy violation the browser reported.
 * The sweep reads the sandbox and the server log of the project's servers
 * (`servers`: this worker's pair by default; the live project sets its own).
 */
import { test as base, expect } from '@playwright/test';
import { APP_LOG, SANDBOX_URL } from '../playwright.config';
import { expectAccessible } from './accessibility';
import { recordCspViolations } from './csp';
import {
  BrowserRecorder,
  findExposures,
  judgeExposures,
  logTail,
  secretsWindow,
  type ExpectedExposure,
  type RecordedSecret,
} from './secret-sweep';

export { expect, expectAccessible };

export interface SecretSweep {
  /** Declare an exposure the test causes on purpose; the test then fails unless the sweep finds it. */
  expectExposure(exposure: ExpectedExposure): void;
  /** The credentials the sandbox has issued or received so far in this test. */
  secrets(): Promise<RecordedSecret[]>;
}

/** The servers a project's tests run against, for the sweep. */
export interface ServerOptions {
  servers: { sandboxUrl: string; appLog: string };
}

/**
 * The pages whose final state axe has checked in this worker, by path, color
 * scheme and viewport width: once each is enough. States in between that
 * matter (an open dialog, a form with errors) are checked where they happen.
 */
const finalStatesChecked = new Set<string>();

export const test = base.extend<
  { secretSweep: SecretSweep; finalAccessibility: void; noCspViolations: void },
  ServerOptions
>({
  servers: [
    { sandboxUrl: SANDBOX_URL, appLog: APP_LOG },
    { scope: 'worker', option: true },
  ],

  secretSweep: [
    async ({ context, servers }, use) => {
      const secrets = await secretsWindow(servers.sandboxUrl);
      const log = await logTail(servers.appLog);
      const browser = new BrowserRecorder(context);
      const expected: ExpectedExposure[] = [];

      await use({ expectExposure: (exposure) => expected.push(exposure), secrets });

      const evidence = [...(await browser.collect()), ...(await log())];
      const problems = judgeExposures(findExposures(await secrets(), evidence), expected);
      expect(problems, 'secret sweep').toEqual([]);
    },
    // The checks get their own time, not the journey's.
    { auto: true, timeout: 60_000 },
  ],

  finalAccessibility: [
    async ({ context, baseURL }, use, testInfo) => {
      await use();
      if (testInfo.status !== 'passed') return;
      for (const page of context.pages()) {
        if (!baseURL || !page.url().startsWith(baseURL)) continue;
        // A journey may end just after a navigation: Next streams a page's title after its
        // content (after a client-side one too, when load has long fired), so axe waits for it
        // a moment; a title that never comes is axe's to report.
        await page.waitForLoadState('load');
        await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => {});
        // The scheme the page is in now: a journey may have switched it (`switchColorScheme`).
        const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
        const seen = `${new URL(page.url()).pathname} ${dark ? 'dark' : 'light'} ${page.viewportSize()?.width}`;
        if (finalStatesChecked.has(seen)) continue;
        finalStatesChecked.add(seen);
        await expectAccessible(page, 'the final state');
      }
    },
    { auto: true, timeout: 60_000 },
  ],

  noCspViolations: [
    async ({ context }, use) => {
      const violations = await recordCspViolations(context);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
