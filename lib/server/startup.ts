/**
 * Server start: a bad configuration or session secret stops the process here,
 * with a message naming the variable or file; then the sweep of expired
 * sessions and abandoned quotes begins. On SIGTERM the notification hub lets
 * its tabs go, so the server can finish its requests and stop, and another
 * server takes its accounts over at once.
 */
import { sessionSecret } from './crypto';
import { getEnv } from './env';
import { closeHub } from './notifications';
import { startSweeping } from './sweep';

try {
  getEnv();
  sessionSecret();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
startSweeping();
process.once('SIGTERM', () => void closeHub());
