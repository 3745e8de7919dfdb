import { afterEach, expect, it, vi } from 'vitest';

const callRoute = vi.fn();
vi.mock('../call', () => ({ callRoute: (...args: unknown[]) => callRoute(...args) }));
const { submitEntry } = await import('./calls');

afterEach(() => callRoute.mockReset());

const pendingFor = (retryAfterSeconds: number) => ({
  data: {
    ok: true,
    submitted: false,
    status: 'reservation_pending',
    retryAfterSeconds,
    raffleEndsAt: '2026-11-28T12:00:15.000Z',
  },
});

it('sends a raffled entry again after both the draw and the cooldown between attempts, whichever ends later', async () => {
  const sentAt = Date.parse('2026-11-28T12:00:00.000Z');
  callRoute.mockResolvedValueOnce(pendingFor(15));
  const early = await submitEntry('job1', { content: 'Mine' } as never, () => sentAt);
  expect(early).toMatchObject({ kind: 'pending', retryAfterSeconds: 15, retryAt: sentAt + 30_000 });

  callRoute.mockResolvedValueOnce(pendingFor(45));
  const late = await submitEntry('job1', { content: 'Mine' } as never, () => sentAt);
  expect(late).toMatchObject({ kind: 'pending', retryAt: sentAt + 45_000 });
});
