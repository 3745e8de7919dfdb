'use client';

/** Creating a proof-of-human link: its call loads when the button is pressed. */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft, useWaitLeft } from '@/components/ui/countdown';
import { ErrorStateLazy } from '@/components/ui/error-state-lazy';
import type { ProofOfHuman } from '@/lib/marketplace/account/contract';
import { Icon } from '@/components/ui/icon';

function VerificationLink({ link }: { link: Extract<ProofOfHuman, { alreadyVerified: false }> }) {
  const secondsLeft = useSecondsLeft(Date.parse(link.expiresAt));
  return (
    <div className="mt-3 space-y-2 rounded-md bg-brand-50 p-3 text-sm">
      <p>Open the link, as the human who owns this account, to complete verification.</p>
      <a
        href={link.verificationUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
      >
        Open the verification page <Icon name="external-link" className="size-3.5" />
      </a>
      <p className="text-xs text-slate-600">
        {secondsLeft > 0
          ? `The link works for ${formatDuration(secondsLeft)} more.`
          : 'This link has expired; create a new one.'}
      </p>
    </div>
  );
}

type Created =
  { state: 'idle' | 'pending' } | { state: 'failed'; error: unknown } | { state: 'done'; link: ProofOfHuman };

/** `verified`: no link is offered (what a press just found is still said). */
export function VerificationLinkButton({ verified }: { verified: boolean }) {
  const router = useRouter();
  const [created, setCreated] = useState<Created>({ state: 'idle' });
  const create = async () => {
    setCreated({ state: 'pending' });
    try {
      const { createVerificationLink } = await import('@/lib/marketplace/account/client');
      const link = await createVerificationLink();
      setCreated({ state: 'done', link });
      // Verified meanwhile: the page is rendered again, with the profile read again.
      if (link.alreadyVerified) router.refresh();
    } catch (error) {
      setCreated({ state: 'failed', error });
    }
  };
  const pending = created.state === 'pending';
  // A refusal that named a wait (ten links an hour) holds the button as it holds the error's own.
  const waitLeft = useWaitLeft(created.state === 'failed' ? created.error : undefined);
  return (
    <>
      {!verified && (
        <Button className="mt-3" variant="secondary" onClick={() => void create()} disabled={pending || waitLeft > 0}>
          {pending ? 'Creating link…' : 'Create a verification link'}
        </Button>
      )}
      {created.state === 'failed' && (
        <div className="mt-3">
          <ErrorStateLazy error={created.error} title="No link was created" onRetry={() => void create()} />
        </div>
      )}
      {created.state === 'done' && created.link.alreadyVerified === false && <VerificationLink link={created.link} />}
      {created.state === 'done' && created.link.alreadyVerified === true && (
        <p className="mt-3 text-sm text-emerald-800">This account is already verified; no new link is needed.</p>
      )}
    </>
  );
}
