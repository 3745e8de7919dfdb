/**
 * Test wallets that reach the page the way browser extensions do, before the
 * page's own scripts run:
 * - Solana: a Wallet Standard wallet (standard:connect, standard:disconnect,
 *   standard:events, solana:signMessage, solana:signTransaction), registered
 *   with the standard's register event and answering the app-ready event;
 * - Base: an EIP-1193 provider announced by EIP-6963 (and never as
 *   `window.ethereum`), with the accountsChanged and chainChanged events.
 * Each has two accounts whose keys stay in the test process: the page asks it
 * to sign through a binding, and the test reads every signature it made. What
 * the wallet's owner would do in the extension (switch account, disconnect,
 * move to another chain, decline) the test does through `InjectedWallets`.
 * The wallets' state lives in the page's local storage, as an extension's
 * would outlive a navigation.
 */
import { ed25519 } from '@noble/curves/ed25519';
import type { Page } from '@playwright/test';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

type Network = 'solana' | 'base';
const BASE_CHAIN_ID = 8453;

interface Signature {
  network: Network;
  method: string;
  /** The address that signed. */
  account: string;
  /** Base: the chain the wallet was on when it signed. */
  chainId?: number;
}

export interface WalletOptions {
  /** The Solana wallet's features; all five by default. */
  solanaFeatures?: string[];
  /** The chain the Base wallet starts on. */
  baseChainId?: number;
  /** The Base wallet is a smart account: its message signatures come wrapped (EIP-6492), longer than 65 bytes. */
  baseSmartAccount?: boolean;
}

interface PageConfig {
  solana: { name: string; icon: string; features: string[]; accounts: { address: string; publicKey: number[] }[] };
  base: { name: string; icon: string; rdns: string; chainId: number; accounts: string[] };
}

