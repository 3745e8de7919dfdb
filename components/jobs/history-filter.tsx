'use client';

import { ChoiceGroup } from '@/components/ui/choice-group';
import { useUrlFilter, type FilterChoice } from '@/components/ui/url-filter';

/**
 * Which entries the history shows. A choice opens its first page, which the server renders; the choice shows at
 * once, while the page follows.
 */
export function HistoryFilterChoice({ choices, value }: { choices: FilterChoice[]; value: string }) {
  const { shown, choose, following } = useUrlFilter(value, choices, 'push');
  return (
    <>
      <ChoiceGroup legend="Show" name="filter" variant="segmented" choices={choices} value={shown} onChange={choose} />
      {following && (
        <p role="status" className="text-sm text-slate-600">
          Loading your entries…
        </p>
      )}
    </>
  );
}
