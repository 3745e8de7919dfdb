/**
 * The dashboard's proxy in front of a real sandbox: every route of the table,
 * with generated bodies, queries, paths, cookies and headers, sent into the
 * proxy in-process as the browser would send them. No 5xx; every refusal (the
 * proxy's or the marketplace's) in the contract's error shape with a
 * catalogued code; no answer carries the API key or the order secret.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteDef } from '@/lib/marketplace/route';
import type { Fixtures } from './inputs';
import { answerOf, fuzz, INPUTS, routeReached } from './run';
import { createWorld, type World } from './world';

const APP = 'http://localhost:3000';
const PREFIX = '/api/marketplace';

let world: World;
let fixtures: Fixtures;
let proxy: typeof import('@/lib/server/marketplace-proxy').proxy;

beforeAll(async () => {
  world = await createWorld();
  (await import('@/test/server')).setupTestDatabase();
  process.env.MARKETPLACE_API_URL = world.sb.url;
  ({ proxy } = await import('@/lib/server/marketplace-proxy'));
  const { attachAccount, ensureSession } = await import('@/lib/server/session');
  const { keepSecret } = await import('@/lib/server/vault');

  // A signed-in session holding the account's key and the hire's order secret.
  const { session: ensured, setCookie } = await ensureSession(new Request(APP));
  const session = ensured!;
  const cookie = setCookie!.split(';')[0]!;
  await attachAccount(session.id, {
    accountId: world.accountId,
    walletAddress: world.walletAddress,
    network: 'base',
    apiKey: world.apiKey,
  });
  const handles = {
    'order-secret': await keepSecret(session.id, world.hire.secret, world.hire.purchaseId),
    'job-secret': await keepSecret(session.id, world.job.secret, world.job.jobId, 'job-secret'),
  };

  const credentials = (route: RouteDef): fc.Arbitrary<Record<string, string>> => {
    const headers: Record<string, string> = { cookie };
    // As the dashboard's own pages send them (paid GETs need it too).
    headers.origin = APP;
    if (route.auth === 'secret') headers['x-secret-handle'] = handles[route.secretKind ?? 'order-secret'];
    return fc.constant(headers);
  };
  const text = fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));
  fixtures = {
    known: world.known,
    credentials,
    proofs: world.proofs,
    payments: world.payments,
    headerGames: [
      [
        'cookie',
        fc.oneof(
          fc.constantFrom(
            'mkt_session=%E0%A4%A',
            'mkt_session=%',
            'mkt_session=',
            `mkt_session=${'a'.repeat(200)}`,
            `${cookie}; ${cookie}`,
            'mkt_session=x; mkt_session=y',
            `${cookie}; other=%ZZ`,
            'a=b=c; ;;',
          ),
          text,
        ),
      ],
      [
        'origin',
        fc.oneof(fc.constantFrom('https://evil.example', 'null', '', `${APP}/`, 'http://localhost:3001'), text),
      ],
      ['sec-fetch-site', fc.constantFrom('cross-site', 'same-site', 'none', 'same-origin', '')],
      ['x-secret-handle', fc.constantFrom(...Object.values(handles))],
      ['content-length', fc.constantFrom('0', '1', '-1', '99999999999', 'abc')],
    ],
  };
});
afterAll(() => world.sb.stop());

/** Into the proxy as a Next route handler receives it (the Fetch API carries no body on GET or HEAD). */
async function send(input: import('./inputs').FuzzRequest) {
  let request: Request;
  try {
    const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : input.body;
    request = new Request(`${APP}${PREFIX}${input.path}`, { method: input.method, headers: input.headers, body });
  } catch {
    return undefined;
  }
  return answerOf(await proxy(request));
}

it(`answers ${INPUTS} generated requests through the proxy with statuses and shapes the contract allows, and never a secret`, async () => {
  const secrets = [world.apiKey, world.hire.secret, world.hire.checkoutToken, world.job.secret];
  const { tally, seconds, cpuSeconds, unsendable } = await fuzz({
    fixtures,
    send,
    routeOf: (input) => routeReached(input.method, input.path),
    check: (answer) => {
      const seen = `${answer.text ?? ''} ${[...answer.headers.values()].join(' ')}`;
      return secrets.some((secret) => seen.includes(secret)) ? 'carries a bearer secret' : undefined;
    },
    freshWindows: () => world.sb.sandbox.deps.limiter.reset(),
  });
  console.log(
    `fuzz: ${tally.inputs} inputs through the proxy in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU) (${unsendable} not expressible as a Request)\n  ${tally.summary()}`,
  );
  expect(tally.inputs).toBeGreaterThanOrEqual(INPUTS);
}, 600_000);
