/**
 * Server start: a bad configuration or session secret stops the process here,
 * with a message naming the variable or file; then the sweep of expired
 * sessions and abandoned quotes begins, and an ended session's live
 * notification streams end with it (and, with the account's last session,
 * its cached private answers). On SIGTERM the notification hub lets
 * its tabs go, so the server can finish its requests and stop, and another
 * server takes its accounts over at once.
 */
import { sessionSecret } from './crypto';
import { getEnv, PUBLIC_SOLANA_RPC } from './env';
import { closeHub, endSessionStreams } from './notifications';
import { getReadCache } from './read-cache';
import { accountHasSessions, onSessionEnded } from './session';
import { startSweeping } from './sweep';

// A server whose output pipe is gone (whoever started it stopped) goes on serving instead of spinning on EPIPE.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => error.code === 'EPIPE' || console.error(error));

try {
  getEnv();
  sessionSecret();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (getEnv().solanaRpcUrl === PUBLIC_SOLANA_RPC)
  console.warn(
    '[config] Solana payments read the mint and a blockhash from the public mainnet RPC, ' +
      'which limits and often refuses servers. Set SOLANA_RPC_URL to an RPC endpoint of your own.',
  );
startSweeping();
const logged = (what: string) => (error: unknown) =>
  console.error(`[session] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);

/** A signed-in session ended: its live streams end on every server, and with the account's last session go its cached private answers. */
async function signedOut(owner: { sessionId: string; accountId: string }): Promise<void> {
  await endSessionStreams(owner).catch(logged("ending a session's streams"));
  if (!(await accountHasSessions(owner.accountId))) await getReadCache().forget(`account:${owner.accountId}`);
}
onSessionEnded(({ sessionId, accountId }) => {
  if (accountId) void signedOut({ sessionId, accountId }).catch(logged('forgetting cached answers'));
});
process.once('SIGTERM', () => void closeHub());
