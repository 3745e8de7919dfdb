'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { nextCursorOf, readBoardPage, type BoardPage } from '@/lib/marketplace/jobs/calls';
import { matchesBoardFilters } from '@/lib/marketplace/jobs/filters';
import { readInWindows } from '@/lib/marketplace/window-retry';
import { JobBoardEmpty } from './job-board-empty';
import type { JobBoardListProps } from './job-board-list';
import { EmptyPartNote, EveryJobNote } from './job-board-notes';
import { ClosesIn } from './closes-in';
import { JobCard } from './job-card';

/**
 * The board past its first page, loaded on the first press of "Load more jobs": it reads the next page at once, and
 * each further one on the next press, adding the jobs that match the filters under the server's cards. A read that
 * lands in the board's used window waits for it; any other failure is said in plain words, with a retry.
 */
export default function JobBoardMore({ cards, shown, filters, next }: JobBoardListProps) {
  const [pages, setPages] = useState<BoardPage[]>([]);
  const [cursor, setCursor] = useState(next);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const view = filters.view;

  const read = useCallback(
    async (after: string) => {
      setReading(true);
      setFailure(undefined);
      try {
        const { data } = await readInWindows(() => readBoardPage(view, after));
        setPages((read) => [...read, data]);
        setCursor(nextCursorOf(data));
      } catch (error) {
        setFailure({ error });
      } finally {
        setReading(false);
      }
    },
    [view],
  );

  // The press that loaded this code asked for the next page.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !next) return;
    started.current = true;
    void read(next);
  }, [next, read]);

  const matching = (page: BoardPage) => page.jobs.filter((job) => matchesBoardFilters(job, filters));
  const more = pages.flatMap(matching);
  const total = shown + more.length;
  const last = pages.at(-1);
  const lastShown = last ? matching(last).length : shown;

  return (
    <>
      {total > 0 && (
        <ul aria-label="Jobs" className="space-y-2">
          {cards}
          {more.map((job) => (
            <JobCard key={job.id} job={job} countdown={<ClosesIn closesAt={job.closesAt} />} />
          ))}
        </ul>
      )}
      {failure && (
        <ErrorState
          error={failure.error}
          title="More jobs could not be loaded"
          onRetry={cursor ? () => void read(cursor) : undefined}
        />
      )}
      {cursor ? (
        !failure && (
          <div className="flex flex-col items-center gap-2">
            {!reading && lastShown === 0 && <EmptyPartNote filters={filters} />}
            <Button variant="secondary" onClick={() => void read(cursor)} disabled={reading}>
              {reading ? 'Loading…' : 'Load more jobs'}
            </Button>
          </div>
        )
      ) : total > 0 ? (
        <EveryJobNote />
      ) : (
        <JobBoardEmpty filters={filters} />
      )}
    </>
  );
}
