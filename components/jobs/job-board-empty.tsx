import { EmptyState } from '@/components/ui/empty-state';
import { narrowsBoard, type BoardFilters } from '@/lib/marketplace/jobs/filters';

/** The board with no job to show once every page is read: why, and what to do next. */
export function JobBoardEmpty({ filters }: { filters: BoardFilters }) {
  const filtered = narrowsBoard(filters);
  return (
    <EmptyState
      title={
        filtered
          ? 'No jobs match these filters'
          : filters.view === 'available'
            ? 'No job is open to you right now'
            : 'No open jobs right now'
      }
    >
      {filtered ? 'Try other filters, or clear them.' : 'New jobs are published every few hours. Come back later.'}
    </EmptyState>
  );
}
