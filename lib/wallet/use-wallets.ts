'use client';

/**
 * The wallets a person can use on each network, as one list of choices, and
 * connecting one into a signer the rest of the app understands.
 */
import { useWallet } from '@solana/wallet-adapter-react';
import { WalletReadyState, type MessageSignerWalletAdapter, type SignerWalletAdapterProps } from '@solana/wallet-adapter-base';
import bs58 from 'bs58';
import { useMemo } from 'react';
import { base } from 'viem/chains';
import { useConfig, useConnectors } from 'wagmi';
import { connect, disconnect, signMessage, signTypedData } from 'wagmi/actions';
import { SANDBOX_EVM_CONNECTOR_ID } from './sandbox-evm-connector';
import { chooseSandboxIdentity } from './sandbox-keys';
import { SANDBOX_SOLANA_WALLET } from './sandbox-solana-adapter';
import type { MessageSigner } from './siwx';
import { SANDBOX_PERSONAS, type PersonaId } from '@/lib/marketplace/sandbox-personas';
import { type Network } from '@/lib/marketplace/schema';

/** A Solana wallet that can sign both messages (SIWX) and transactions (x402). */
export type SolanaSigningWallet = MessageSignerWalletAdapter & Pick<SignerWalletAdapterProps, 'signTransaction' | 'signAllTransactions'>;

export interface ConnectedWallet extends MessageSigner {
  /** Base: sign EIP-712 typed data (x402 payments). */
  signTypedData?: (message: { domain: Record<string, unknown>; types: Record<string, unknown>; primaryType: string; message: Record<string, unknown> }) => Promise<`0x${string}`>;
  /** Solana: the adapter, for transaction signing (x402 payments). */
  solanaAdapter?: SolanaSigningWallet;
  disconnect: () => Promise<void>;
}

export interface WalletChoice {
  id: string;
  network: Network;
  name: string;
  icon?: string;
  sandbox: boolean;
  /** What a sandbox persona's account already holds. */
  description?: string;
  connect: () => Promise<ConnectedWallet>;
}

/**
 * Whether a Solana wallet can sign both messages and transactions. A Wallet
 * Standard wallet (Phantom, Solflare, Backpack) says so by its features: its
 * adapter gains the methods only once connected. A classic adapter has them.
 */
export function canSignOnSolana(adapter: object): boolean {
  if ('standard' in adapter && adapter.standard === true && 'wallet' in adapter) {
    const { features } = adapter.wallet as { features: Record<string, unknown> };
    return 'solana:signMessage' in features && 'solana:signTransaction' in features;
  }
  return 'signMessage' in adapter && 'signTransaction' in adapter;
}

/**
 * A sandbox wallet's choice, and one more per persona of its network: each
 * signs with its own key, so it connects afresh after choosing the identity.
 */
function withPersonas(choice: WalletChoice, reconnect: () => Promise<void>): WalletChoice[] {
  const as = (persona: PersonaId | null) => async () => {
    await chooseSandboxIdentity(choice.network, persona);
    await reconnect();
    return choice.connect();
  };
  return [
    { ...choice, connect: as(null) },
    ...SANDBOX_PERSONAS.filter((persona) => persona.network === choice.network).map((persona) => ({
      ...choice,
      id: `${choice.id}:${persona.id}`,
      name: persona.label,
      description: persona.summary,
      connect: as(persona.id),
    })),
  ];
}

export function useWalletChoices(network: Network): WalletChoice[] {
  const { wallets, select } = useWallet();
  const connectors = useConnectors();
  const config = useConfig();

  return useMemo(() => {
    if (network === 'solana') {
      return wallets
        .filter((w) => w.readyState === WalletReadyState.Installed || w.readyState === WalletReadyState.Loadable)
        .filter((w) => canSignOnSolana(w.adapter))
        .flatMap((w) => {
          const adapter = w.adapter as SolanaSigningWallet;
          const choice = {
            id: `solana:${adapter.name}`,
            network,
            name: adapter.name,
            icon: adapter.icon,
            sandbox: adapter.name === SANDBOX_SOLANA_WALLET,
            connect: async () => {
              select(adapter.name);
              if (!adapter.connected) await adapter.connect();
              if (!adapter.publicKey) throw new Error(`${adapter.name} did not share an address.`);
              // The connected account may still lack one of the two (a watch-only account, a hardware wallet).
              const methods = adapter as Partial<Record<'signMessage' | 'signTransaction', unknown>>;
              if (typeof methods.signMessage !== 'function' || typeof methods.signTransaction !== 'function')
                throw new Error(`This ${adapter.name} account cannot sign messages and transactions. Choose another account or wallet.`);
              return {
                network,
                address: adapter.publicKey.toBase58(),
                signMessage: async (text: string) => bs58.encode(await adapter.signMessage(new TextEncoder().encode(text))),
                solanaAdapter: adapter,
                disconnect: () => adapter.disconnect(),
              };
            },
          } satisfies WalletChoice;
          return choice.sandbox ? withPersonas(choice, () => adapter.disconnect()) : [choice];
        });
    }
    const discovered = connectors.filter((c) => c.id !== 'injected');
    const usable = discovered.length > 0 || typeof window === 'undefined' || !('ethereum' in window) ? discovered : connectors;
    return usable.flatMap((connector) => {
      const choice = {
        id: `base:${connector.id}`,
        network,
        name: connector.name,
        icon: connector.icon,
        sandbox: connector.id === SANDBOX_EVM_CONNECTOR_ID,
        connect: async () => {
          const { accounts } = await connect(config, { connector, chainId: base.id });
          const address = accounts[0];
          if (!address) throw new Error(`${connector.name} did not share an address.`);
          return {
            network,
            address,
            signMessage: (text: string) => signMessage(config, { account: address, message: text, connector }),
            signTypedData: (m) => signTypedData(config, { account: address, connector, ...(m as Parameters<typeof signTypedData>[1]) }),
            disconnect: () => disconnect(config, { connector }),
          };
        },
      } satisfies WalletChoice;
      return choice.sandbox ? withPersonas(choice, () => disconnect(config, { connector }).catch(() => undefined)) : [choice];
    });
  }, [network, wallets, select, connectors, config]);
}
