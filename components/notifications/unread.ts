/**
 * The bell's unread count. The marketplace counts a notification unread when it
 * was created after the last inbox visit (`readThrough`). The count starts from
 * a known point, the private profile's `unreadNotificationCount` at the time
 * it was read, or zero at an inbox visit's `readThrough`, and each notification
 * the live feed brings that was created after that point adds one, once per id.
 * Replays of older notifications (a first connection replays five minutes)
 * therefore never count twice. What was counted is kept for the next page load
 * (`fresh`), since a reload may read the profile from before it arrived.
 */

export interface UnreadTally {
  /** Unread at `since`; null until the profile has been read. */
  base: number | null;
  /** Epoch ms of the known point. */
  since: number;
  /** Notifications created after `since`, by id, with their creation time. */
  fresh: ReadonlyMap<string, number>;
}

export const tallyFrom = (base: number | null, since: number, fresh: Iterable<[string, number]> = []): UnreadTally => ({
  base,
  since,
  fresh: new Map(fresh),
});

/** A new known point; what the feed brought after it still counts. */
export function rebase(tally: UnreadTally, base: number, since: number): UnreadTally {
  return { base, since, fresh: new Map([...tally.fresh].filter(([, createdAt]) => createdAt > since)) };
}

/** Whether a notification from the feed is new since the known point, and the tally with it counted. */
export function count(
  tally: UnreadTally,
  notification: { id: string; createdAt: string },
): { tally: UnreadTally; isNew: boolean } {
  const createdAt = Date.parse(notification.createdAt);
  if (!(createdAt > tally.since) || tally.fresh.has(notification.id)) return { tally, isNew: false };
  return { tally: { ...tally, fresh: new Map(tally.fresh).set(notification.id, createdAt) }, isNew: true };
}

export const unreadOf = (tally: UnreadTally): number | null =>
  tally.base === null ? null : tally.base + tally.fresh.size;

/** The bell's badge: at most two digits. */
export const badgeText = (unread: number): string => (unread > 99 ? '99+' : String(unread));
