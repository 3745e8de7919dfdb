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
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import type { FirstUse } from '@/components/ui/form-on-first-use';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorState } from '@/components/ui/states';
import { mayHaveHappened } from '@/lib/marketplace/errors';
import { LAUNCH_LIMITS } from '@/lib/marketplace/launch/terms';
import { formatAsset } from '@/lib/money';
import { ExternalCreatedJob, ExternalUncertain } from './external-job-outcome';
import {
  COOLDOWN_HINT,
  JOB_TYPES,
  PAYMENTS,
  POST_HINT,
  RANK_HINT,
  completionsHint,
  messageHint,
  submitLabel,
} from './external-job-words';
import { SolBalance } from './sol-balance';
import { useExternalJob } from './use-external-job';
import { ScriptForm } from '@/components/ui/script-form';

/** The social job form, loaded when a person starts with it (external-job-first-use.tsx), taking over its stand-in. */
export function ExternalForm({ firstUse }: { firstUse?: FirstUse }) {
  const { form, values, rules, recheck, create, checkError, submit, outcome, preload } = useExternalJob(firstUse);
  const { errors } = form.formState;

  if (outcome?.kind === 'uncertain')
    return <ExternalUncertain fromBalance={outcome.fromBalance} earlierAt={outcome.earlierAt} />;
  if (outcome?.kind === 'created') return <ExternalCreatedJob job={outcome.job} total={outcome.total} />;

  return (
    <ScriptForm
      aria-label="Social job"
      className="space-y-4"
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      onFocus={preload}
    >
      {create.isError && !mayHaveHappened(create.error) && (
        <ErrorState error={create.error} title="The job was not created" />
      )}
      {checkError !== null && (
        <ErrorState error={checkError} title="Nothing was sent: an earlier try of this job could not be checked" />
      )}
      <Field label="The post on X" hint={POST_HINT} error={errors.tweetUrl?.message}>
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
      <Field label="Instructions for workers" hint={messageHint(rules)} error={errors.message?.message}>
        <Textarea {...form.register('message')} rows={3} maxLength={LAUNCH_LIMITS.external.messageMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Completions" hint={completionsHint(rules)} error={errors.maxCompletions?.message}>
          <Input
            {...form.register('maxCompletions', { onChange: () => recheck('total') })}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        <Field label="Minimum worker rank" hint={RANK_HINT} error={errors.minRank?.message}>
          <Input {...form.register('minRank')} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label="Cooldown, in minutes" hint={COOLDOWN_HINT} error={errors.cooldownMinutes?.message}>
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
          {create.isPending ? 'Creating…' : submitLabel(values.payment)}
        </Button>
      </div>
    </ScriptForm>
  );
}
