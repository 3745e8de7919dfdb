/**
 * The social job form as it first shows, rendered on the server: the same fields, labels, hints and least total,
 * without the form's code, which loads when a person starts with it (`external-job-first-use.tsx`).
 */
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { emptyExternal, externalRules } from '@/lib/marketplace/launch/form-values';
import { LAUNCH_LIMITS } from '@/lib/marketplace/launch/terms';
import { formatAsset } from '@/lib/money';
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
import { ScriptForm } from '@/components/ui/script-form';

export function ExternalJobStandIn() {
  const values = emptyExternal();
  const rules = externalRules(values);
  return (
    <ScriptForm aria-label="Social job" className="space-y-4">
      <Field label="The post on X" hint={POST_HINT}>
        <Input name="tweetUrl" autoComplete="off" />
      </Field>
      <ChoiceGroup legend="What workers do" name="jobtype" choices={JOB_TYPES} value={values.jobtype} />
      <Field label="Instructions for workers" hint={messageHint(rules)}>
        <Textarea name="message" rows={3} maxLength={LAUNCH_LIMITS.external.messageMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Completions" hint={completionsHint(rules)}>
          <Input name="maxCompletions" defaultValue={values.maxCompletions} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label="Minimum worker rank" hint={RANK_HINT}>
          <Input name="minRank" defaultValue={values.minRank} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label="Cooldown, in minutes" hint={COOLDOWN_HINT}>
          <Input name="cooldownMinutes" defaultValue={values.cooldownMinutes} inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
      <ChoiceGroup legend="Pay with" name="payment" choices={PAYMENTS} value={values.payment} />
      <Field
        label={`Total, in ${rules.minimum.asset}`}
        hint={
          <>
            At least{' '}
            <span data-testid="external-minimum">{formatAsset(rules.minimum.amount, rules.minimum.asset)}</span> for
            this many completions.
          </>
        }
      >
        <Input name="total" inputMode="decimal" autoComplete="off" />
      </Field>
      <div className="flex justify-end">
        <Button type="submit">{submitLabel(values.payment)}</Button>
      </div>
    </ScriptForm>
  );
}
