'use client';

/**
 * The sign-in dialog. It is the first place wallet libraries load: the header
 * imports this module only when the dialog opens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { Dialog } from '@/components/ui/dialog';
import { WalletProviders } from '@/lib/wallet/providers';
import { LeavingAccountNote } from './leaving-account-note';
import { SiwxFlow } from './siwx-flow';
import { signInSummary } from './siwx-words';
import { accountKeys } from '@/lib/marketplace/account/client';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { signIn } from '@/lib/marketplace/account/session-actions';
import { withQueries } from '@/components/queries';

function SignInDialog({ open, onClose, sandbox }: { open: boolean; onClose: () => void; sandbox: boolean }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return (
    <Dialog open={open} onClose={onClose} title="Sign in with your wallet">
      <LeavingAccountNote />
      <WalletProviders sandbox={sandbox}>
        <SiwxFlow
          request={{ path: (network) => `/${network}/siwx/account-create`, method: 'POST' }}
          summary={signInSummary}
          actionLabel="Sign in with wallet"
          onProof={async (proof, network) => {
            const { account } = await signIn(network, proof);
            // Read now, observed or not: the session store follows the query's answer, and the header follows the store.
            await queryClient.fetchQuery({ ...sessionQueries.summary(), staleTime: 0 });
            await queryClient.invalidateQueries({ queryKey: accountKeys.all });
            // Pages that render differently for a signed-in visitor (the account) render again on the server.
            router.refresh();
            toast.success(account.created ? 'Account created and signed in' : 'Signed in');
            onClose();
          }}
        />
      </WalletProviders>
    </Dialog>
  );
}

// Opened from any page's header, where React Query's client is not loaded: it brings its own.
export default withQueries(SignInDialog);
