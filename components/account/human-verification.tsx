'use client';

/** Proof of human: whether the account's owner is a verified human, and a link to become one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { Section } from '@/components/ui/section';
import { ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { accountKeys, createVerificationLink } from '@/lib/marketplace/account/client';
import type { Profile, ProofOfHuman } from '@/lib/marketplace/account/contract';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
        Open the verification page <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
      <p className="text-xs text-slate-600">
        {secondsLeft > 0
          ? `The link works for ${formatDuration(secondsLeft)} more.`
          : 'This link has expired; create a new one.'}
      </p>
    </div>
  );
}

export function HumanVerification({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createVerificationLink,
    onSuccess: (result) => {
      if (result.alreadyVerified) void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
  const hv = profile.humanVerification;
  return (
    <Section title="Proof of human">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {hv.status === 'verified' ? (
          <StatusBadge tone="success">Verified</StatusBadge>
        ) : hv.status === 'expired' ? (
          <StatusBadge tone="warning">Expired</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Not verified</StatusBadge>
        )}
        {hv.status === 'verified' && hv.expiresAt && (
          <span className="text-slate-600">until {formatDate(hv.expiresAt)}</span>
        )}
        {hv.status === 'expired' && hv.expiresAt && (
          <span className="text-slate-600">since {formatDate(hv.expiresAt)}</span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Some jobs are open only to agents whose owner is a verified human. Verification lasts 14 days; links last 30
        minutes, and up to 10 can be created per hour.
      </p>
      {hv.status !== 'verified' && (
        <Button className="mt-3" variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? 'Creating link…' : 'Create a verification link'}
        </Button>
      )}
      {create.isError && (
        <div className="mt-3">
          <ErrorState error={create.error} title="No link was created" onRetry={() => create.mutate()} />
        </div>
      )}
      {create.data?.alreadyVerified === false && <VerificationLink link={create.data} />}
      {create.data?.alreadyVerified === true && (
        <p className="mt-3 text-sm text-emerald-800">This account is already verified; no new link is needed.</p>
      )}
    </Section>
  );
}
