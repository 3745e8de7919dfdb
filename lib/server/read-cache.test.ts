import { describe, expect, it } from 'vitest';
import { routeById } from '@/lib/marketplace/routes';
import { clockOf } from './window-clock';
import { NotSent, ReadCache } from './read-cache';
import { MemoryReadStore } from './read-store';

const profile = routeById('account.profile');
const status = routeById('checkout.purchaseStatus');

function setup() {
  let now = 1_000_000;
  const cache = new ReadCache(clockOf(() => now));
  let calls = 0;
  let answer = (): Response =>
    new Response(JSON.stringify({ n: calls }), { status: 200, headers: { 'content-type': 'application/json' } });
  const upstream = async () => {
    calls += 1;
    return answer();
  };
  return {
    cache,
    upstream,
    calls: () => calls,
    advance: (ms: number) => (now += ms),
    answerWith: (fn: () => Response) => (answer = fn),
  };
}

/** The marketplace's 429, asking to wait `seconds`. */
const rateLimited = (seconds: number) =>
  new Response('{"ok":false,"errorCode":"AGENT_READ_RATE_LIMITED"}', {
    status: 429,
    headers: { 'retry-after': String(seconds) },
  });

describe('per-account read cache', () => {
  it('answers repeats inside the window from the cache, with when it was fetched', async () => {
    const t = setup();
    const first = await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    t.advance(9_000);
    const second = await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    expect(t.calls()).toBe(1);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('x-cache')).toBe('cache');
    expect(second.headers.get('x-fetched-at')).toBe(new Date(1_000_000).toISOString());
  });

  it('stamps an answer with when its read was sent, so a change answered while it was under way is newer', async () => {
    const t = setup();
    const slow = async () => {
      t.advance(3_000); // the marketplace takes 3 s; a listing saved meanwhile is stamped by then
      return t.upstream();
    };
    const first = await t.cache.read('account:a', profile, 'GET /profile', slow);
    expect(first.headers.get('x-fetched-at')).toBe(new Date(1_000_000).toISOString());
    t.advance(6_000);
    const repeat = await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    expect(repeat.headers.get('x-cache')).toBe('cache');
    expect(repeat.headers.get('x-fetched-at')).toBe(new Date(1_000_000).toISOString());
    // The copy lasts as long as the window it spent, counted from the same moment.
    t.advance(1_000);
    expect((await t.cache.read('account:a', profile, 'GET /profile', t.upstream)).headers.get('x-cache')).toBe(
      'upstream',
    );
  });

  it('calls upstream again once the window has passed', async () => {
    const t = setup();
    await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    t.advance(10_000);
    await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    expect(t.calls()).toBe(2);
  });

  it('gives the window back when the call never reached the marketplace, and keeps it spent when it did', async () => {
    const t = setup();
    const refused = async () => new NotSent(new Response('{}', { status: 502 }));
    expect((await t.cache.read('account:a', profile, 'GET /profile', refused)).status).toBe(502);
    // The next read inside the window goes out: the marketplace counted nothing.
    t.advance(1_000);
    expect((await t.cache.read('account:a', profile, 'GET /profile?again', t.upstream)).status).toBe(200);
    expect(t.calls()).toBe(1);

    // A failure the marketplace may have seen (a 502 from it, a cut answer) keeps the window spent.
    t.advance(10_000);
    t.answerWith(() => new Response('{}', { status: 502 }));
    expect((await t.cache.read('account:a', profile, 'GET /profile', t.upstream)).status).toBe(502);
    const waiting = await t.cache.read('account:a', profile, 'GET /profile?third', t.upstream);
    expect(waiting.status).toBe(429);
    expect(t.calls()).toBe(2);
  });

  it('turns concurrent identical reads into one upstream call', async () => {
    const t = setup();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.cache.read('account:a', profile, 'GET /profile', t.upstream)),
    );
    expect(t.calls()).toBe(1);
    for (const r of responses) expect(r.status).toBe(200);
  });

  it('keeps accounts apart', async () => {
    const t = setup();
    await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    await t.cache.read('account:b', profile, 'GET /profile', t.upstream);
    expect(t.calls()).toBe(2);
  });

  it('answers another read in a used shared window locally with Retry-After, without calling upstream', async () => {
    const t = setup();
    await t.cache.read('account:a', status, 'POST /store/purchase/status A', t.upstream);
    t.advance(3_000);
    const other = await t.cache.read('account:a', status, 'POST /store/purchase/status B', t.upstream);
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toBe('7');
    expect(await other.json()).toMatchObject({ errorCode: 'AGENT_READ_RATE_LIMITED', retryAfterSeconds: 7 });
    expect(t.calls()).toBe(1);
  });

  it('serves the last good copy when the upstream answers 429 anyway', async () => {
    const t = setup();
    await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    t.advance(11_000);
    t.answerWith(() => rateLimited(4));
    const stale = await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(stale.headers.get('x-fetched-at')).toBe(new Date(1_000_000).toISOString());
  });

  it('answers with the wait, not a copy from long ago, when another read holds the window', async () => {
    const t = setup();
    await t.cache.read('account:a', status, 'POST /store/purchase/status A', t.upstream);
    t.advance(11_000);
    await t.cache.read('account:a', status, 'POST /store/purchase/status B', t.upstream);
    // A minute later A's copy is still served while B holds the window...
    t.advance(60_000);
    await t.cache.read('account:a', status, 'POST /store/purchase/status B', t.upstream);
    const recent = await t.cache.read('account:a', status, 'POST /store/purchase/status A', t.upstream);
    expect(recent.headers.get('x-cache')).toBe('stale');
    // ...an hour later it is not: the page hears when it can read again.
    t.advance(60 * 60_000);
    await t.cache.read('account:a', status, 'POST /store/purchase/status B', t.upstream);
    const old = await t.cache.read('account:a', status, 'POST /store/purchase/status A', t.upstream);
    expect(old.status).toBe(429);
    expect(old.headers.get('retry-after')).toBe('10');
  });

  it('holds the window for the whole wait a 429 names when it is longer than the window', async () => {
    const t = setup();
    await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    t.advance(11_000);
    t.answerWith(() => rateLimited(45));
    await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    expect(t.calls()).toBe(2);
    // Past the 10 s window, within the 45 s asked for: not called again, the last good copy meanwhile.
    t.advance(30_000);
    const held = await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    expect(held.headers.get('x-cache')).toBe('stale');
    expect(t.calls()).toBe(2);
    t.advance(16_000);
    await t.cache.read('account:a', profile, 'GET /profile', t.upstream);
    expect(t.calls()).toBe(3);
  });

  it('does not cache failures', async () => {
    const t = setup();
    t.answerWith(() => new Response('{"ok":false}', { status: 503, headers: { 'retry-after': '2' } }));
    expect((await t.cache.read('account:a', profile, 'GET /profile', t.upstream)).status).toBe(503);
    t.advance(10_000);
    t.answerWith(() => new Response('{"ok":true}', { status: 200 }));
    expect((await t.cache.read('account:a', profile, 'GET /profile', t.upstream)).status).toBe(200);
    expect(t.calls()).toBe(2);
  });

  it('passes routes without a window straight through', async () => {
    const t = setup();
    await t.cache.read('account:a', routeById('account.proofOfHuman'), 'POST /proofofhuman', t.upstream);
    await t.cache.read('account:a', routeById('account.proofOfHuman'), 'POST /proofofhuman', t.upstream);
    expect(t.calls()).toBe(2);
  });
});

