/** The control surface's credential ledger, which the e2e secret sweep reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import type { RecordedSecret } from '../secrets';
import {
  accountFor,
  buy,
  evmPayer,
  fixedPriceProduct,
  postCheckout,
  postJson,
  signedJson,
  startSandbox,
  storeBody,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());

async function cursor(): Promise<number> {
  return ((await (await sb.call('/__sandbox/secrets')).json()) as { cursor: number }).cursor;
}

async function seenAfter(after: number): Promise<RecordedSecret[]> {
  const response = await sb.call(`/__sandbox/secrets?after=${after}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { secrets: RecordedSecret[] }).secrets;
}

describe('the credential ledger', () => {
  it('records the API keys it issues at account access and rotation, and the ones it receives', async () => {
    const start = await cursor();
    const signer = evmKeySigner();
    const { apikey } = await accountFor(sb, signer);
    expect(await seenAfter(start)).toEqual([{ kind: 'api-key', value: apikey }]);

    const rotated = await signedJson<{ apikey: string }>(sb, '/apikey/rotate', { method: 'POST' }, signer);
    expect(rotated.status).toBe(200);
    const afterRotation = await cursor();
    expect((await seenAfter(start)).map((s) => s.value)).toEqual([apikey, rotated.body.apikey]);

    // A key sent in later is seen again, so the window of a later test includes it.
    await sb.call('/api/external/balance', { headers: { 'x-api-key': rotated.body.apikey } });
    expect(await seenAfter(afterRotation)).toEqual([{ kind: 'api-key', value: rotated.body.apikey }]);
  });

  it('records the checkout token a client sends, the one it generates, and the order secret of a paid order', async () => {
    const { id } = await fixedPriceProduct(sb);
    const start = await cursor();
    const { token, paid } = await buy(sb, '/store/purchase', storeBody(id, 'base'), await evmPayer());
    expect(paid.status).toBe(200);
    const seen = await seenAfter(start);
    expect(seen).toContainEqual({ kind: 'checkout-token', value: token });
    expect(seen).toContainEqual({ kind: 'order-secret', value: paid.body.purchase.secret });

    const generated = await postCheckout(sb, '/store/purchase', storeBody(id, 'base'));
    expect(generated.status).toBe(402);
    expect(await seenAfter(start)).toContainEqual({ kind: 'checkout-token', value: generated.body.checkout.token });

    const room = await cursor();
    await sb.call('/api/preselection/agenttohumanadvanced/chat/messages', {
      headers: { 'x-secret': paid.body.purchase.secret },
    });
    expect(await seenAfter(room)).toEqual([{ kind: 'order-secret', value: paid.body.purchase.secret }]);
  });

  it('refuses a cursor it did not hand out', async () => {
    expect((await sb.call('/__sandbox/secrets?after=-1')).status).toBe(400);
    expect((await sb.call('/__sandbox/secrets?after=abc')).status).toBe(400);
  });
});

describe('with the control surface off', () => {
  it('records nothing and serves no ledger', async () => {
    const off = await startSandbox({ SANDBOX_CONTROL: 'false' });
    try {
      await off.json('/store/products', postJson({}, { 'x-api-key': 'k'.repeat(40) }));
      expect(off.sandbox.deps.secrets.since(0)).toEqual([]);
      expect((await off.call('/__sandbox/secrets?after=0')).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
