'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { BoardFilters } from '@/lib/marketplace/jobs/filters';
import { EmptyPartNote, EveryJobNote } from './job-board-notes';

export interface JobBoardListProps {
  /** The first page's cards, rendered on the server. */
  cards: ReactNode;
  /** How many cards that is. */
  shown: number;
  filters: BoardFilters;
  /** Where the board goes on after the first page, if it has more. */
  next: string | undefined;
}

/**
 * The board's list as the server rendered it, and its "Load more jobs": the code that reads and shows further pages
 * (job-board-more) loads when that is pressed, and takes the list over.
 */
export function JobBoardList(props: JobBoardListProps) {
  const [more, setMore] = useState<{ Loaded: ComponentType<JobBoardListProps> }>();
  const [loading, setLoading] = useState(false);
  if (more) return <more.Loaded {...props} />;
  const { cards, shown, filters, next } = props;
  const load = () => {
    setLoading(true);
    import('./job-board-more').then(
      (module) => setMore({ Loaded: module.default }),
      // Not loaded (the network dropped): the button stays, for another press.
      () => setLoading(false),
    );
  };
  return (
    <>
      {shown > 0 && (
        <ul aria-label="Jobs" className="space-y-2">
          {cards}
        </ul>
      )}
      {next ? (
        <div className="flex flex-col items-center gap-2">
          {shown === 0 && <EmptyPartNote filters={filters} />}
          <Button variant="secondary" onClick={load} disabled={loading}>
            {loading ? 'Loading…' : 'Load more jobs'}
          </Button>
        </div>
      ) : (
        shown > 0 && <EveryJobNote />
      )}
    </>
  );
}
