/**
 * The secret sweep: everything the browser received during one test (response
 * bodies and headers of every page, popups included; cookies; local, session
 * and IndexedDB storage) and every line the dashboard's server logged, searched
 * for each credential the sandbox issued or received in that test.
 */
import { open, stat } from 'node:fs/promises';
import type { BrowserContext, Page, Response } from '@playwright/test';
import type { RecordedSecret, SecretKind } from '../sandbox/secrets';
import { SANDBOX_URL } from '../playwright.config';

export type { RecordedSecret };

type Channel =
  | 'response body'
  | 'event stream'
  | 'response header'
  | 'cookie'
  | 'localStorage'
  | 'sessionStorage'
  | 'IndexedDB'
  | 'server log';

/** Something the browser or the server log holds, and where it came from. */
export interface Evidence {
  channel: Channel;
  source: string;
  text: string;
}

/** A credential found somewhere it must not be; the value itself is never printed. */
export interface Exposure {
  kind: SecretKind;
  channel: Channel;
  source: string;
  redacted: string;
}

/** An exposure a test causes on purpose (a key revealed once, a planted leak); `source` is a substring of where. */
export interface ExpectedExposure {
  kind: SecretKind;
  channel: Channel;
  source: string;
}

const redact = (value: string) => `${value.slice(0, 4)}…`;

/** A value as it may be written: plain, percent-encoded, or inside a JSON string. */
const formsOf = (value: string) => [...new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)])];

/** Header values that are base64 (x402's PAYMENT-REQUIRED, for one) are searched decoded too. */
const BASE64 = /^[A-Za-z0-9+/_-]{24,}={0,2}$/;
const withDecoded = (value: string) =>
  BASE64.test(value) ? `${value}\n${Buffer.from(value, 'base64').toString('utf8')}` : value;

export function findExposures(secrets: RecordedSecret[], evidence: Evidence[]): Exposure[] {
  return secrets.flatMap((secret) => {
    const forms = formsOf(secret.value);
    return evidence
      .filter((item) => forms.some((form) => item.text.includes(form)))
      .map((item) => ({
        kind: secret.kind,
        channel: item.channel,
        source: item.source,
        redacted: redact(secret.value),
      }));
  });
}

const matches = (expected: ExpectedExposure, found: Exposure) =>
  expected.kind === found.kind && expected.channel === found.channel && found.source.includes(expected.source);

/** What fails a test: exposures nobody expected, and expected ones the sweep did not find. */
export function judgeExposures(found: Exposure[], expected: ExpectedExposure[]): string[] {
  const unexpected = found.filter((f) => !expected.some((e) => matches(e, f)));
  const missing = expected.filter((e) => !found.some((f) => matches(e, f)));
  return [
    ...unexpected.map((f) => `${describeKind(f.kind)} (${f.redacted}) reached the ${f.channel} of ${f.source}`),
    ...missing.map(
      (e) => `expected ${describeKind(e.kind)} in the ${e.channel} of ${e.source}, but the sweep did not find one`,
    ),
  ];
}

const KIND_NAMES: Record<SecretKind, string> = {
  'api-key': 'an API key',
  'order-secret': 'an order secret',
  'job-secret': 'a job secret',
  'checkout-token': 'a checkout token',
};
const describeKind = (kind: SecretKind) => KIND_NAMES[kind];

// ---- the sandbox's ledger --------------------------------------------------------

async function ledger(sandboxUrl: string, after?: number): Promise<{ cursor: number; secrets: RecordedSecret[] }> {
  const response = await fetch(`${sandboxUrl}/__sandbox/secrets${after === undefined ? '' : `?after=${after}`}`);
  if (!response.ok)
    throw new Error(`the sandbox's credential ledger answered ${response.status}; is SANDBOX_CONTROL on?`);
  return (await response.json()) as { cursor: number; secrets: RecordedSecret[] };
}

/** The credentials the sandbox (by default, this worker's) sees from now on. */
export async function secretsWindow(sandboxUrl = SANDBOX_URL): Promise<() => Promise<RecordedSecret[]>> {
  const { cursor } = await ledger(sandboxUrl);
  return async () => (await ledger(sandboxUrl, cursor)).secrets;
}

// ---- the dashboard server's log ----------------------------------------------------

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => 0,
  );

