'use client';

/**
 * Finding work that was paid for when no certain answer came back: a free
 * wallet proof of the payer (never a payment) reads the latest work that
 * wallet paid for on the network, with the others it paid for by ID. Held
 * against the payment in doubt, only its own work counts as found: the job it
 * paid for, or work paid for since the payment left.
 */
import type { Route } from 'next';
import Link from 'next/link';
import { useState } from 'react';
import { SiwxFlow } from '@/components/account/siwx-flow';
import { recoverWorkSummary } from '@/components/account/siwx-words';
import { Button } from '@/components/ui/button';
import { DialogStep } from '@/components/ui/dialog-step';
import { recoverPath, recoverWork } from '@/lib/marketplace/launch/client';
import type { Recovered } from '@/lib/marketplace/launch/contract';
import { readOperations } from '@/lib/marketplace/recovery';
import type { Network } from '@/lib/marketplace/schema';
import { formatUsdExact } from '@/lib/money';
import { LaunchedJob } from './launched-job';
import { LocalTime } from '@/components/ui/local-time';

/**
 * Work the marketplace dates this little before the payment in doubt left may be its work all the same (the
 * dashboard's clock and the marketplace's may differ), or earlier work: only the person can tell. Taking earlier work
 * for this payment's would end the doubt wrongly, so work in that span is never taken as found on its own.
 */
const CLOCK_MARGIN_MS = 10 * 60_000;

type Finding =
  /** The payment in doubt went through: the work it paid for. */
  | { kind: 'found'; jobId: string }
  /** A job's payment: the wallet has not paid for that job. */
  | { kind: 'not-this-job' }
  /** New work: the wallet paid for nothing dated since the payment in doubt left, or just before. */
  | { kind: 'nothing-since'; since: string }
  /** Nothing to hold it against (the recovery page): the wallet's latest work. */
  | { kind: 'latest' }
  /**
   * New work, and the marketplace did not say when the wallet's work was paid for (`since` undefined), or dates it
   * just before the payment left (`since`): the person tells.
   */
  | { kind: 'unsure'; jobId: string; since?: string; datedAt?: string };

/** What a recovery says of the payment in doubt: its job (`expectedJobId`), or work paid for since it left (`since`). */
function findingOf(found: Recovered, expectedJobId?: string, since?: string): Finding {
  const recent = found.recent ?? [];
  if (expectedJobId !== undefined)
    return found.jobId === expectedJobId || recent.some((job) => job.jobId === expectedJobId)
      ? { kind: 'found', jobId: expectedJobId }
      : { kind: 'not-this-job' };
  if (since === undefined) return { kind: 'latest' };
  const dated = [
    { jobId: found.jobId, createdAt: found.createdAt ?? recent.find((job) => job.jobId === found.jobId)?.createdAt },
    ...recent,
  ];
  if (dated[0]!.createdAt === undefined) return { kind: 'unsure', jobId: found.jobId };
  const datedFrom = (from: number) =>
    dated.find((job) => job.createdAt !== undefined && Date.parse(job.createdAt) >= from);
  const paidSince = datedFrom(Date.parse(since));
  if (paidSince) return { kind: 'found', jobId: paidSince.jobId };
  const justBefore = datedFrom(Date.parse(since) - CLOCK_MARGIN_MS);
  return justBefore
    ? { kind: 'unsure', jobId: justBefore.jobId, since, datedAt: justBefore.createdAt }
    : { kind: 'nothing-since', since };
}

/**
 * When the payment under this key left (the dashboard server's clock), if the journal still lists it: its latest
 * attempt carrying a payment, else when it was first journaled (no later than any payment under it).
 */
async function paidAt(key: string): Promise<string | undefined> {
  const operation = (await readOperations()).find((op) => op.idempotencyKey === key);
  return operation?.paidAt ?? operation?.createdAt;
}

