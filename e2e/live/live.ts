/**
 * What the live project's journeys share: the shared fixtures (secret sweep,
 * axe, CSP) plus a watch on every browser request to the sandbox's controls,
 * the check that a page shows nothing of the sandbox, a signed-in account of a
 * key held here, and the live pair's sandbox as the tests' oracle.
 *
 * The live dashboard takes its sandbox for the live service; these tests only
 * read that sandbox or add data to it (never its clock, faults or settings),
 * since the project's workers share it.
 */
import type { Page } from '@playwright/test';
import { LIVE } from '../../playwright.config';
import { solanaKeySigner } from '../../lib/wallet/key-signers';
import { SANDBOX_PERSONAS } from '../../sandbox/personas-public';
import { sandboxPaymentAddresses } from '../../sandbox/payments';
import { personaWallet } from '../../sandbox/personas';
import { SELLERS } from '../../sandbox/seed/catalog-data';
import { expect, expectAccessible, test as shared } from '../fixtures';
import { signInWithKey } from '../support';

export { expect, expectAccessible, LIVE };

/** Words only the sandbox's conveniences use: the test-mode banner, the badges, personas, burner wallets, faucets. */
const SANDBOX_WORDS = /sandbox|test[ -]mode|persona|faucet|burner|no real money|test (funds|tokens|money)/i;

/**
 * Values that only exist in the sandbox: the personas' wallets and its own
 * made-up tokens (the live pair is paid in mainnet USDC, so neither may show).
 */
const SANDBOX_VALUES = (() => {
  const { solana, base } = sandboxPaymentAddresses();
  return [...SANDBOX_PERSONAS.map((p) => personaWallet(p.id).address), solana.mint, base.asset];
})();

/** The seeded sellers: real data on the pages of the live pair, but never a page's own example. */
const SEEDED_NICKNAMES = new Set(SELLERS.map((s) => s.nickname.toLowerCase()));

const isSandboxRequest = (url: string) => url.includes('/__sandbox');

/**
 * Nothing of the sandbox on the page as it is now: no sandbox word in its text
 * or in the names, titles, hints and examples of its controls (dialogs
 * included), no sandbox wallet or token, no example naming a seeded account;
 * and no request of the page's browser to `/__sandbox` so far.
 */
export async function expectNoSandboxTraces(page: Page, state = page.url()): Promise<void> {
  const seen = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'value'];
    const labelled = [...document.querySelectorAll('*')].flatMap((el) =>
      attributes.map((name) => el.getAttribute(name)).filter((v): v is string => !!v),
    );
    const placeholders = [...document.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder')!);
    // Every text node, shown or not (a closed menu's, screen-reader text), but not scripts: the page's data travels in those.
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, template')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    return { text: texts.join(' '), labelled, placeholders, title: document.title };
  });
  const everything = [seen.title, seen.text, ...seen.labelled].join('\n');
  expect(everything.match(SANDBOX_WORDS)?.[0], `a sandbox word on ${state}`).toBeUndefined();
  expect(
    SANDBOX_VALUES.filter((value) => everything.includes(value)),
    `sandbox wallets or tokens on ${state}`,
  ).toEqual([]);
  expect(
    seen.placeholders.filter((p) => SEEDED_NICKNAMES.has(p.trim().toLowerCase())),
    `examples naming a sandbox account on ${state}`,
  ).toEqual([]);
  expect(sandboxRequestsOf(page), `requests to the sandbox's controls by ${state}`).toEqual([]);
}

const requestsByContext = new WeakMap<object, string[]>();
const sandboxRequestsOf = (page: Page) => requestsByContext.get(page.context()) ?? [];

/** The live pair's sandbox, read directly as the oracle of what the pages must show. */
export async function liveSandboxJson<T = Record<string, unknown>>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${LIVE.sandboxUrl}${path}`, init);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** A control of the live sandbox that only adds data (a notification, earnings, a job): never its clock, faults or settings. */
export async function liveSandboxAdd(
  path: '/notifications' | '/earnings' | '/jobs',
  body: unknown,
): Promise<Record<string, unknown>> {
  return liveSandboxJson(`/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface SignedIn {
  accountId: string;
  walletAddress: string;
}

export const test = shared.extend<{ noSandboxRequests: void; signedIn: SignedIn }>({
  /** Fails the test on any request its browser made to the sandbox's controls, wherever it went. */
  noSandboxRequests: [
    async ({ context }, use) => {
      const requests: string[] = [];
      requestsByContext.set(context, requests);
      context.on('request', (request) => {
        if (isSandboxRequest(request.url())) requests.push(`${request.method()} ${request.url()}`);
      });
      await use();
      expect(requests, 'requests to the sandbox’s controls').toEqual([]);
    },
    { auto: true },
  ],

  /** A fresh account on Solana, signed in with a key held here (no wallet in the browser). */
  signedIn: async ({ page }, provide) => {
    await provide(await signInWithKey(page, await solanaKeySigner()));
  },
});
