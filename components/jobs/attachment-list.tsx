'use client';

import { useState } from 'react';
import type { AttachedFile } from './attached-files';
import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';

/** A file tried as an image falls back to a file icon when it is not one. */
function Preview({ file }: { file: AttachedFile }) {
  const [failed, setFailed] = useState(false);
  if (failed || !file.image) return <Icon name="file-text" className="size-16 shrink-0 p-3 text-slate-400" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts)
    <img
      src={mediaSrc(file.url)}
      alt=""
      className="size-16 shrink-0 rounded object-cover"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** Files attached to a job or an entry, each opening in a new tab, images previewed. */
export function AttachmentList({ files, label }: { files: AttachedFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {files.map((file, i) => (
        <li key={file.url}>
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2 text-sm hover:border-brand-500"
          >
            <Preview file={file} />
            <span className="truncate">Attachment {i + 1}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
