'use client';

/**
 * Choosing and uploading one file: checked (type, size, first bytes) before
 * anything leaves, sent through the proxy with a progress bar, then handed to
 * the form. A refused file changes nothing in the form.
 */
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { MEDIA_KINDS, type MediaKind } from '@/lib/marketplace/media/terms';
import type { Uploaded } from '@/lib/marketplace/media/client';
import { acceptAttribute } from '@/lib/marketplace/media/types';
import { errorMessage } from '@/components/ui/states';
import { acceptedFiles } from './media-upload-words';
import { Icon } from '@/components/ui/icon';

export function MediaUpload({
  kind,
  label,
  onUploaded,
  disabled = false,
}: {
  kind: MediaKind;
  label: string;
  onUploaded: (media: Uploaded) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();

  const upload = async (file: File) => {
    setProblem(undefined);
    // The upload code (with the media schemas) loads with the first file chosen, not with the form.
    const client = await import('@/lib/marketplace/media/client').catch((error: unknown) => {
      setProblem(errorMessage(error));
    });
    if (!client) return;
    const { checkFileContent, uploadMedia } = client;
    const refused = await checkFileContent(file, kind);
    if (refused) return setProblem(refused.message);
    setProgress(0);
    try {
      const media = await uploadMedia(file, kind, {
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      onUploaded(media);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  return (
    <div className="space-y-1 text-sm">
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptAttribute(MEDIA_KINDS[kind].types)}
        className="peer sr-only"
        disabled={disabled || busy}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          'inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
          (disabled || busy) && 'cursor-not-allowed text-slate-400',
        )}
      >
        <Icon name="upload" className="size-4" />
        {busy ? 'Uploading…' : label}
      </label>
      {busy && (
        <progress
          max={100}
          value={progress}
          aria-label={`Uploading: ${progress}%`}
          className="block h-2 w-full max-w-xs"
        >
          {progress}%
        </progress>
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {acceptedFiles(kind)}.
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