describe('read cache bounds', () => {
  const answer = (body: string) => async () =>
    new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });

  it('holds at most its entry cap under a flood of distinct reads, evicting the least recently used', async () => {
    const now = 1_000_000;
    const store = new MemoryReadStore({ maxEntries: 100 });
    const cache = new ReadCache(
      clockOf(() => now),
      store,
    );
    let upstreamCalls = 0;
    const counted = () => {
      upstreamCalls += 1;
      return answer('{"ok":true}')();
    };
    await cache.read('account:kept', profile, 'GET /profile', counted);
    await cache.read('account:dropped', profile, 'GET /profile', counted);
    for (let i = 0; i < 1_000; i++) {
      await cache.read(`account:flood-${i}`, profile, 'GET /profile', counted);
      // One account keeps reading, so its entry stays among the recently used.
      if (i % 50 === 0) await cache.read('account:kept', profile, 'GET /profile', counted);
      expect(store.stats.entries).toBeLessThanOrEqual(100);
    }
    upstreamCalls = 0;
    expect((await cache.read('account:kept', profile, 'GET /profile', counted)).headers.get('x-cache')).toBe('cache');
    expect(upstreamCalls).toBe(0);
    // The least recently used entry went: inside its window the read now has no copy to be answered with.
    expect((await cache.read('account:dropped', profile, 'GET /profile', counted)).status).toBe(429);
    expect(upstreamCalls).toBe(0);
  });

  it('holds at most its byte cap, and keeps no answer larger than the cap', async () => {
    const store = new MemoryReadStore({ maxBytes: 10_000 });
    const cache = new ReadCache(
      clockOf(() => 1_000_000),
      store,
    );
    for (let i = 0; i < 100; i++)
      await cache.read(`account:${i}`, profile, 'GET /profile', answer(`{"pad":"${'x'.repeat(1_000)}"}`));
    expect(store.stats.bytes).toBeLessThanOrEqual(10_000);
    expect(store.stats.entries).toBeLessThan(10);
    await cache.read('account:huge', profile, 'GET /profile', answer(`{"pad":"${'x'.repeat(20_000)}"}`));
    expect(store.stats.bytes).toBeLessThanOrEqual(10_000);
  });

  it('bounds the per-window bookkeeping under a flood of scopes, even of reads that are never cached', async () => {
    const store = new MemoryReadStore({ maxWindows: 100 });
    const cache = new ReadCache(
      clockOf(() => 1_000_000),
      store,
    );
    const failing = async () => new Response('{"ok":false}', { status: 503 });
    for (let i = 0; i < 1_000; i++) await cache.read(`account:${i}`, profile, 'GET /profile', failing);
    expect(store.stats.windows).toBeLessThanOrEqual(100);
    expect(store.stats.entries).toBe(0);
  });

  it('by default keeps at most 5,000 entries', async () => {
    const store = new MemoryReadStore();
    const cache = new ReadCache(
      clockOf(() => 1_000_000),
      store,
    );
    for (let i = 0; i < 6_000; i++) await cache.read(`account:${i}`, profile, 'GET /profile', answer('{}'));
    expect(store.stats.entries).toBe(5_000);
  });
});
