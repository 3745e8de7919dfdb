'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { FilterChoice } from './filters-url';

/**
 * A list's filter kept in the URL: a choice replaces the URL with its address and the page renders the list again on
 * the server. The choice shows at once, while the list follows. The choices come with their words and addresses
 * from the server, so the browser loads none of the area's terms.
 */
function useFilter<V extends string>(value: V, choices: readonly FilterChoice<V>[]) {
  const router = useRouter();
  const [following, startFollowing] = useTransition();
  const [shown, show] = useOptimistic(value);
  const choose = (next: V) =>
    startFollowing(() => {
      show(next);
      const href = choices.find((choice) => choice.value === next)?.href;
      if (href) router.replace(href, { scroll: false });
    });
  return { shown, choose, following };
}

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
  const { shown, choose, following } = useFilter(value, choices);
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
  const { shown, choose, following } = useFilter(value, choices);
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
