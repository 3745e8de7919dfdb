/**
 * Server start: a bad configuration or session secret stops the process here,
 * with a message naming the variable or file; then the sweep of expired
 * sessions and abandoned quotes begins.
 */
import { sessionSecret } from './crypto';
import { getEnv } from './env';
import { startSweeping } from './sweep';

try {
  getEnv();
  sessionSecret();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
startSweeping();
