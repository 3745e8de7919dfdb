/**
 * Agents call the sandbox directly: every route of the table, with generated
 * bodies, queries, paths and headers over raw HTTP. No 5xx; every refusal in
 * the contract's error shape with a catalogued code.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteDef } from '@/lib/marketplace/route';
import type { Fixtures } from './inputs';
import { fuzz, INPUTS, routeReached, sendRaw } from './run';
import { createWorld, type World } from './world';

let world: World;
let fixtures: Fixtures;

beforeAll(async () => {
  world = await createWorld();
  const token = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('base64url'));
  const credentials = (route: RouteDef): fc.Arbitrary<Record<string, string>> => {
    if (route.auth === 'account' || route.auth === 'key' || route.auth === 'status')
      return fc.constant({ 'x-api-key': world.apiKey });
    if (route.auth === 'secret')
      return fc.constant({ 'x-secret': route.secretKind === 'job-secret' ? world.job.secret : world.hire.secret });
    if (route.auth === 'checkout') return token.map((value) => ({ 'x-checkout-token': value }));
    return fc.constant({});
  };
  fixtures = {
    known: world.known,
    credentials,
    proofs: world.proofs,
    payments: world.payments,
    headerGames: [
      ['transfer-encoding', fc.constant('chunked')],
      ['x-checkout-token', fc.constant(world.hire.checkoutToken)],
    ],
  };
});
afterAll(() => world.sb.stop());

it(`answers ${INPUTS} generated requests straight to the sandbox with statuses and shapes the contract allows`, async () => {
  const { tally, seconds, cpuSeconds } = await fuzz({
    fixtures,
    send: (input) => sendRaw(world.sb.url, input),
    routeOf: (input) => routeReached(input.method, input.path),
    freshWindows: () => world.sb.sandbox.deps.limiter.reset(),
  });
  console.log(
    `fuzz: ${tally.inputs} inputs straight to the sandbox in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU)\n  ${tally.summary()}`,
  );
  expect(tally.inputs).toBeGreaterThanOrEqual(INPUTS);
}, 600_000);
