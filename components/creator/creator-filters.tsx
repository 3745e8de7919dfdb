'use client';

/** The creator lists' filters, kept in the URL (`useUrlFilter`). */
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useUrlFilter, type FilterChoice } from '@/components/ui/url-filter';

function Following() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading…
    </p>
  );
}

/** The action queue's filter, a segmented row. */
export function ActionStateChoice<V extends string>({
  value,
  choices,
}: {
  value: V;
  choices: readonly FilterChoice<V>[];
}) {
  const { shown, choose, following } = useUrlFilter(value, choices, 'replace');
  return (
    <>
      <ChoiceGroup legend="Show" name="state" variant="segmented" choices={choices} value={shown} onChange={choose} />
      {following && <Following />}
    </>
  );
}

/** The created jobs' status filter, a select. */
export function CreatedStatusChoice<V extends string>({
  value,
  choices,
}: {
  value: V;
  choices: readonly FilterChoice<V>[];
}) {
  const { shown, choose, following } = useUrlFilter(value, choices, 'replace');
  return (
    <>
      <Field label="Status" className="max-w-xs">
        <Select value={shown} onChange={(e) => choose(e.target.value as V)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      {following && <Following />}
    </>
  );
}
