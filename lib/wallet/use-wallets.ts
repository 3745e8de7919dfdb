'use client';

/**
 * The wallets a person can use on each network, as one list of choices, and
 * connecting one into a signer the rest of the app understands.
 */
import { useWallet } from '@solana/wallet-adapter-react';
import {
  WalletReadyState,
  type MessageSignerWalletAdapter,
  type SignerWalletAdapterProps,
} from '@solana/wallet-adapter-base';
import type { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { useEffect, useMemo, useState } from 'react';
import { base } from 'viem/chains';
import { useConfig, useConnectors } from 'wagmi';
import { connect, disconnect, getConnections, signMessage, signTypedData, switchChain } from 'wagmi/actions';
import { byAccount, type SignedInAccount } from './account-choices';
import { SANDBOX_EVM_CONNECTOR_ID } from './sandbox-evm-connector';
import { chooseSandboxIdentity, sandboxAddress } from './sandbox-keys';
import { SANDBOX_SOLANA_WALLET } from './sandbox-solana-adapter';
import type { MessageSigner } from './siwx';
import {
  checkSignedInAccount,
  checkStillOn,
  fromWallet,
  solanaUnable,
  walletRefusal,
  type WalletPurpose,
} from './wallet-checks';
import { SANDBOX_PERSONAS, type PersonaId } from '@/sandbox/personas-public';
import { type Network } from '@/lib/marketplace/schema';

/** A Solana wallet that can sign both messages (SIWX) and transactions (x402). */
type SolanaSigningWallet = MessageSignerWalletAdapter &
  Pick<SignerWalletAdapterProps, 'signTransaction' | 'signAllTransactions'>;

export interface ConnectedWallet extends MessageSigner {
  /** Base: sign EIP-712 typed data (x402 payments). */
  signTypedData?: (message: {
    domain: Record<string, unknown>;
    types: Record<string, unknown>;
    primaryType: string;
    message: Record<string, unknown>;
  }) => Promise<`0x${string}`>;
  /** Solana: sign transactions (x402 payments). */
  signTransactions?: (transactions: VersionedTransaction[]) => Promise<VersionedTransaction[]>;
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
  /** Why this wallet cannot be used here, when it cannot. */
  unable?: string;
  /** The account it would pay from, when that is known without asking the wallet (already connected, a sandbox key). */
  knownAddress: () => Promise<string | undefined>;
  connect: () => Promise<ConnectedWallet>;
}

/**
 * Each signature first checks the wallet (still connected, same account, right
 * chain), and a wallet's refusal reads as the person's choice.
 */
function guarded<A extends unknown[], R>(check: () => Promise<void> | void, sign: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      await check();
      return await sign(...args);
    } catch (error) {
      throw fromWallet(error);
    }
  };
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
    { ...choice, knownAddress: () => sandboxAddress(choice.network, null), connect: as(null) },
    ...SANDBOX_PERSONAS.filter((persona) => persona.network === choice.network).map((persona) => ({
      ...choice,
      id: `${choice.id}:${persona.id}`,
      name: persona.label,
      description: persona.summary,
      knownAddress: () => sandboxAddress(choice.network, persona.id),
      connect: as(persona.id),
    })),
  ];
}

