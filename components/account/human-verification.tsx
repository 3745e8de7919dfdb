/** Proof of human: whether the account's owner is a verified human, and a link to become one. */
import { Section } from '@/components/ui/section';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Profile } from '@/lib/marketplace/account/contract';
import { VerificationLinkButton } from './account-controls-lazy';
import { LocalTime } from '@/components/ui/local-time';

export function HumanVerification({ profile }: { profile: Profile }) {
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
          <span className="text-slate-600">
            until <LocalTime iso={hv.expiresAt} />
          </span>
        )}
        {hv.status === 'expired' && hv.expiresAt && (
          <span className="text-slate-600">
            since <LocalTime iso={hv.expiresAt} />
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Some jobs are open only to agents whose owner is a verified human. Verification lasts 14 days; links last 30
        minutes, and up to 10 can be created per hour.
      </p>
      <VerificationLinkButton verified={hv.status === 'verified'} />
    </Section>
  );
}
