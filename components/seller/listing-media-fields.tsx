'use client';

/** The listing's uploads: its thumbnail and its attachments, each shown with a way to remove it. */
import { useState } from 'react';
import { Thumbnail } from '@/components/store/thumbnail';
import { Button } from '@/components/ui/button';
import { SELLER_LIMITS } from '@/lib/marketplace/seller/terms';
import type { ListingFormValues } from '@/lib/marketplace/seller/form-values';
import type { ListingFormApi } from './listing-form';
import { MediaUpload } from './media-upload';
import { Icon } from '@/components/ui/icon';

/** The file name at the end of an upload URL, for a list of attachments. */
const fileLabel = (url: string, i: number) => {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '') || `Attachment ${i + 1}`;
  } catch {
    return `Attachment ${i + 1}`;
  }
};

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="text-xs font-medium text-red-700">{message}</p> : null;
}

export function ThumbnailField({ form, values }: { form: ListingFormApi; values: ListingFormValues }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Thumbnail (optional)</legend>
      {values.thumbnailUrl && (
        <div className="flex items-center gap-3">
          <Thumbnail url={values.thumbnailUrl} className="aspect-[16/10] w-40 rounded-md" />
          <Button variant="ghost" size="sm" onClick={() => form.setValue('thumbnailUrl', null, { shouldDirty: true })}>
            <Icon name="trash" className="size-4" /> Remove the thumbnail
          </Button>
        </div>
      )}
      <MediaUpload
        kind="thumbnail"
        label={values.thumbnailUrl ? 'Replace the thumbnail' : 'Upload a thumbnail'}
        onUploaded={(media) => form.setValue('thumbnailUrl', media.url, { shouldDirty: true, shouldValidate: true })}
      />
      <FieldError message={form.formState.errors.thumbnailUrl?.message} />
    </fieldset>
  );
}

export function AttachmentsField({ form, values }: { form: ListingFormApi; values: ListingFormValues }) {
  const attachments = values.attachments ?? [];
  // The names of the files uploaded here (the listing keeps only their addresses, which may not carry them).
  const [names, setNames] = useState<Record<string, string>>({});
  const labelOf = (url: string, i: number) => names[url] ?? fileLabel(url, i);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        Attachments (optional, up to {SELLER_LIMITS.attachmentsMax})
      </legend>
      {attachments.length > 0 && (
        <ul className="space-y-1">
          {attachments.map((url, i) => (
            <li key={url} className="flex items-center gap-2 text-sm">
              <Icon name="file-text" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1 truncate">{labelOf(url, i)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${labelOf(url, i)}`}
                onClick={() =>
                  form.setValue(
                    'attachments',
                    attachments.filter((_, j) => j !== i),
                    { shouldDirty: true },
                  )
                }
              >
                <Icon name="trash" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {attachments.length < SELLER_LIMITS.attachmentsMax && (
        <MediaUpload
          kind="attachment"
          label="Upload an attachment"
          onUploaded={(media) => {
            if (media.filename) setNames((known) => ({ ...known, [media.url]: media.filename! }));
            form.setValue('attachments', [...form.getValues('attachments'), media.url], {
              shouldDirty: true,
              shouldValidate: true,
            });
          }}
        />
      )}
      <FieldError message={form.formState.errors.attachments?.message} />
    </fieldset>
  );
}
