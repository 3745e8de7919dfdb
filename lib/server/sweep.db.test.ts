import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journal, sessions, vault } from '@/lib/db/schema';
import { routeById } from '@/lib/marketplace/routes';
import { setupTestDatabase } from '@/test/server';

const driver = setupTestDatabase();
const { getDb } = await import('./db');
const { ensureSession } = await import('./session');
const { beginOperation, recordOutcome } = await import('./journal');
const { keepSecret } = await import('./vault');
const { sweep } = await import('./sweep');

const HOUR = 60 * 60 * 1000;
const purchase = routeById('checkout.purchase');
let n = 0;

async function sessionWithSecrets() {
  const { session } = await ensureSession(
    new Request('http://localhost:3000/x', { headers: { 'x-forwarded-for': `192.0.2.${++n}` } }),
  );
  const begun = await beginOperation(session!.id, purchase, {
    productId: 'p',
    network: 'solana',
    idempotencyKey: `sweep-key-${n}`,
  });
  await keepSecret(session!.id, `secret-${n}`, null);
  if (begun.kind !== 'entry') throw new Error('not journaled');
  return { session: session!, row: begun.row };
}

async function rowsOf(sessionId: string) {
  const db = await getDb();
  return {
    sessions: (await db.select().from(sessions).where(eq(sessions.id, sessionId))).length,
    journal: (await db.select().from(journal).where(eq(journal.sessionId, sessionId))).length,
    vault: (await db.select().from(vault).where(eq(vault.sessionId, sessionId))).length,
  };
}

async function age(rowId: string, hours: number) {
  await (
    await getDb()
  )
    .update(journal)
    .set({ updatedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(journal.id, rowId));
}

beforeAll(async () => {
  await getDb();
});

describe(`sweep (${driver})`, () => {
  it('deletes expired sessions with their vault entries and journal rows, and keeps live ones', async () => {
    const expired = await sessionWithSecrets();
    const live = await sessionWithSecrets();
    await (
      await getDb()
    )
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.session.id));
    await sweep();
    expect(await rowsOf(expired.session.id)).toEqual({ sessions: 0, journal: 0, vault: 0 });
    expect(await rowsOf(live.session.id)).toEqual({ sessions: 1, journal: 1, vault: 1 });
  });

  it('deletes what is a day done with (abandoned quotes, refusals, finished sends), and never an operation that may have been paid', async () => {
    const { session, row: abandoned } = await sessionWithSecrets();
    const keyed = async (key: string) => {
      const begun = await beginOperation(session.id, purchase, {
        productId: 'p',
        network: 'solana',
        idempotencyKey: key,
      });
      if (begun.kind !== 'entry') throw new Error('not journaled');
      return begun.row;
    };
    const fresh = await keyed('sweep-fresh-1');
    const expiredQuote = await keyed('sweep-expired-1');
    const lost = await keyed('sweep-lost-1');
    const paid = await keyed('sweep-paid-1');
    const neverAnswered = await keyed('sweep-sent-1');
    const refused = await keyed('sweep-refused-1');
    const unconfirmed = await keyed('sweep-unconfirmed-1');
    const launched = await beginOperation(
      session.id,
      routeById('launch.xlikes'),
      { path: '/solana/xlikes', query: { url: 'u' } },
      'sweep-launched-1',
    );
    if (launched.kind !== 'entry') throw new Error('not journaled');
    await recordOutcome(refused.id, { state: 'answered', httpStatus: 400, outcome: 'refused' });
    await recordOutcome(unconfirmed.id, { state: 'answered', httpStatus: 500, outcome: 'unconfirmed' });
    await recordOutcome(launched.row.id, {
      state: 'answered',
      httpStatus: 200,
      outcome: 'sent',
      answer: { status: 200, headers: {}, body: '{}' },
    });
    await recordOutcome(abandoned.id, { state: 'answered', httpStatus: 402, outcome: 'awaiting_payment' });
    await recordOutcome(fresh.id, { state: 'answered', httpStatus: 402, outcome: 'awaiting_payment' });
    await recordOutcome(expiredQuote.id, { state: 'answered', httpStatus: 200, outcome: 'expired' });
    await recordOutcome(lost.id, { state: 'unknown' });
    await recordOutcome(paid.id, { state: 'answered', httpStatus: 200, outcome: 'payment_confirmed' });
    for (const row of [abandoned, expiredQuote, lost, paid, neverAnswered, refused, unconfirmed, launched.row])
      await age(row.id, 25);
    await age(fresh.id, 2);

    await sweep();
    const left = (await (await getDb()).select().from(journal).where(eq(journal.sessionId, session.id)))
      .map((r) => r.idempotencyKey)
      .sort();
    expect(left).toEqual(['sweep-fresh-1', 'sweep-lost-1', 'sweep-paid-1', 'sweep-sent-1', 'sweep-unconfirmed-1']);
  });

  it('marks a quote sent again when its payment is attempted, so it is never taken for abandoned', async () => {
    const { session, row } = await sessionWithSecrets();
    await recordOutcome(row.id, { state: 'answered', httpStatus: 402, outcome: 'awaiting_payment' });
    await age(row.id, 25);
    // The paid retry of the same operation: if its answer never gets recorded (a crash), the row says so.
    await beginOperation(session.id, purchase, {
      productId: 'p',
      network: 'solana',
      idempotencyKey: row.idempotencyKey,
    });
    await age(row.id, 25);
    await sweep();
    const [kept] = await (await getDb()).select().from(journal).where(eq(journal.id, row.id));
    expect(kept?.state).toBe('sent');
  });
});

describe(`the journal's bound per session (${driver})`, () => {
  it('makes room by dropping the oldest finished rows, and refuses new operations while every row is unconfirmed', async () => {
    const { JOURNAL_ROWS_PER_SESSION } = await import('./journal');
    const { session } = await ensureSession(
      new Request('http://localhost:3000/x', { headers: { 'x-forwarded-for': '192.0.2.250' } }),
    );
    const db = await getDb();
    const fill = (state: string, outcome: string | null) =>
      db.insert(journal).values(
        Array.from({ length: JOURNAL_ROWS_PER_SESSION }, (_, i) => ({
          id: `${session!.id.slice(0, 8)}-${state}-${i}`,
          sessionId: session!.id,
          routeId: 'checkout.purchase',
          idempotencyKey: `bound-${state}-${i}`,
          bodyHash: 'h',
          body: {},
          state,
          outcome,
          updatedAt: new Date(Date.now() - (JOURNAL_ROWS_PER_SESSION - i) * 1000),
        })),
      );
    await fill('answered', 'refused');
    const next = await beginOperation(session!.id, purchase, {
      productId: 'p',
      network: 'solana',
      idempotencyKey: 'bound-next-1',
    });
    expect(next.kind).toBe('entry');
    const keys = (await db.select().from(journal).where(eq(journal.sessionId, session!.id))).map(
      (r) => r.idempotencyKey,
    );
    expect(keys).toHaveLength(JOURNAL_ROWS_PER_SESSION);
    expect(keys).not.toContain('bound-answered-0');

    await db.delete(journal).where(eq(journal.sessionId, session!.id));
    await fill('unknown', null);
    expect(
      (
        await beginOperation(session!.id, purchase, {
          productId: 'p',
          network: 'solana',
          idempotencyKey: 'bound-next-2',
        })
      ).kind,
    ).toBe('full');
    expect((await db.select().from(journal).where(eq(journal.sessionId, session!.id))).length).toBe(
      JOURNAL_ROWS_PER_SESSION,
    );
  });
});
