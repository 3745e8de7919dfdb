import { describe, expect, it } from 'vitest';
import { badgeText, count, rebase, tallyFrom, unreadOf } from './unread';

const at = (iso: string) => Date.parse(iso);
const note = (id: string, createdAt: string) => ({ id, createdAt });

describe('the unread count', () => {
  it('adds each notification created after the profile was read, once', () => {
    let tally = tallyFrom(3, at('2026-05-01T10:00:00Z'));
    for (const n of [
      note('a', '2026-05-01T10:00:05Z'),
      note('a', '2026-05-01T10:00:05Z'),
      note('b', '2026-05-01T10:01:00Z'),
    ])
      tally = count(tally, n).tally;
    expect(unreadOf(tally)).toBe(5);
  });

  it('does not count a replay of what the profile already counted', () => {
    const tally = tallyFrom(2, at('2026-05-01T10:00:00Z'));
    const replayed = count(tally, note('old', '2026-05-01T09:57:00Z'));
    expect(replayed.isNew).toBe(false);
    expect(unreadOf(replayed.tally)).toBe(2);
  });

  it('is unknown until the profile is read, though new ones are still recognised', () => {
    const result = count(tallyFrom(null, at('2026-05-01T10:00:00Z')), note('a', '2026-05-01T10:00:01Z'));
    expect(result.isNew).toBe(true);
    expect(unreadOf(result.tally)).toBeNull();
    expect(unreadOf(rebase(result.tally, 4, at('2026-05-01T10:00:00Z')))).toBe(5);
  });

  it('goes to zero at an inbox visit and keeps what arrived after it', () => {
    let tally = tallyFrom(7, at('2026-05-01T10:00:00Z'));
    tally = count(tally, note('before', '2026-05-01T10:00:10Z')).tally;
    tally = count(tally, note('after', '2026-05-01T10:00:30Z')).tally;
    expect(unreadOf(tally)).toBe(9);
    expect(unreadOf(rebase(tally, 0, at('2026-05-01T10:00:20Z')))).toBe(1);
  });

  it('ignores a notification whose time cannot be read', () => {
    expect(count(tallyFrom(0, 0), note('x', 'not a date')).isNew).toBe(false);
  });

  it('keeps the badge to two digits', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('the unread count across page loads', () => {
  it('keeps what an earlier page counted when the profile read is older than it', () => {
    const carried: [string, number][] = [['arrived', at('2026-05-01T10:00:05Z')]];
    const reloaded = rebase(tallyFrom(null, at('2026-05-01T10:00:09Z'), carried), 1, at('2026-05-01T10:00:00Z'));
    expect(unreadOf(reloaded)).toBe(2);
    // The replay of that notification on the new page neither counts nor toasts again.
    expect(count(reloaded, note('arrived', '2026-05-01T10:00:05Z')).isNew).toBe(false);
  });
});
