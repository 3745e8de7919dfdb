/**
 * The sandbox's burner Solana wallet as a wallet-adapter wallet, so it takes
 * the same path through the app as Phantom or Solflare would.
 */
import { ed25519 } from '@noble/curves/ed25519';
import {
  BaseMessageSignerWalletAdapter,
  WalletNotConnectedError,
  WalletReadyState,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
} from '@solana/wallet-adapter-base';
import type { Keypair, PublicKey } from '@solana/web3.js';
import { sandboxSolanaKeypair } from './sandbox-keys';

export const SANDBOX_SOLANA_WALLET = 'Sandbox wallet (Solana)' as WalletName<'Sandbox wallet (Solana)'>;

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f59e0b"/><text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">S</text></svg>',
  );

export class SandboxSolanaWalletAdapter extends BaseMessageSignerWalletAdapter {
  name = SANDBOX_SOLANA_WALLET;
  url = 'https://localhost/sandbox-wallet';
  icon = ICON;
  readyState = WalletReadyState.Loadable;
  supportedTransactionVersions = new Set(['legacy', 0] as const);
  connecting = false;
  private keypair: Keypair | null = null;

  get publicKey(): PublicKey | null {
    return this.keypair?.publicKey ?? null;
  }

  async connect(): Promise<void> {
    this.keypair = sandboxSolanaKeypair();
    this.emit('connect', this.keypair.publicKey);
  }

  async disconnect(): Promise<void> {
    this.keypair = null;
    this.emit('disconnect');
  }

  private get signer(): Keypair {
    if (!this.keypair) throw new WalletNotConnectedError();
    return this.keypair;
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): Promise<T> {
    if (isVersionedTransaction(transaction)) transaction.sign([this.signer]);
    else transaction.partialSign(this.signer);
    return transaction;
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    return ed25519.sign(message, this.signer.secretKey.slice(0, 32));
  }
}
