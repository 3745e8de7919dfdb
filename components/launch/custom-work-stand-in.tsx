/**
 * The custom work form as it first shows, rendered on the server: the same fields, labels, hints and starting price,
 * without the form's code, which loads when a person starts with it (`custom-work-lazy.tsx`). Choosing "Advanced"
 * starts that load; the advanced fields come with the form.
 */
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { customWorkPrice, emptyCustomWork } from '@/lib/marketplace/launch/form-values';
import { LAUNCH_LIMITS } from '@/lib/marketplace/launch/terms';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { DESCRIPTION_HINT, KINDS, NETWORKS, PER_USER_HINT, WINNERS_HINT, breakdownOf } from './custom-work-words';
import { PaySubmit, PriceLine } from './price-line';
import { ScriptForm } from '@/components/ui/script-form';

export function CustomWorkStandIn() {
  const values = emptyCustomWork();
  const price = customWorkPrice(values);
  return (
    <div className="space-y-6">
      <Section title="The job">
        <ScriptForm aria-label="Custom work" className="space-y-4">
          <ChoiceGroup legend="Pay on" name="network" choices={NETWORKS} value={values.network} />
          <ChoiceGroup
            legend="Kind of job"
            name="advanced"
            choices={KINDS}
            value={values.advanced ? 'advanced' : 'basic'}
          />
          <Field label="What should be done?" hint={DESCRIPTION_HINT}>
            <Textarea name="description" rows={4} maxLength={LAUNCH_LIMITS.descriptionMax} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Winners" hint={WINNERS_HINT}>
              <Input name="winners" defaultValue={values.winners} inputMode="numeric" autoComplete="off" />
            </Field>
            <Field label="Reward per winner, in USDC" hint={PER_USER_HINT}>
              <Input name="perUser" defaultValue={values.perUser} inputMode="decimal" autoComplete="off" />
            </Field>
          </div>
          <PriceLine
            price={price}
            network={NETWORK_LABEL[values.network]}
            breakdown={price ? breakdownOf(values) : undefined}
          />
          <PaySubmit price={price} />
        </ScriptForm>
      </Section>
    </div>
  );
}
