import type { MediaKind } from '@/lib/marketplace/media/terms';
import { acceptedFiles } from './media-upload-words';

/** An upload's button as the form shows it; choosing a file waits for the form, whose first press loads it. */
export function UploadStandIn({ kind, label }: { kind: MediaKind; label: string }) {
  return (
    <div className="space-y-1 text-sm">
      <button
        type="button"
        className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100"
      >
        {label}
      </button>
      <p className="text-xs text-slate-500">{acceptedFiles(kind)}.</p>
    </div>
  );
}
