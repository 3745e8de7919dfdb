/** Server start: a bad configuration stops the process here, with a message naming the variable. */
import { getEnv } from './env';

try {
  getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
