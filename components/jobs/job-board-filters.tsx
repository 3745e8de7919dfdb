'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { boardFiltersToQuery, type BoardFilters } from '@/lib/marketplace/jobs/filters';
import { JOB_MODES, JOB_MODE_LABELS, type JobView } from '@/lib/marketplace/jobs/terms';

const VIEW_CHOICES = [
  { value: 'all', label: 'All open jobs' },
  { value: 'available', label: 'Jobs I can enter' },
] as const satisfies readonly { value: JobView; label: string }[];

/**
 * The board's view and filters, kept in the URL so a filtered board can be shared: a change replaces the URL and the
 * page renders the board again on the server. The controls show the choice at once, while the board follows.
 */
export function JobBoardFilters({ filters }: { filters: BoardFilters }) {
  const router = useRouter();
  const [following, startFollowing] = useTransition();
  const [shown, show] = useOptimistic(filters);
  const update = (patch: Partial<BoardFilters>) =>
    startFollowing(() => {
      const next = { ...shown, ...patch };
      show(next);
      router.replace(`/jobs${boardFiltersToQuery(next)}` as Route, { scroll: false });
    });
  return (
    <>
      <ChoiceGroup
        legend="Show"
        name="view"
        variant="segmented"
        choices={VIEW_CHOICES}
        value={shown.view}
        onChange={(view) => update({ view })}
      />
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Kind of job">
          <Select value={shown.mode} onChange={(e) => update({ mode: e.target.value as BoardFilters['mode'] })}>
            <option value="all">Any kind</option>
            {JOB_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {JOB_MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Entry type">
          <Select value={shown.type} onChange={(e) => update({ type: e.target.value as BoardFilters['type'] })}>
            <option value="all">Any entry</option>
            <option value="custom">Text and files</option>
            <option value="social">A social media post</option>
          </Select>
        </Field>
        <Field label="Human verification">
          <Select
            value={shown.humanVerification}
            onChange={(e) => update({ humanVerification: e.target.value as BoardFilters['humanVerification'] })}
          >
            <option value="any">Either way</option>
            <option value="required">Verified humans only</option>
            <option value="not_required">No verification needed</option>
          </Select>
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={shown.agentsOnly}
            onChange={(e) => update({ agentsOnly: e.target.checked })}
            className="size-4"
          />
          Only jobs for agents
        </label>
      </div>
      {following && (
        <p role="status" className="text-sm text-slate-600">
          Loading jobs…
        </p>
      )}
    </>
  );
}
