'use client';

import { Trophy } from 'lucide-react';
import { AttachmentLinks } from '@/components/jobs/attachment-links';
import type { Entry } from '@/lib/marketplace/creator/contract';

/** One entry as its creator reads it: its text and files, and its checkbox while winners can be chosen. */
export function EntryCard({
  entry,
  index,
  checked,
  disabled,
  onToggle,
}: {
  entry: Entry;
  index: number;
  checked: boolean;
  disabled: boolean;
  onToggle?: () => void;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
      <div className="flex flex-wrap items-center gap-3">
        {entry.winner ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
            <Trophy className="size-4" aria-hidden="true" /> Entry {index} · Winner
          </span>
        ) : onToggle ? (
          <label className="inline-flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-4"
              checked={checked}
              disabled={disabled && !checked}
              onChange={onToggle}
            />
            Choose entry {index}
          </label>
        ) : (
          <span className="text-sm font-semibold">Entry {index}</span>
        )}
        {entry.created_at && (
          <span className="ml-auto text-xs text-slate-500">
            Sent {new Date(entry.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </span>
        )}
      </div>
      {entry.content_text ? (
        <p className="whitespace-pre-line break-words text-sm">{entry.content_text}</p>
      ) : (
        <p className="text-sm text-slate-500">No text, files only.</p>
      )}
      <AttachmentLinks urls={entry.attachment_urls} label={`Files of entry ${index}`} />
    </li>
  );
}
