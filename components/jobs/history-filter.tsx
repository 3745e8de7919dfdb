'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';

/** A filter of the history as the server words it, with the address of its first page. */
export interface FilterChoice {
  value: string;
  label: string;
  href: string;
}

/**
 * Which entries the history shows. A choice opens its first page, which the server renders; the choice shows at
 * once, while the page follows.
 */
export function HistoryFilterChoice({ choices, value }: { choices: FilterChoice[]; value: string }) {
  const router = useRouter();
  const [following, startFollowing] = useTransition();
  const [shown, show] = useOptimistic(value);
  return (
    <>
      <ChoiceGroup
        legend="Show"
        name="filter"
        variant="segmented"
        choices={choices}
        value={shown}
        onChange={(next) =>
          startFollowing(() => {
            show(next);
            const href = choices.find((choice) => choice.value === next)?.href;
            if (href) router.push(href as Route, { scroll: false });
          })
        }
      />
      {following && (
        <p role="status" className="text-sm text-slate-600">
          Loading your entries…
        </p>
      )}
    </>
  );
}
