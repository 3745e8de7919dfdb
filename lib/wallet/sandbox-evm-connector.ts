/**
 * The sandbox's local EVM account as a wagmi connector: an EIP-1193 provider
 * that answers account, chain and signing requests with a key kept in this
 * browser, so it takes the same path as an injected wallet would.
 */
import { injected } from 'wagmi/connectors';
import type { EIP1193Provider } from 'viem';
import { base } from 'viem/chains';
import { sandboxEvmAccount } from './sandbox-keys';

export const SANDBOX_EVM_CONNECTOR_ID = 'sandbox-evm';
const SANDBOX_EVM_NAME = 'Sandbox account (Base)';

const BASE_HEX_CHAIN = `0x${base.id.toString(16)}`;

class ProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function sandboxProvider(): EIP1193Provider {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const args = (params ?? []) as unknown[];
    const account = sandboxEvmAccount();
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return BASE_HEX_CHAIN;
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions':
        return [];
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = args as [{ chainId: string }];
        if (chainId.toLowerCase() !== BASE_HEX_CHAIN)
          throw new ProviderError(4902, 'The sandbox account is on Base only.');
        return null;
      }
      case 'personal_sign':
        return account.signMessage({ message: { raw: args[0] as `0x${string}` } });
      case 'eth_signTypedData_v4': {
        const typed = JSON.parse(args[1] as string) as Parameters<typeof account.signTypedData>[0] & {
          types: Record<string, unknown>;
        };
        const { EIP712Domain: _domain, ...types } = typed.types;
        return account.signTypedData({ ...typed, types } as Parameters<typeof account.signTypedData>[0]);
      }
      default:
        throw new ProviderError(4200, `The sandbox account does not support ${method}.`);
    }
  };
  return { request, on: () => undefined, removeListener: () => undefined } as unknown as EIP1193Provider;
}

export const sandboxEvmConnector = () =>
  injected({
    target: { id: SANDBOX_EVM_CONNECTOR_ID, name: SANDBOX_EVM_NAME, provider: sandboxProvider() as never },
    shimDisconnect: true,
  });
