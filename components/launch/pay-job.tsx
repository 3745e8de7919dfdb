'use client';

/**
 * Paying a job that was created unpaid, by its ID: its payment requirements
 * (`accepts`) give the price, which shows before anything is signed; the
 * payment goes to the pay address the requirement names. A job paid already
 * says so, and nothing is offered to pay. Loaded with a job to pay (pay-job-finder.tsx, the social job's outcome).
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { ErrorState } from '@/components/ui/states';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { askedAtomic, resourcePathFor } from '@/lib/marketplace/payment-guard';
import { launchQueries } from '@/lib/marketplace/launch/client';
import type { LaunchChallenge } from '@/lib/marketplace/launch/contract';
import { formatUsd, fromAtomic } from '@/lib/money';
import { LaunchedJob } from './launched-job';
import { UncertainNotice } from './uncertain-notice';
import { useLaunch } from './use-launch';

export function JobPayment({ jobId }: { jobId: string }) {
  const payment = useQuery(launchQueries.jobPayment(jobId));
  // Kept here, above the states, so a launch in doubt outlives a read again of the payment.
  const launch = useLaunch();
  return (
    <QueryView
      query={payment}
      loading={{ label: 'Loading the job’s payment', rows: 1 }}
      error={{ title: 'The job’s payment could not be read' }}
    >
      {(read) =>
        read.kind === 'already-paid' ? (
          <div className="space-y-3">
            <p className="text-sm font-medium">This job is already paid. Nothing is left to pay.</p>
            <LaunchedJob jobId={read.jobId} />
          </div>
        ) : (
          <PaymentOffer jobId={jobId} challenge={read.paymentRequired} launch={launch} />
        )
      }
    </QueryView>
  );
}

/** The price the job's payment requirement asks, and paying it. */
function PaymentOffer({
  jobId,
  challenge,
  launch,
}: {
  jobId: string;
  challenge: LaunchChallenge;
  launch: ReturnType<typeof useLaunch>;
}) {
  // The price is the requirement's; the payment goes to the job's own pay address.
  const requirement = challenge.accepts[0];
  if (!requirement || !resourcePathFor(challenge, requirement)?.endsWith(`/api/x402/jobs/${jobId}/pay`)) {
    return (
      <ErrorState
        error={new MarketplaceError({ status: 402, code: 'RESPONSE_INVALID' })}
        title="This job cannot be paid here"
      />
    );
  }
  const atomic = askedAtomic(challenge, requirement);
  const amount = fromAtomic(atomic, 6);
  const network = requirement.network.startsWith('eip155') || requirement.network === 'base' ? 'base' : 'solana';
  return (
    <div className="space-y-3">
      <UncertainNotice uncertain={launch.uncertain} />
      <p className="text-sm text-slate-600">
        {requirement.description ?? (challenge.x402Version === 2 ? challenge.resource?.description : undefined)}
      </p>
      <p className="text-xl font-semibold" data-testid="launch-price">
        {formatUsd(amount)}{' '}
        <span className="text-sm font-normal text-slate-600">in USDC on {network === 'base' ? 'Base' : 'Solana'}</span>
      </p>
      <Button
        onClick={() =>
          launch.start({
            request: { kind: 'jobPay', jobId },
            price: { amount, atomic },
            network,
            title: `job ${jobId}`,
          })
        }
      >
        Pay {formatUsd(amount)}
      </Button>
      {launch.dialog}
    </div>
  );
}
