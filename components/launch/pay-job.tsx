'use client';

/**
 * Paying a job that was created unpaid, by its ID: its payment requirements
 * (`accepts`) give the price, which shows before anything is signed; the
 * payment goes to the job's pay route on the network chosen (Solana's, or
 * Base's under `/api/x402/base`). A job paid already
 * says so, and nothing is offered to pay. Loaded with a job to pay (pay-job-finder.tsx, the social job's outcome).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { QueryView } from '@/components/ui/query-view';
import { ErrorState } from '@/components/ui/states';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { NETWORK_IDS, askedAtomic, resourcePathFor } from '@/lib/marketplace/payment-guard';
import { launchQueries, paidPathOf, type JobPaymentRead } from '@/lib/marketplace/launch/client';
import { asksAtMost, USDC_DECIMALS } from '@/lib/marketplace/launch/price';
import type { Network } from '@/lib/marketplace/schema';
import type { LaunchChallenge } from '@/lib/marketplace/launch/contract';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { formatUsdExact, fromAtomic } from '@/lib/money';
import { NETWORKS } from './custom-work-words';
import { LaunchedJob } from './launched-job';
import { UncertainNotice } from './uncertain-notice';
import { useLaunch } from './use-launch';

export function JobPayment({
  jobId,
  total,
}: {
  jobId: string;
  /** The total the person set when creating the job here, in USDC: the most its payment may ask. */
  total?: string;
}) {
  const payment = useQuery(launchQueries.jobPayment(jobId));
  const queryClient = useQueryClient();
  // Kept here, above the states, so a launch in doubt outlives a read again of the payment. Once paid, the page says
  // so and offers nothing more to pay, while the dialog, rendered here too, stays open on its answer.
  const launch = useLaunch({
    onSettled: () => {
      const { queryKey } = launchQueries.jobPayment(jobId);
      // A read of the price already on its way would bring the offer back: it is dropped.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (): JobPaymentRead => ({ kind: 'already-paid', jobId }));
    },
  });
  return (
    <>
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
            <PaymentOffer jobId={jobId} challenge={read.paymentRequired} launch={launch} total={total} />
          )
        }
      </QueryView>
      {launch.dialog}
    </>
  );
}

type JobRequirement = LaunchChallenge['accepts'][number];

/**
 * A job's requirement for each network, where its challenge names one at that
 * network's pay route; Solana's is the one `accepts` lists (spec 4.14).
 */
function requirementsOf(challenge: LaunchChallenge, jobId: string): Partial<Record<Network, JobRequirement>> {
  const version = challenge.x402Version === 1 ? 1 : 2;
  const found: Partial<Record<Network, JobRequirement>> = {};
  for (const network of ['solana', 'base'] as const) {
    const requirement = challenge.accepts.find(
      (r) =>
        r.network === NETWORK_IDS[version][network] &&
        resourcePathFor(challenge, r)?.endsWith(paidPathOf({ kind: 'jobPay', jobId, network })),
    );
    if (requirement) found[network] = requirement;
  }
  return found;
}

/** The price the job's payment requirements ask, on the network chosen, and paying it. */
function PaymentOffer({
  jobId,
  challenge,
  launch,
  total,
}: {
  jobId: string;
  challenge: LaunchChallenge;
  launch: ReturnType<typeof useLaunch>;
  total: string | undefined;
}) {
  const named = requirementsOf(challenge, jobId);
  const [network, setNetwork] = useState<Network>(named.solana || !named.base ? 'solana' : 'base');
  // A job has one price. Base's own pay route may be left out of `accepts`: its challenge is then held against this one.
  const requirement = named[network] ?? named.solana ?? named.base;
  if (!requirement) {
    return (
      <ErrorState
        error={new MarketplaceError({ status: 402, code: 'RESPONSE_INVALID' })}
        title="This job cannot be paid here"
      />
    );
  }
  const atomic = askedAtomic(challenge, requirement);
  // A job created here is paid at most the total the person set: a requirement asking more is never offered.
  if (!asksAtMost(atomic, total)) {
    return (
      <ErrorState
        error={new MarketplaceError({ status: 402, code: 'PAYMENT_ABOVE_SHOWN_PRICE' })}
        title="This job cannot be paid here"
      />
    );
  }
  const amount = fromAtomic(atomic, USDC_DECIMALS);
  return (
    <div className="space-y-3">
      <UncertainNotice uncertain={launch.uncertain} />
      <p className="text-sm text-slate-600">
        {requirement.description ?? (challenge.x402Version === 2 ? challenge.resource?.description : undefined)}
      </p>
      <p className="text-xl font-semibold" data-testid="launch-price">
        {formatUsdExact(amount)}{' '}
        <span className="text-sm font-normal text-slate-600">in USDC on {NETWORK_LABEL[network]}</span>
      </p>
      <ChoiceGroup legend="Pay on" name="network" choices={NETWORKS} value={network} onChange={setNetwork} />
      <Button
        onClick={() =>
          launch.start({
            request: { kind: 'jobPay', jobId, network },
            price: { amount, atomic },
            network,
            title: `job ${jobId}`,
          })
        }
      >
        Pay {formatUsdExact(amount)}
      </Button>
    </div>
  );
}
