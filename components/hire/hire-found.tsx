'use client';

/**
 * Whom the nickname names, once the hire page looks it up: their public profile, and the way to hire them (the
 * checkout) or to sign in first. Loaded with the first lookup (`hire-form.tsx`).
 */
import { useSignInDialog } from '@/components/account/account-menu';
import { useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import { WorkerPreview, useWorker } from './worker-preview';
import { Icon } from '@/components/ui/icon';

export default function HireFound({ nickname }: { nickname: string }) {
  const worker = useWorker(nickname);
  const checkout = useCheckout();
  const signIn = useSignInDialog();
  const user = worker.query.data;
  return (
    <div className="space-y-3">
      <WorkerPreview
        nickname={nickname}
        worker={worker}
        signIn={
          <>
            <Button size="sm" onClick={signIn.open}>
              Sign in with your wallet
            </Button>
            {signIn.dialog}
          </>
        }
      />
      {user && (
        <Button onClick={() => checkout.open({ kind: 'hire', nickname: user.nickname })}>
          <Icon name="user-plus" className="size-4" /> Hire {user.nickname}
        </Button>
      )}
      {checkout.dialog}
    </div>
  );
}
