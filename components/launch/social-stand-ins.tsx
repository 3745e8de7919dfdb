/**
 * The social page's two forms as they first show, rendered on the server: the same fields, labels and starting
 * price, without the form's code, which loads when a person starts with one (`social-forms-lazy.tsx`).
 */
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import {
  SOCIAL_LIMITS,
  emptyQuick,
  emptySocial,
  quickFormPrice,
  quickLimits,
  socialFormPrice,
} from '@/lib/marketplace/launch/form-values';
import { UNIT_PRICES } from '@/lib/marketplace/launch/price';
import { QUICK_SERVICE_OPTIONS, SOCIAL_CHOICES, UNIT_WORD } from './social-words';
import { PaySubmit, PriceLine } from './price-line';
import { ScriptForm } from '@/components/ui/script-form';

const range = (limits: { min: number; max: number }) => `${limits.min} to ${limits.max.toLocaleString('en-US')}.`;

export function LikesAndViewsStandIn() {
  const values = emptySocial();
  const price = socialFormPrice(values);
  return (
    <Section title="Likes and views on X">
      <ScriptForm aria-label="Likes and views" className="space-y-4">
        <ChoiceGroup legend="What to buy" name="service" choices={SOCIAL_CHOICES} value={values.service} />
        <Field label="Link of the post on X" hint="Like https://x.com/name/status/123.">
          <Input name="url" type="url" inputMode="url" autoComplete="off" placeholder="https://x.com/…/status/…" />
        </Field>
        <Field label={`Number of ${UNIT_WORD[values.service]}`} hint={range(SOCIAL_LIMITS[values.service])}>
          <Input name="amount" defaultValue={values.amount} inputMode="numeric" autoComplete="off" />
        </Field>
        <PriceLine
          price={price}
          breakdown={
            price ? `${values.amount} ${UNIT_WORD[values.service]} × ${UNIT_PRICES[values.service]} USDC` : undefined
          }
        />
        <PaySubmit price={price} />
      </ScriptForm>
    </Section>
  );
}

export function QuickOrderStandIn() {
  const values = emptyQuick();
  const price = quickFormPrice(values);
  return (
    <Section title="Quick orders">
      <ScriptForm aria-label="Quick order" className="space-y-4">
        <Field label="What to buy">
          <Select name="service" defaultValue={values.service}>
            {QUICK_SERVICE_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Link of the post on X">
          <Input name="url" type="url" inputMode="url" autoComplete="off" placeholder="https://…" />
        </Field>
        <Field label="Quantity" hint={range(quickLimits(values.service))}>
          <Input name="count" defaultValue={values.count} inputMode="numeric" autoComplete="off" />
        </Field>
        <PriceLine
          price={price}
          breakdown={price ? `${values.count} × ${UNIT_PRICES[values.service]} USDC` : undefined}
        />
        <PaySubmit price={price} />
      </ScriptForm>
    </Section>
  );
}
