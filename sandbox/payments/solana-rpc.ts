/**
 * The sandbox's Solana JSON-RPC (POST /solana-rpc): just enough chain for the
 * official x402 SVM client to build a payment. It knows one account, the
 * sandbox "USDC" mint, and hands out blockhashes it remembers, so a payment
 * is only accepted on a blockhash issued here.
 */
import type { Address } from '@solana/kit';
import { getMintEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { Hono } from 'hono';
import type { SandboxPayments } from '.';

const MAX_BODY = 64 * 1024;
const MAX_BATCH = 20;
/** Sandbox assumption: the mint reports a fixed supply of one billion tokens. */
const MINT_SUPPLY = 1_000_000_000n * 1_000_000n;

type RpcId = string | number | null;
type RpcReply = { jsonrpc: '2.0'; id: RpcId } & ({ result: unknown } | { error: { code: number; message: string } });

const error = (id: RpcId, code: number, message: string): RpcReply => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

function mintAccount(payments: SandboxPayments) {
  const { solana } = payments.addresses;
  const data = getMintEncoder().encode({
    mintAuthority: solana.feePayer as Address,
    supply: MINT_SUPPLY,
    decimals: solana.decimals,
    isInitialized: true,
    freezeAuthority: null,
  });
  return {
    data: [Buffer.from(data).toString('base64'), 'base64'],
    executable: false,
    lamports: 1_461_600,
    owner: TOKEN_PROGRAM_ADDRESS,
    rentEpoch: 0,
    space: data.length,
  };
}

function handle(payments: SandboxPayments, request: unknown): RpcReply {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return error(null, -32600, 'Invalid request');
  const { jsonrpc, id, method, params } = request as Record<string, unknown>;
  const replyId: RpcId = typeof id === 'string' || typeof id === 'number' ? id : null;
  if (jsonrpc !== '2.0' || typeof method !== 'string') return error(replyId, -32600, 'Invalid request');
  const context = { apiVersion: '2.2.0', slot: payments.blockhashes.slot };
  switch (method) {
    case 'getAccountInfo': {
      const address = Array.isArray(params) ? params[0] : undefined;
      if (typeof address !== 'string') return error(replyId, -32602, 'Invalid params: expected an account address');
      // Sandbox assumption: the mint is the only account; its data is always base64, whatever encoding is asked for.
      return {
        jsonrpc: '2.0',
        id: replyId,
        result: { context, value: address === payments.addresses.solana.mint ? mintAccount(payments) : null },
      };
    }
    case 'getLatestBlockhash': {
      const { blockhash, lastValidBlockHeight, slot } = payments.blockhashes.issue();
      return {
        jsonrpc: '2.0',
        id: replyId,
        result: { context: { ...context, slot }, value: { blockhash, lastValidBlockHeight } },
      };
    }
    default:
      return error(replyId, -32601, `Method not found: ${method}`);
  }
}

export function solanaRpcRoutes(payments: SandboxPayments): Hono {
  const rpc = new Hono();
  rpc.post('/', async (c) => {
    const text = await c.req.text();
    if (text.length > MAX_BODY) return c.json(error(null, -32600, 'Request too large'), 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(error(null, -32700, 'Parse error'));
    }
    if (Array.isArray(body)) {
      if (body.length === 0 || body.length > MAX_BATCH)
        return c.json(error(null, -32600, `A batch holds 1 to ${MAX_BATCH} requests`));
      return c.json(body.map((request) => handle(payments, request)));
    }
    return c.json(handle(payments, body));
  });
  return rpc;
}
