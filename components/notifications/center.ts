/** What a tab's notification center holds, apart from the provider that fills it and the feed that loads lazily. */
import type { FeedState } from '@/lib/marketplace/notifications/feed';
import type { StreamedNotification } from '@/lib/marketplace/notifications/contract';

export interface NotificationCenter {
  signedIn: boolean;
  connection: FeedState;
  /** null while unknown (the profile not read yet, or refused). */
  unread: number | null;
  /** What arrived live in this tab, newest first. */
  live: StreamedNotification[];
  /** Whether a notification that arrived live is still unread (created after the last visit or count). */
  isUnread: (id: string) => boolean;
  reconnect: () => void;
  /** The inbox was opened: everything up to `readThrough` is read, and its notifications are already shown. */
  visited: (readThrough: string | null, ids: string[]) => void;
}

/** The feed before its first answer. */
export const CONNECTING: FeedState = { state: 'connecting' };
