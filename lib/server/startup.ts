/**
 * Server start: a bad configuration or session secret stops the process here,
 * with a message naming the variable or file; then the sweep of expired
 * sessions and abandoned quotes begins, and an ended session's live
 * notification streams end with it. On SIGTERM the notification hub lets
 * its tabs go, so the server can finish its requests and stop, and another
 * server takes its accounts over at once.
 */
import { sessionSecret } from './crypto';
import { getEnv } from './env';
import { closeHub, endSessionStreams } from './notifications';
import { onSessionEnded } from './session';
import { startSweeping } from './sweep';

try {
  getEnv();
  sessionSecret();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
startSweeping();
onSessionEnded(
  (ended) =>
    void endSessionStreams(ended).catch((error: unknown) =>
      console.error(`[notifications] ending a session's streams failed: ${error instanceof Error ? error.message : String(error)}`),
    ),
);
process.once('SIGTERM', () => void closeHub());
