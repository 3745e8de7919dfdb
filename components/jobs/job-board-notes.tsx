import { narrowsBoard, type BoardFilters } from '@/lib/marketplace/jobs/filters';

/** Said when the part of the board just read had nothing to show, but more follows. */
export function EmptyPartNote({ filters }: { filters: BoardFilters }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      The last part of the board had no jobs {narrowsBoard(filters) ? 'matching your filters' : 'for you'}, but there
      are more to look through.
    </p>
  );
}

/** Said under the last job once the board has no more to read. */
export function EveryJobNote() {
  return <p className="text-center text-xs text-slate-500">That is every open job.</p>;
}