const icon = (letter: string, color: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/><text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">${letter}</text></svg>`,
  ).toString('base64')}`;

export const SOLANA_WALLET_NAME = 'Ghost Wallet';
export const BASE_WALLET_NAME = 'Harbor Wallet';

/** Runs in the page before its scripts: the two wallets, as extensions install them. */
function installInPage(config: PageConfig) {
  const KEY = 'injected-test-wallets';
  type State = {
    solana: { account: number; connected: boolean };
    base: { account: number; connected: boolean; chainId: number };
    decline: Record<'connect' | 'sign' | 'switch', boolean>;
  };
  const fresh: State = {
    solana: { account: 0, connected: false },
    base: { account: 0, connected: false, chainId: config.base.chainId },
    decline: { connect: false, sign: false, switch: false },
  };
  const state: State = JSON.parse(localStorage.getItem(KEY) ?? 'null') ?? fresh;
  const save = () => localStorage.setItem(KEY, JSON.stringify(state));
  const declined = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
  /** The owner's answer to a prompt: approve, unless the test made them decline this once. */
  const prompt = (kind: keyof State['decline']) => {
    if (!state.decline[kind]) return;
    state.decline[kind] = false;
    save();
    throw declined();
  };
  const sign = (request: Record<string, unknown>) =>
    (window as unknown as { __injectedWalletSign: (r: unknown) => Promise<unknown> }).__injectedWalletSign(request);

  // Solana, through the Wallet Standard.
  const solanaListeners = new Set<(properties: { accounts: unknown[] }) => void>();
  const solanaAccounts = config.solana.accounts.map(({ address, publicKey }) =>
    Object.freeze({
      address,
      publicKey: Uint8Array.from(publicKey),
      chains: ['solana:mainnet'],
      features: config.solana.features.filter((f) => f.startsWith('solana:')),
    }),
  );
  const current = () => (state.solana.connected ? [solanaAccounts[state.solana.account]!] : []);
  const changed = () => solanaListeners.forEach((listener) => listener({ accounts: current() }));
  const signingAccount = (account: { address: string }) => {
    const [connected] = current();
    if (!connected || connected.address !== account.address)
      throw Object.assign(new Error('The wallet is not connected to this account.'), { code: 4100 });
    prompt('sign');
    return connected.address;
  };
  const allFeatures: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => {
        if (!state.solana.connected) {
          prompt('connect');
          state.solana.connected = true;
          save();
          changed();
        }
        return { accounts: current() };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        state.solana.connected = false;
        save();
        changed();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: string, listener: (properties: { accounts: unknown[] }) => void) => {
        solanaListeners.add(listener);
        return () => solanaListeners.delete(listener);
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { account: { address: string }; message: Uint8Array }[]) =>
        Promise.all(
          inputs.map(async ({ account, message }) => {
            const signer = signingAccount(account);
            const signature = (await sign({
              network: 'solana',
              method: 'signMessage',
              account: signer,
              bytes: Array.from(message),
            })) as number[];
            return { signedMessage: message, signature: Uint8Array.from(signature) };
          }),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { account: { address: string }; transaction: Uint8Array }[]) =>
        Promise.all(
          inputs.map(async ({ account, transaction }) => {
            const signer = signingAccount(account);
            const signed = (await sign({
              network: 'solana',
              method: 'signTransaction',
              account: signer,
              bytes: Array.from(transaction),
            })) as number[];
            return { signedTransaction: Uint8Array.from(signed) };
          }),
        ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async () => Promise.reject(declined()),
    },
  };
  const features = Object.fromEntries(config.solana.features.map((name) => [name, allFeatures[name]]));
  const solanaWallet = {
    version: '1.0.0',
    name: config.solana.name,
    icon: config.solana.icon,
    chains: ['solana:mainnet', 'solana:devnet'],
    features,
    get accounts() {
      return current();
    },
  };
  const register = ({ register }: { register: (wallet: unknown) => void }) => register(solanaWallet);
  window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));

  // Base, through EIP-1193 announced by EIP-6963.
  const listeners: Record<string, Set<(value: unknown) => void>> = {};
  const emit = (event: string, value: unknown) => listeners[event]?.forEach((listener) => listener(value));
  const hex = (id: number) => `0x${id.toString(16)}`;
  const baseAccounts = () => (state.base.connected ? [config.base.accounts[state.base.account]!] : []);
  const provider = {
    on: (event: string, listener: (value: unknown) => void) => (listeners[event] ??= new Set()).add(listener),
    removeListener: (event: string, listener: (value: unknown) => void) => listeners[event]?.delete(listener),
    request: async ({ method, params = [] }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case 'eth_requestAccounts':
        case 'wallet_requestPermissions':
          if (!state.base.connected) {
            prompt('connect');
            state.base.connected = true;
            save();
            emit('accountsChanged', baseAccounts());
          }
          return method === 'eth_requestAccounts' ? baseAccounts() : [{ parentCapability: 'eth_accounts' }];
        case 'eth_accounts':
          return baseAccounts();
        case 'eth_chainId':
          return hex(state.base.chainId);
        case 'wallet_revokePermissions':
          state.base.connected = false;
          save();
          emit('accountsChanged', []);
          return null;
        case 'wallet_switchEthereumChain': {
          prompt('switch');
          state.base.chainId = parseInt((params[0] as { chainId: string }).chainId, 16);
          save();
          emit('chainChanged', hex(state.base.chainId));
          return null;
        }
        case 'personal_sign':
        case 'eth_signTypedData_v4': {
          const [account] = baseAccounts();
          if (!account) throw Object.assign(new Error('The wallet is not connected.'), { code: 4100 });
          prompt('sign');
          return sign({ network: 'base', method, account, chainId: state.base.chainId, params });
        }
        default:
          throw Object.assign(new Error(`${method} is not supported.`), { code: 4200 });
      }
    },
  };
  const info = Object.freeze({
    uuid: '8d3c7f0e-5b1a-4c2e-9f6d-2a7b4e1c0d93',
    name: config.base.name,
    icon: config.base.icon,
    rdns: config.base.rdns,
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  // What the owner does in the extension, for the test to call.
  (window as unknown as Record<string, unknown>).__injectedWallets = {
    switchAccount(network: Network) {
      state[network].account = 1 - state[network].account;
      save();
      if (network === 'solana') changed();
      else emit('accountsChanged', baseAccounts());
    },
    disconnect(network: Network) {
      state[network].connected = false;
      save();
      if (network === 'solana') changed();
      else emit('accountsChanged', []);
    },
    setChain(chainId: number) {
      state.base.chainId = chainId;
      save();
      emit('chainChanged', hex(chainId));
    },
    declineNext(kind: keyof State['decline']) {
      state.decline[kind] = true;
      save();
    },
  };
}

export interface InjectedWallets {
  solana: { addresses: [string, string] };
  base: { addresses: [`0x${string}`, `0x${string}`] };
  /** Every signature the wallets made, in order. */
  signatures: Signature[];
  switchAccount(network: Network): Promise<void>;
  disconnect(network: Network): Promise<void>;
  setChain(chainId: number): Promise<void>;
  /** The owner declines the next prompt of this kind. */
  declineNext(kind: 'connect' | 'sign' | 'switch'): Promise<void>;
}

/** Install both wallets in every page of the test's context, before the page loads. */
export async function installInjectedWallets(page: Page, options: WalletOptions = {}): Promise<InjectedWallets> {
  const solanaKeys = [Keypair.generate(), Keypair.generate()] as const;
  const baseKeys = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())] as const;
  const signatures: Signature[] = [];
  const solanaKey = (address: string) => solanaKeys.find((k) => k.publicKey.toBase58() === address)!;
  const baseKey = (address: string): PrivateKeyAccount => baseKeys.find((k) => k.address === address)!;

  await page.exposeFunction(
    '__injectedWalletSign',
    async (request: {
      network: Network;
      method: string;
      account: string;
      chainId?: number;
      bytes?: number[];
      params?: unknown[];
    }) => {
      signatures.push({
        network: request.network,
        method: request.method,
        account: request.account,
        chainId: request.chainId,
      });
      if (request.network === 'solana') {
        const keypair = solanaKey(request.account);
        const bytes = Uint8Array.from(request.bytes!);
        if (request.method === 'signMessage') return Array.from(ed25519.sign(bytes, keypair.secretKey.slice(0, 32)));
        const transaction = VersionedTransaction.deserialize(bytes);
        transaction.sign([keypair]);
        return Array.from(transaction.serialize());
      }
      const account = baseKey(request.account);
      const params = request.params!;
      if (request.method === 'personal_sign') {
        const signature = await account.signMessage({ message: { raw: params[0] as `0x${string}` } });
        // A counterfactual account's wrapper: the deployment data, then the EIP-6492 magic suffix.
        return options.baseSmartAccount ? `${signature}${'00'.repeat(96)}${'6492'.repeat(16)}` : signature;
      }
      const typed = JSON.parse(params[1] as string) as Parameters<typeof account.signTypedData>[0] & {
        types: Record<string, unknown>;
      };
      const { EIP712Domain: _domain, ...types } = typed.types;
      return account.signTypedData({ ...typed, types } as Parameters<typeof account.signTypedData>[0]);
    },
  );

  const config: PageConfig = {
    solana: {
      name: SOLANA_WALLET_NAME,
      icon: icon('G', '#7c3aed'),
      features: options.solanaFeatures ?? [
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        'solana:signMessage',
        'solana:signTransaction',
      ],
      accounts: solanaKeys.map((k) => ({
        address: k.publicKey.toBase58(),
        publicKey: Array.from(k.publicKey.toBytes()),
      })),
    },
    base: {
      name: BASE_WALLET_NAME,
      icon: icon('H', '#0052ff'),
      rdns: 'test.harbor.wallet',
      chainId: options.baseChainId ?? BASE_CHAIN_ID,
      accounts: baseKeys.map((k) => k.address),
    },
  };
  await page.addInitScript(installInPage, config);

  const control = (action: string, arg?: unknown) =>
    page.evaluate(
      ([name, value]) =>
        (window as unknown as { __injectedWallets: Record<string, (v: unknown) => void> }).__injectedWallets[
          name as string
        ]!(value),
      [action, arg] as const,
    );
  return {
    solana: { addresses: [solanaKeys[0].publicKey.toBase58(), solanaKeys[1].publicKey.toBase58()] },
    base: { addresses: [baseKeys[0].address, baseKeys[1].address] },
    signatures,
    switchAccount: (network) => control('switchAccount', network),
    disconnect: (network) => control('disconnect', network),
    setChain: (chainId) => control('setChain', chainId),
    declineNext: (kind) => control('declineNext', kind),
  };
}