export function RecoverWork({
  network,
  initialNetwork,
  expectedJobId,
  operationKey,
  onRecovered,
}: {
  /** The network the payment was made on, when known: the proof must come from it. */
  network?: Network;
  /** The job whose payment is in doubt, when the payment was for a job already made: only it counts as found. */
  expectedJobId?: string;
  /** The key of the payment in doubt, for new work: only work paid for since that payment left counts as found. */
  operationKey?: string;
  /** The network chosen on the page's own first step. */
  initialNetwork?: Network;
  onRecovered?: () => void;
}) {
  const [recovered, setRecovered] = useState<{ found: Recovered; finding: Finding } | null>(null);
  if (recovered?.finding.kind === 'not-this-job') {
    return (
      <DialogStep title="No payment for this job was found">
        <p className="text-sm text-slate-700">
          The wallet that signed has not paid for job {expectedJobId}: its latest paid work is job{' '}
          {recovered.found.jobId}. If you paid from another wallet, sign with that one. Nothing was paid.
        </p>
      </DialogStep>
    );
  }
  if (recovered?.finding.kind === 'nothing-since') {
    return (
      <DialogStep title="No payment since then was found">
        <p className="text-sm text-slate-700">
          The wallet that signed shows no work paid for since this payment was sent (
          <LocalTime iso={recovered.finding.since} />
          ): its latest paid work is job {recovered.found.jobId}. If you paid from another wallet, sign with that one.
          Nothing was paid again.
        </p>
        <p className="text-sm text-slate-700">
          If you know the payment did not go through, remove it from{' '}
          <Link href={'/recovery' as Route} className="font-medium text-brand-700 hover:underline">
            your unfinished operations
          </Link>{' '}
          and pay again.
        </p>
      </DialogStep>
    );
  }
  if (recovered) {
    const { found, finding } = recovered;
    // The work the payment in doubt paid for when it is known (or may be), else the latest the wallet paid for.
    const jobId = finding.kind === 'found' || finding.kind === 'unsure' ? finding.jobId : found.jobId;
    const others = (found.recent ?? []).filter((job) => job.jobId !== jobId);
    const price = found.jobId === jobId && found.price ? formatUsdExact(found.price.amount) : undefined;
    return (
      <DialogStep
        title={
          finding.kind === 'found'
            ? 'Your payment went through'
            : finding.kind === 'unsure' && finding.since
              ? 'Is this the work you paid for?'
              : 'The latest work this wallet paid for'
        }
      >
        <LaunchedJob jobId={jobId} paid={price}>
          <p>
            {expectedJobId
              ? 'The wallet paid for this job. Nothing was paid again.'
              : finding.kind === 'found'
                ? 'The wallet paid for this work since the payment was sent. Nothing was paid again.'
                : finding.kind === 'unsure' && finding.since
                  ? 'The wallet paid for this work just before. Nothing was paid again.'
                  : 'This is the latest work the wallet paid for. Nothing was paid again.'}
          </p>
        </LaunchedJob>
        {finding.kind === 'unsure' && (
          <div className="space-y-2 text-sm text-slate-700">
            {finding.since ? (
              <p>
                The marketplace dates it {finding.datedAt && <LocalTime iso={finding.datedAt} />}, a little before this
                payment was sent (<LocalTime iso={finding.since} />
                ), so it may be earlier work: only you can tell whether it is the payment that got no answer. Until you
                say so, that payment stays held and nothing can be paid again for it.
              </p>
            ) : (
              <p>
                The marketplace does not say when it was paid for, so only you can tell whether it is the payment that
                got no answer. Until you say so, that payment stays held and nothing can be paid again for it.
              </p>
            )}
            <Button
              variant="secondary"
              onClick={() => {
                setRecovered({ found, finding: { kind: 'found', jobId } });
                onRecovered?.();
              }}
            >
              This is the work I paid for
            </Button>
          </div>
        )}
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
        const [found, since] = await Promise.all([
          recoverWork(chosen, proof),
          operationKey === undefined ? undefined : paidAt(operationKey),
        ]);
        const finding = findingOf(found, expectedJobId, since);
        setRecovered({ found, finding });
        if (finding.kind === 'found') onRecovered?.();
      }}
    />
  );
}
