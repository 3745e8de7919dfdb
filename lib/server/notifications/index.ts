/** The process's one notification hub: in-process by default, shared through PostgreSQL when DATABASE_URL is set. */
import 'server-only';
import { getEnv } from '../env';
import { DEFAULT_HUB_OPTIONS, NotificationHub, type TabOwner } from './hub';
import { LocalRelay, type Relay } from './relay';

const globalForHub = globalThis as unknown as { notificationHub?: Promise<NotificationHub> };

async function relayFor(databaseUrl: string | undefined): Promise<Relay> {
  if (!databaseUrl) return new LocalRelay();
  const { PgRelay } = await import('./pg-relay');
  return PgRelay.connect(databaseUrl);
}

export function getHub(): Promise<NotificationHub> {
  globalForHub.notificationHub ??= (async () => {
    const env = getEnv();
    return new NotificationHub({
      relay: await relayFor(env.databaseUrl),
      ...DEFAULT_HUB_OPTIONS,
      maxStreams: env.hubMaxStreams,
      maxStreamsPerAccount: env.hubMaxStreamsPerAccount,
      maxStreamsPerSession: env.hubMaxStreamsPerSession,
    });
  })().catch((error: unknown) => {
    globalForHub.notificationHub = undefined;
    throw error;
  });
  return globalForHub.notificationHub;
}

/** End the hub's streams and leadership if this process opened one (a stopping server). */
export async function closeHub(): Promise<void> {
  const hub = await globalForHub.notificationHub?.catch(() => undefined);
  await hub?.close();
}

/** A session ended (signed out, replaced by a sign-in or a key rotation): its tabs end on every server. */
export async function endSessionStreams(owner: TabOwner): Promise<void> {
  await (await getHub()).sessionEnded(owner);
}
