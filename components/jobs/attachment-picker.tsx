'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/components/ui/states';
import { MEDIA_KINDS } from '@/lib/marketplace/media/terms';
import { acceptAttribute } from '@/lib/marketplace/media/types';
import { JOB_LIMITS } from '@/lib/marketplace/jobs/terms';
import { isEvidenceImage, type AttachedMedia } from '@/lib/marketplace/jobs/form-values';
import { AttachFilesLabel, AttachmentsHint } from './attach-files';
import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';

interface Upload {
  key: string;
  name: string;
  percent: number;
}

/**
 * Files for an entry: each is checked, then uploaded to the account's
 * portfolio through the media module, and attached once it is stored. Images
 * show a preview; anything can be removed before the entry is sent.
 */
export function AttachmentPicker({
  value,
  onChange,
  onUploading,
  error,
  disabled,
}: {
  value: AttachedMedia[];
  onChange: (next: AttachedMedia[]) => void;
  /** Whether files are still on their way: an entry sent meanwhile would go without them, for good. */
  onUploading?: (uploading: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const uploading = uploads.length > 0;
  useEffect(() => onUploading?.(uploading), [uploading, onUploading]);
  const [problems, setProblems] = useState<string[]>([]);
  // Uploads finish in any order: attach to the latest list, not the one of when they started.
  const latest = useRef(value);
  latest.current = value;

  const room = JOB_LIMITS.attachmentsMax - value.length - uploads.length;

  const add = async (files: File[]) => {
    setProblems([]);
    const taken = files.slice(0, Math.max(0, room));
    if (files.length > taken.length)
      setProblems([`At most ${JOB_LIMITS.attachmentsMax} files: ${files.length - taken.length} were left out.`]);
    await Promise.all(
      taken.map(async (file, i) => {
        const key = `${Date.now()}-${i}-${file.name}`;
        setUploads((u) => [...u, { key, name: file.name, percent: 0 }]);
        try {
          // The upload code (with the media schemas) loads with the first file chosen, not with the form.
          const { uploadMedia } = await import('@/lib/marketplace/media/client');
          const media = await uploadMedia(file, 'portfolio', {
            onProgress: ({ loaded, total }) =>
              setUploads((u) =>
                u.map((x) => (x.key === key ? { ...x, percent: total ? Math.round((loaded / total) * 100) : 0 } : x)),
              ),
          });
          const attached: AttachedMedia = {
            id: media.id,
            url: media.url,
            name: file.name,
            contentType: media.contentType ?? file.type,
          };
          latest.current = [...latest.current, attached];
          onChange(latest.current);
        } catch (failure) {
          setProblems((p) => [...p, `${file.name}: ${errorMessage(failure)}`]);
        } finally {
          setUploads((u) => u.filter((x) => x.key !== key));
        }
      }),
    );
  };

  return (
    <fieldset className="space-y-2 text-sm" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="font-medium text-slate-800">Files (optional)</legend>
      {value.length > 0 && (
        <ul aria-label="Attached files" className="grid gap-2 sm:grid-cols-2">
          {value.map((media) => (
            <li key={media.id} className="flex items-center gap-3 rounded-md border border-slate-200 p-2">
              {isEvidenceImage(media) ? (
                // eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts)
                <img src={mediaSrc(media.url)} alt="" className="size-12 rounded object-cover" />
              ) : (
                <Icon name="file-text" className="size-12 p-2 text-slate-400" />
              )}
              <span className="min-w-0 flex-1 truncate">{media.name}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((m) => m.id !== media.id))}
                className="rounded p-1 text-slate-500 hover:bg-slate-100"
                aria-label={`Remove ${media.name}`}
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploads.map((upload) => (
        <p key={upload.key} role="status" className="text-slate-600">
          Uploading {upload.name}… {upload.percent}%
        </p>
      ))}
      <AttachFilesLabel
        input={
          <input
            type="file"
            multiple
            accept={acceptAttribute(MEDIA_KINDS.portfolio.types)}
            className="sr-only"
            disabled={disabled || room <= 0}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void add(files);
            }}
          />
        }
      />
      <AttachmentsHint id={`${id}-hint`} attached={value.length} />
      {problems.map((problem, i) => (
        <p key={i} role="alert" className="text-xs font-medium text-red-700">
          {problem}
        </p>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
