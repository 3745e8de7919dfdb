'use client';

/**
 * Wallet providers, mounted only inside the dialogs that sign: Solana through
 * wallet-adapter (wallet-standard discovery finds Phantom, Solflare, Backpack)
 * and Base through wagmi (EIP-6963 discovery). The sandbox's own wallets join
 * the lists only when the upstream is the sandbox.
 */
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { useMemo, useState, type ReactNode } from 'react';
import { custom } from 'viem';
import { base } from 'viem/chains';
import { WagmiProvider, createConfig } from 'wagmi';
import { injected } from 'wagmi/connectors';
import { sandboxEvmConnector } from './sandbox-evm-connector';
import { SandboxSolanaWalletAdapter } from './sandbox-solana-adapter';

export const SOLANA_RPC_PATH = '/api/solana-rpc';

/** The dashboard never reads chain state from the browser; signing needs no RPC. */
const noBaseRpc = custom({
  request: async () => {
    throw new Error('This dashboard does not read Base chain state from the browser.');
  },
});

export function WalletProviders({ sandbox, children }: { sandbox: boolean; children: ReactNode }) {
  const [wagmiConfig] = useState(() =>
    createConfig({
      chains: [base],
      connectors: sandbox ? [sandboxEvmConnector(), injected()] : [injected()],
      transports: { [base.id]: noBaseRpc },
      multiInjectedProviderDiscovery: true,
      ssr: false,
    }),
  );
  const wallets = useMemo(() => (sandbox ? [new SandboxSolanaWalletAdapter()] : []), [sandbox]);
  const endpoint = useMemo(() => new URL(SOLANA_RPC_PATH, window.location.origin).toString(), []);
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <ConnectionProvider endpoint={endpoint}>
        <WalletProvider wallets={wallets} autoConnect={false}>
          {children}
        </WalletProvider>
      </ConnectionProvider>
    </WagmiProvider>
  );
}
