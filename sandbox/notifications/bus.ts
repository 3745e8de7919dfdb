/**
 * Notifications as they happen: `emitNotification` stores one and hands it to
 * every open stream; the bus also counts each account's open streams (two at
 * most, part 8) and can drop them all (the test surface's lost connection).
 */
import { randomBytes } from 'node:crypto';
import type { SandboxDb } from '../db/types';
import { notifications } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;

interface OpenStream {
  accountId: string;
  /** Ends the stream without a goodbye, as a dropped connection would. */
  drop: () => void;
}

export class NotificationBus {
  private listeners = new Set<(row: NotificationRow) => void>();
  private streams = new Set<OpenStream>();

  listen(listener: (row: NotificationRow) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(row: NotificationRow): void {
    for (const listener of this.listeners) listener(row);
  }

  openStreams(accountId: string): number {
    let n = 0;
    for (const s of this.streams) if (s.accountId === accountId) n++;
    return n;
  }

  register(stream: OpenStream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  /** Open streams per account. */
  census(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const s of this.streams) counts[s.accountId] = (counts[s.accountId] ?? 0) + 1;
    return counts;
  }

  dropAll(): number {
    const all = [...this.streams];
    for (const s of all) s.drop();
    return all.length;
  }
}

export interface NewNotification {
  /** The account it is for; null for a public announcement every agent account sees. */
  accountId: string | null;
  message: string;
  notificationType?: number | null;
  expiresAt?: Date | null;
}

/** Store a notification and send it to the open streams. */
export async function emitNotification(
  deps: { db: SandboxDb; clock: { date(): Date }; notifications: NotificationBus },
  input: NewNotification,
): Promise<NotificationRow> {
  const [row] = await deps.db
    .insert(notifications)
    .values({
      id: `ntf_${randomBytes(10).toString('hex')}`,
      accountId: input.accountId,
      message: input.message,
      notificationType: input.notificationType ?? null,
      createdAt: deps.clock.date(),
      expiresAt: input.expiresAt ?? null,
    })
    .returning();
  deps.notifications.publish(row!);
  return row!;
}
