/**
 * The entry form's file button and hint, the same in the form (attachment-picker.tsx) and in its stand-in rendered
 * on the server (entry-form-stand-in.tsx). No browser code of their own: the form gives the input its handler.
 */
import type { ReactNode } from 'react';
import { JOB_LIMITS } from '@/lib/marketplace/jobs/terms';
import { Icon } from '@/components/ui/icon';

/** "Attach files" around its file input, styled as a button. */
export function AttachFilesLabel({ input }: { input: ReactNode }) {
  return (
    <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500">
      {input}
      <Icon name="paperclip" className="size-4" />
      Attach files
    </label>
  );
}

export function AttachmentsHint({ id, attached }: { id: string; attached: number }) {
  return (
    <p id={id} className="text-xs text-slate-500">
      Up to {JOB_LIMITS.attachmentsMax} images, documents, audio or video files, each stored in your portfolio.{' '}
      {attached} of {JOB_LIMITS.attachmentsMax} attached.
    </p>
  );
}
