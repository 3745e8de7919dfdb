'use client';

/**
 * The sign-in dialog. It is the first place wallet libraries load: the header
 * imports this module only when the dialog opens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { Dialog } from '@/components/ui/dialog';
import { WalletProviders } from '@/lib/wallet/providers';
import { SiwxFlow } from './siwx-flow';
import { accountKeys } from '@/lib/marketplace/account/client';
import { sessionKeys, signIn } from '@/lib/marketplace/account/session';

export default function SignInDialog({ open, onClose, sandbox }: { open: boolean; onClose: () => void; sandbox: boolean }) {
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onClose={onClose} title="Sign in with your wallet">
      <WalletProviders sandbox={sandbox}>
        <SiwxFlow
          request={{ path: (network) => `/${network}/siwx/account-create`, method: 'POST' }}
          actionLabel="Sign and sign in"
          onProof={async (proof, network) => {
            const { account } = await signIn(network, proof);
            await queryClient.invalidateQueries({ queryKey: sessionKeys.summary });
            await queryClient.invalidateQueries({ queryKey: accountKeys.all });
            toast.success(account.created ? 'Account created and signed in' : 'Signed in');
            onClose();
          }}
        />
      </WalletProviders>
    </Dialog>
  );
}
