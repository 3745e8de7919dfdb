/** POST: the two Solana reads of the browser's payment client, relayed. (See lib/server/solana-rpc.ts.) */
import { relaySolanaRpc } from '@/lib/server/solana-rpc';

export const POST = relaySolanaRpc;
