/** The live feed's connection in plain words, for the indicator. */
import type { FeedState } from '@/lib/marketplace/notifications/feed';
import { formatDuration } from '@/components/ui/countdown';

export type ConnectionTone = 'live' | 'waiting' | 'down';

export interface ConnectionWords {
  tone: ConnectionTone;
  label: string;
  /** A sentence more, when the state asks something of the person or explains a wait. */
  detail?: string;
  /** Whether a "Reconnect now" control helps. */
  canReconnect: boolean;
}

/** Why live notifications stopped, for good until something changes. */
const UNAVAILABLE: Record<Extract<FeedState, { state: 'unavailable' }>['reason'], { label: string; detail: string }> = {
  'not-eligible': {
    label: 'Not available',
    detail: 'This account cannot receive live notifications. Your inbox still lists them.',
  },
  'signed-out': {
    label: 'Stopped',
    detail: 'The marketplace no longer accepts this sign-in. Sign out and in again to get live notifications.',
  },
  blocked: {
    label: 'Stopped',
    detail:
      'The marketplace has blocked this account or its sign-in, so live notifications stopped. Signing in again does not lift it: contact its support. Your inbox still lists them.',
  },
  'account-changed': {
    label: 'Stopped',
    detail: 'This browser is now signed in to another account, or signed out. The page follows who is signed in.',
  },
};

export function connectionWords(feed: FeedState, secondsLeft: number): ConnectionWords {
  switch (feed.state) {
    case 'live':
      return { tone: 'live', label: 'Live', canReconnect: false };
    case 'connecting':
      return { tone: 'waiting', label: 'Connecting…', canReconnect: false };
    case 'reconnecting': {
      const detail = feed.reason ?? 'Nothing is lost meanwhile: what arrives is delivered when the connection is back.';
      return secondsLeft > 0
        ? { tone: 'waiting', label: `Reconnecting in ${formatDuration(secondsLeft)}`, detail, canReconnect: false }
        : { tone: 'waiting', label: 'Reconnecting…', detail, canReconnect: true };
    }
    case 'offline':
      return {
        tone: 'down',
        label: 'Offline',
        detail: 'This device is offline. Notifications resume by themselves when it is back online.',
        canReconnect: false,
      };
    case 'unavailable':
      return {
        tone: 'down',
        ...UNAVAILABLE[feed.reason],
        canReconnect: false,
      };
  }
}
