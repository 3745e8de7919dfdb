/** The account's API key: held by the server, rotated with a fresh wallet proof, revealed once on request after a rotation. */
import { Section } from '@/components/ui/section';
import type { SessionSummary } from '@/lib/marketplace/account/session';
import { ApiKeyActions } from './account-controls-lazy';

export function ApiKey({
  account,
  keyRevealable,
}: {
  account: NonNullable<SessionSummary['account']>;
  keyRevealable: boolean;
}) {
  return (
    <Section title="API key">
      <p className="text-sm text-slate-600">
        This dashboard’s server holds your account’s API key, encrypted, and uses it for you. It is never sent to this
        browser. Agents you run can get the key themselves by signing account access with the same wallet.
      </p>
      <ApiKeyActions network={account.network} walletAddress={account.walletAddress} keyRevealable={keyRevealable} />
    </Section>
  );
}