/** The lines a log file gains from now on. */
export async function logTail(file: string): Promise<() => Promise<Evidence[]>> {
  const start = await sizeOf(file);
  return async () => {
    const end = await sizeOf(file);
    if (end <= start) return [];
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(end - start);
      await handle.read(buffer, 0, buffer.length, start);
      return [{ channel: 'server log', source: 'the dashboard server log', text: buffer.toString('utf8') }];
    } finally {
      await handle.close();
    }
  };
}

// ---- the browser -----------------------------------------------------------------

/** A body still being read this long after the test is given up on (an event stream's is read as it arrives). */
const BODY_WAIT_MS = 5_000;

const BINARY_RESOURCES = new Set(['image', 'media', 'font']);
const isEventStream = (headers: Record<string, string>) => /^text\/event-stream/i.test(headers['content-type'] ?? '');

/** Records every response of a browser context from now on, and reads its cookies and storage on demand. */
export class BrowserRecorder {
  private readonly evidence: Evidence[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly context: BrowserContext) {
    context.on('response', (response) => {
      // Read at once: Chromium drops a body when its page navigates away.
      this.track(this.record(response));
    });
    for (const page of context.pages()) this.watchEventStreams(page);
    context.on('page', (page) => this.watchEventStreams(page));
  }

  /** Work that `collect` waits for (up to BODY_WAIT_MS) before it reads the evidence. */
  private track(work: Promise<void>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async record(response: Response): Promise<void> {
    const source = `${response.request().method()} ${response.url()}`;
    const headers = await response.allHeaders().catch(() => response.headers());
    const text = Object.entries(headers)
      .map(([name, value]) => `${name}: ${withDecoded(value)}`)
      .join('\n');
    this.evidence.push({ channel: 'response header', source, text });
    // An event stream's body never ends while its page is open; its messages are recorded as they arrive.
    if (isEventStream(headers)) return;
    // Pictures, sound and fonts are no text to find a secret in; asking DevTools for a body it did not keep makes it
    // fetch the file again under the page's CSP, which the CSP check would then report as the page's own violation.
    if (BINARY_RESOURCES.has(response.request().resourceType())) return;
    // Redirects and aborted requests have no body.
    const body = await response.body().catch(() => undefined);
    if (body?.length) this.evidence.push({ channel: 'response body', source, text: body.toString('utf8') });
  }

  /** Every message an EventSource of the page receives, through the DevTools protocol. */
  private watchEventStreams(page: Page): void {
    const urls = new Map<string, string>();
    const watching = async () => {
      const session = await this.context.newCDPSession(page);
      session.on('Network.requestWillBeSent', ({ requestId, request }) => void urls.set(requestId, request.url));
      session.on('Network.eventSourceMessageReceived', ({ requestId, eventName, eventId, data }) =>
        this.evidence.push({
          channel: 'event stream',
          source: `GET ${urls.get(requestId) ?? page.url()}`,
          text: `event: ${eventName}\nid: ${eventId}\ndata: ${data}`,
        }),
      );
      await session.send('Network.enable');
    };
    // A page closed before it could be watched received nothing.
    this.track(watching().catch(() => undefined));
  }

  /** Everything recorded so far, plus the context's cookies and the storage of every origin it visited. */
  async collect(): Promise<Evidence[]> {
    await Promise.race([Promise.all(this.pending), new Promise((resolve) => setTimeout(resolve, BODY_WAIT_MS))]);
    const found: Evidence[] = [...this.evidence];
    for (const cookie of await this.context.cookies())
      found.push({ channel: 'cookie', source: `${cookie.name} on ${cookie.domain}`, text: cookie.value });
    const state = await this.context.storageState({ indexedDB: true });
    for (const { origin, localStorage, ...databases } of state.origins) {
      found.push({ channel: 'localStorage', source: origin, text: JSON.stringify(localStorage) });
      // The `indexedDB` snapshot, which the returned type does not declare.
      found.push({ channel: 'IndexedDB', source: origin, text: JSON.stringify(databases) });
    }
    for (const page of this.context.pages()) {
      const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage })).catch(() => undefined);
      if (session) found.push({ channel: 'sessionStorage', source: page.url(), text: session });
    }
    return found;
  }
}
