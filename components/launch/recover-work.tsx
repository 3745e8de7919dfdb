'use client';

/**
 * Finding work that was paid for when no certain answer came back: a free
 * wallet proof of the payer (never a payment) reads the latest work that
 * wallet paid for on the network, with the others it paid for by ID.
 */
import { useState } from 'react';
import { SiwxFlow } from '@/components/account/siwx-flow';
import { recoverWorkSummary } from '@/components/account/siwx-words';
import { DialogStep } from '@/components/ui/dialog-step';
import { recoverPath, recoverWork } from '@/lib/marketplace/launch/client';
import type { Recovered } from '@/lib/marketplace/launch/contract';
import type { Network } from '@/lib/marketplace/schema';
import { formatUsd } from '@/lib/money';
import { LaunchedJob } from './launched-job';
import { LocalTime } from '@/components/ui/local-time';

export function RecoverWork({
  network,
  initialNetwork,
  expectedJobId,
  onRecovered,
}: {
  /** The network the payment was made on, when known: the proof must come from it. */
  network?: Network;
  /** The job whose payment is in doubt, when the payment was for a job already made: only it counts as found. */
  expectedJobId?: string;
  /** The network chosen on the page's own first step. */
  initialNetwork?: Network;
  onRecovered?: () => void;
}) {
  const [recovered, setRecovered] = useState<Recovered | null>(null);
  const paidFor = (found: Recovered) =>
    expectedJobId === undefined ||
    found.jobId === expectedJobId ||
    !!found.recent?.some((job) => job.jobId === expectedJobId);
  if (recovered && !paidFor(recovered)) {
    return (
      <DialogStep title="No payment for this job was found">
        <p className="text-sm text-slate-700">
          The wallet that signed has not paid for job {expectedJobId}: its latest paid work is job {recovered.jobId}. If
          you paid from another wallet, sign with that one. Nothing was paid.
        </p>
      </DialogStep>
    );
  }
  if (recovered) {
    // The job whose payment was in doubt when it is known, else the latest the wallet paid for.
    const jobId = expectedJobId ?? recovered.jobId;
    const others = (recovered.recent ?? []).filter((job) => job.jobId !== jobId);
    const price = recovered.jobId === jobId && recovered.price ? formatUsd(recovered.price.amount) : undefined;
    return (
      <DialogStep title="Your payment went through">
        <LaunchedJob jobId={jobId} paid={price}>
          <p>
            {expectedJobId
              ? 'The wallet paid for this job. Nothing was paid again.'
              : 'This is the latest work the wallet paid for. Nothing was paid again.'}
          </p>
        </LaunchedJob>
        {others.length > 0 && (
          <div className="text-sm">
            <p className="font-medium">Other work this wallet paid for</p>
            <ul className="list-inside list-disc text-slate-600">
              {others.map((job) => (
                <li key={job.jobId}>
                  Job {job.jobId}
                  {job.createdAt && (
                    <>
                      , <LocalTime iso={job.createdAt} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </DialogStep>
    );
  }
  return (
    <SiwxFlow
      request={{ path: recoverPath, method: 'GET' }}
      network={network}
      initialNetwork={initialNetwork}
      summary={recoverWorkSummary}
      actionLabel="Sign to find my work"
      onProof={async (proof, chosen) => {
        const found = await recoverWork(chosen, proof);
        setRecovered(found);
        if (paidFor(found)) onRecovered?.();
      }}
    />
  );
}
