'use client';

/**
 * External social jobs on a post on X (repost, comment, or both) for ranked
 * workers, with every rule of 4.14 shown as it is typed: the minimum rank, the
 * cooldown, the completions each job type allows, the instructions comments
 * need, and the least total for the payment chosen. Paid in USDC (the job is
 * created unpaid and paid here over x402) or from the SOL balance (taken at
 * once; the job is pending). Creating is not idempotent upstream: after a lost
 * answer it is never sent again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { ErrorState } from '@/components/ui/states';
import { mayHaveHappened } from '@/lib/marketplace/errors';
import { accountQueries } from '@/lib/marketplace/account/client';
import { accountRoutes } from '@/lib/marketplace/account/contract';
import { createExternalJob, newLaunchKey } from '@/lib/marketplace/launch/client';
import {
  EXTERNAL_JOB_TYPES,
  EXTERNAL_JOB_TYPE_LABELS,
  LAUNCH_LIMITS,
  type ExternalCreated,
} from '@/lib/marketplace/launch/contract';
import {
  emptyExternal,
  externalBody,
  externalRules,
  externalSchema,
  type ExternalPayment,
  type ExternalValues,
} from '@/lib/marketplace/launch/form';
import { readUntilSince } from '@/lib/marketplace/polling';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { formatAsset } from '@/lib/money';
import { LaunchedJob, creatorJobHref } from './launched-job';
import { LaunchHeader } from './launch-header';
import { JobPayment } from './pay-job';
import { LaunchSignedIn } from './signed-in';
import Link from 'next/link';

const JOB_TYPES = EXTERNAL_JOB_TYPES.map((value) => ({ value, label: EXTERNAL_JOB_TYPE_LABELS[value] }));
const PAYMENTS: { value: ExternalPayment; label: string; description: string }[] = [
  { value: 'usdc', label: 'USDC', description: 'Paid from your wallet over x402, right after the job is created.' },
  { value: 'balance', label: 'SOL balance', description: 'Taken from your platform balance at once.' },
];

function SolBalance() {
  const profile = useQuery({ ...accountQueries.profile(), retry: false });
  if (!profile.data)
    return <span>{profile.isError ? 'Your balance cannot be shown right now.' : 'Reading your balance…'}</span>;
  return <span data-testid="sol-balance">Available: {formatAsset(profile.data.data.balances.solana.SOL, 'SOL')}</span>;
}

type Outcome = { kind: 'created'; job: ExternalCreated; total: string } | { kind: 'uncertain' };

function ExternalForm() {
  const form = useForm<ExternalValues>({
    resolver: zodResolver(externalSchema),
    defaultValues: emptyExternal(),
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as ExternalValues;
  const rules = externalRules(values);
  const { errors } = form.formState;
  const queryClient = useQueryClient();
  // One key per intended job, kept while the same job is asked for again after a refusal.
  const [operation, setOperation] = useState<{ key: string; fingerprint: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A rule that depends on another field is checked again when that field changes, once it was typed in.
  const recheck = (...names: ('maxCompletions' | 'message' | 'total')[]) => {
    const typed = names.filter((name) => form.getFieldState(name).isDirty);
    if (typed.length > 0) void form.trigger(typed);
  };
  const create = useMutation({
    mutationFn: ({ body, key }: { body: ReturnType<typeof externalBody>; key: string }) => createExternalJob(body, key),
  });

  const submit = async (v: ExternalValues) => {
    const body = externalBody(v);
    const fingerprint = canonicalJson(body);
    const key = operation?.fingerprint === fingerprint ? operation.key : newLaunchKey();
    setOperation({ key, fingerprint });
    const since = Date.now();
    try {
      const job = await create.mutateAsync({ body, key });
      setOperation(null);
      setOutcome({ kind: 'created', job, total: v.total.trim() });
      // The balance changed: read it again once the profile's window lets a new answer through.
      if (job.balancePayment === 1)
        void readUntilSince(
          () => queryClient.fetchQuery({ ...accountQueries.profile(), staleTime: 0 }),
          since,
          accountRoutes.profile.window,
        );
    } catch (error) {
      if (mayHaveHappened(error)) setOutcome({ kind: 'uncertain' });
    }
  };

  if (outcome?.kind === 'uncertain')
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="flex items-start gap-2 font-medium">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          We could not confirm whether this went through: the job may have been created
          {values.payment === 'balance' ? ' and your balance charged' : ''}.
        </p>
        <p>Do not create it again. Look for it in your jobs first.</p>
        <Link href="/creator/jobs" className={buttonClasses('secondary', 'sm')}>
          Open your jobs
        </Link>
      </div>
    );
  if (outcome?.kind === 'created') {
    const { job, total } = outcome;
    return job.balancePayment === 1 ? (
      <div className="space-y-3">
        <h3 className="text-base font-semibold">Created and paid from your balance</h3>
        <LaunchedJob jobId={job.jobId} paid={formatAsset(total, 'SOL')}>
          <p>It is pending: workers can take it once the marketplace opens it.</p>
        </LaunchedJob>
        <p className="text-sm">
          <SolBalance />
        </p>
      </div>
    ) : (
      <div className="space-y-3">
        <h3 className="text-base font-semibold">Created: now pay it in USDC</h3>
        <p className="text-sm text-slate-600">
          The job {job.jobId} waits for its payment before workers see it. You can also pay it later from{' '}
          <Link href={`/launch/pay?job=${job.jobId}`}>Pay a job</Link> or follow it in{' '}
          <Link href={creatorJobHref(job.jobId)}>your jobs</Link>.
        </p>
        <JobPayment jobId={job.jobId} />
      </div>
    );
  }

  return (
    <form aria-label="Social job" className="space-y-4" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      {create.isError && !mayHaveHappened(create.error) && (
        <ErrorState error={create.error} title="The job was not created" />
      )}
      <Field
        label="The post on X"
        hint="Its link (https://x.com/name/status/123) or its numeric ID."
        error={errors.tweetUrl?.message}
      >
        <Input {...form.register('tweetUrl')} autoComplete="off" />
      </Field>
      <Controller
        control={form.control}
        name="jobtype"
        render={({ field }) => (
          <ChoiceGroup
            legend="What workers do"
            name={field.name}
            choices={JOB_TYPES}
            value={field.value}
            onChange={(v) => (field.onChange(v), recheck('maxCompletions', 'message', 'total'))}
          />
        )}
      />
      <Field
        label="Instructions for workers"
        hint={rules.messageRequired ? 'Required for comments: tell workers what to write.' : 'Optional for reposts.'}
        error={errors.message?.message}
      >
        <Textarea {...form.register('message')} rows={3} maxLength={LAUNCH_LIMITS.external.messageMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Completions"
          hint={`${rules.completions.min} to ${rules.completions.max.toLocaleString('en-US')} for this kind of job.`}
          error={errors.maxCompletions?.message}
        >
          <Input
            {...form.register('maxCompletions', { onChange: () => recheck('total') })}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        <Field label="Minimum worker rank" hint="1 to 3." error={errors.minRank?.message}>
          <Input {...form.register('minRank')} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field
          label="Cooldown, in minutes"
          hint="0 to 1,440 between a worker’s completions."
          error={errors.cooldownMinutes?.message}
        >
          <Input {...form.register('cooldownMinutes')} inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="payment"
        render={({ field }) => (
          <ChoiceGroup
            legend="Pay with"
            name={field.name}
            choices={PAYMENTS}
            value={field.value}
            onChange={(v) => (field.onChange(v), recheck('total'))}
          />
        )}
      />
      <Field
        label={`Total, in ${rules.minimum.asset}`}
        hint={
          <>
            At least{' '}
            <span data-testid="external-minimum">{formatAsset(rules.minimum.amount, rules.minimum.asset)}</span> for
            this many completions. {values.payment === 'balance' && <SolBalance />}
          </>
        }
        error={errors.total?.message}
      >
        <Input {...form.register('total')} inputMode="decimal" autoComplete="off" />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending
            ? 'Creating…'
            : values.payment === 'balance'
              ? 'Create and pay from my balance'
              : 'Create, then pay in USDC'}
        </Button>
      </div>
    </form>
  );
}

export function ExternalJobForm() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Social jobs"
        intro="Reposts and comments on a post on X by ranked workers, each completion paid from the total you set."
      />
      <LaunchSignedIn title="Sign in to create a social job">
        <Section title="The job">
          <ExternalForm />
        </Section>
      </LaunchSignedIn>
    </div>
  );
}