/** The wallets of a network this browser has, each able to serve the purpose or saying why not. */
export function useWalletChoices(network: Network, purpose: WalletPurpose): WalletChoice[] {
  const { wallets, select } = useWallet();
  const connectors = useConnectors();
  const config = useConfig();

  return useMemo(() => {
    if (network === 'solana') {
      return wallets
        .filter((w) => w.readyState === WalletReadyState.Installed || w.readyState === WalletReadyState.Loadable)
        .flatMap((w) => {
          const adapter = w.adapter as SolanaSigningWallet;
          const choice = {
            id: `solana:${adapter.name}`,
            network,
            name: adapter.name,
            icon: adapter.icon,
            sandbox: adapter.name === SANDBOX_SOLANA_WALLET,
            unable: solanaUnable(adapter, purpose),
            knownAddress: async () => (adapter.connected ? adapter.publicKey?.toBase58() : undefined),
            connect: async () => {
              try {
                select(adapter.name);
                if (!adapter.connected) await adapter.connect();
              } catch (error) {
                throw fromWallet(error);
              }
              if (!adapter.publicKey) throw new Error(`${adapter.name} did not share an address.`);
              const address = adapter.publicKey.toBase58();
              // The connected account may still lack what the purpose needs (a watch-only account, a hardware wallet).
              const unable = solanaUnable(adapter, purpose);
              if (unable)
                throw new Error(
                  `This ${adapter.name} account cannot be used here. ${unable} Choose another account or wallet.`,
                );
              const stillOn = () =>
                checkStillOn(network, adapter.connected ? adapter.publicKey?.toBase58() : null, address);
              return {
                network,
                address,
                signMessage: guarded(stillOn, async (text: string) =>
                  bs58.encode(await adapter.signMessage(new TextEncoder().encode(text))),
                ),
                signTransactions: guarded(stillOn, (transactions: VersionedTransaction[]) =>
                  adapter.signAllTransactions(transactions),
                ),
                disconnect: () => adapter.disconnect(),
              };
            },
          } satisfies WalletChoice;
          return choice.sandbox ? withPersonas(choice, () => adapter.disconnect()) : [choice];
        });
    }
    const discovered = connectors.filter((c) => c.id !== 'injected');
    const usable =
      discovered.length > 0 || typeof window === 'undefined' || !('ethereum' in window) ? discovered : connectors;
    return usable.flatMap((connector) => {
      /** Still on the account shown, and on Base: asked to switch when it is not, and nothing signed unless it did. */
      const ready = (address: string) => async () => {
        const [current] = await connector.getAccounts().catch(() => []);
        checkStillOn(network, current, address);
        if ((await connector.getChainId()) === base.id) return;
        await switchChain(config, { connector, chainId: base.id }).catch(() => undefined);
        if ((await connector.getChainId()) !== base.id) throw walletRefusal('WALLET_WRONG_CHAIN');
      };
      const choice = {
        id: `base:${connector.id}`,
        network,
        name: connector.name,
        icon: connector.icon,
        sandbox: connector.id === SANDBOX_EVM_CONNECTOR_ID,
        knownAddress: async () => getConnections(config).find((c) => c.connector.uid === connector.uid)?.accounts[0],
        connect: async () => {
          let address: `0x${string}` | undefined;
          try {
            // A second try in the same dialog finds the wallet connected already. The chain is settled before signing, not here.
            const connected = getConnections(config).some((c) => c.connector.uid === connector.uid);
            [address] = connected ? await connector.getAccounts() : (await connect(config, { connector })).accounts;
          } catch (error) {
            throw fromWallet(error);
          }
          if (!address) throw new Error(`${connector.name} did not share an address.`);
          const account = address;
          return {
            network,
            address: account,
            signMessage: guarded(ready(account), (text: string) =>
              signMessage(config, { account, message: text, connector }),
            ),
            signTypedData: guarded(ready(account), (m: Parameters<NonNullable<ConnectedWallet['signTypedData']>>[0]) =>
              signTypedData(config, { account, connector, ...(m as Parameters<typeof signTypedData>[1]) }),
            ),
            disconnect: () => disconnect(config, { connector }),
          };
        },
      } satisfies WalletChoice;
      return choice.sandbox
        ? withPersonas(choice, () => disconnect(config, { connector }).catch(() => undefined))
        : [choice];
    });
  }, [network, purpose, wallets, select, connectors, config]);
}

/** Connect a wallet to pay: refused, with nothing signed, when it is another account of the network the person is signed in on. */
export async function connectToPay(
  choice: WalletChoice,
  signedIn: Parameters<typeof checkSignedInAccount>[1],
): Promise<ConnectedWallet> {
  const wallet = await choice.connect();
  checkSignedInAccount(wallet, signedIn);
  return wallet;
}

/**
 * The wallets to pay with, sorted by the account each pays from (see
 * `byAccount`): the signed-in account's first. Addresses that need a key
 * derived are learnt after the first render; until then every wallet is
 * listed among the others, unmarked.
 */
export function usePayChoices(network: Network, signedIn: SignedInAccount | null | undefined) {
  const wallets = useWalletChoices(network, 'pay');
  const [known, setKnown] = useState<{ wallets: WalletChoice[]; addresses: (string | undefined)[] } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(wallets.map((w) => w.knownAddress().catch(() => undefined))).then((addresses) => {
      if (current) setKnown({ wallets, addresses });
    });
    return () => {
      current = false;
    };
  }, [wallets]);
  const addresses = known?.wallets === wallets ? known.addresses : [];
  return { ...byAccount(wallets, addresses, network, signedIn), all: wallets };
}
