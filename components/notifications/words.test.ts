import { describe, expect, it } from 'vitest';
import { connectionWords } from './words';

describe('the connection in words', () => {
  it('says live, and counts down to the next attempt', () => {
    expect(connectionWords({ state: 'live' }, 0).label).toBe('Live');
    expect(connectionWords({ state: 'reconnecting', retryAt: Date.now() + 5000 }, 5)).toMatchObject({
      tone: 'waiting',
      label: 'Reconnecting in 5s',
      canReconnect: false,
    });
  });

  it('says why the hub refused the tab, with the countdown to when it connects again', () => {
    const reason =
      'Your account has many live notification tabs open already. Close some; this one connects again when the timer ends.';
    expect(connectionWords({ state: 'reconnecting', retryAt: Date.now() + 30_000, reason }, 30)).toMatchObject({
      label: 'Reconnecting in 30s',
      detail: reason,
    });
  });

  it('offers to reconnect once no attempt is scheduled', () => {
    expect(connectionWords({ state: 'reconnecting', retryAt: null }, 0)).toMatchObject({
      label: 'Reconnecting…',
      canReconnect: true,
    });
  });

  it('says offline and why a stopped feed stopped, never the raw state', () => {
    expect(connectionWords({ state: 'offline' }, 0).label).toBe('Offline');
    const stopped = connectionWords({ state: 'unavailable', reason: 'signed-out' }, 0);
    expect(stopped.detail).toMatch(/Sign out and in again/);
    expect(`${stopped.label} ${stopped.detail}`).not.toMatch(/signed-out|unavailable/);
    expect(connectionWords({ state: 'unavailable', reason: 'not-eligible' }, 0).detail).toMatch(
      /cannot receive live notifications/,
    );
    // A blocked account is not sent round a sign-in that cannot lift it.
    const blocked = connectionWords({ state: 'unavailable', reason: 'blocked' }, 0).detail;
    expect(blocked).toMatch(/contact its support/);
    expect(blocked).not.toMatch(/Sign out and in again/);
  });
});
