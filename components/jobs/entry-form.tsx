'use client';

import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useFirstUse, type FirstUse } from '@/components/ui/form-on-first-use';
import { Textarea } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { SubmissionBody } from '@/lib/marketplace/jobs/contract';
import { contentLength, type AttachedMedia, type EntryFormValues } from '@/lib/marketplace/jobs/form-values';
import { AttachmentPicker } from './attachment-picker';
import { EntryFailed, EntryPending, EntrySaved } from './entry-result';
import type { EntryInProgress } from './entry-in-progress';
import { useEntry } from './use-entry';
import { ENTRY_PLACEHOLDER, IMAGE_REQUIRED_NOTE, entryLengthText } from './words';
import { ScriptForm } from '@/components/ui/script-form';

/** The files shown that the body sends, to keep with it: what goes again is the body, whatever the form holds now. */
const filesOf = (body: SubmissionBody, shown: AttachedMedia[]): AttachedMedia[] =>
  shown.filter((media) => body.attachmentMediaIds?.includes(media.id));

/** The form's schema and body, loaded with its first check (the resolver has it by the time a body is made). */
const loadForm = () => import('@/lib/marketplace/jobs/form');

/**
 * Entering a job: text with a live counter and up to five files. While an
 * entry is on its way (or its answer was lost) the fields are locked, so what
 * goes again is exactly what went first. It loads when a person starts with
 * its stand-in (entry-form-stand-in.tsx), taking over what was typed there.
 */
export function EntryForm({
  customId,
  imageRequired,
  jobUrl,
  firstUse,
  resumed,
}: {
  customId: string;
  imageRequired: boolean;
  jobUrl: string | null;
  firstUse?: FirstUse;
  /** An entry of this tab whose place is being raffled: it goes again, unchanged, at its time. */
  resumed?: EntryInProgress;
}) {
  const resolver = useMemo(
    () => lazyZodResolver<EntryFormValues>(async () => (await loadForm()).entryFormSchema(imageRequired)),
    [imageRequired],
  );
  const form = useForm<EntryFormValues>({
    resolver,
    defaultValues: {
      content: resumed?.body.content ?? firstUse?.values.content ?? '',
      attachments: resumed?.attachments ?? [],
    },
  });
  useFirstUse(form, firstUse);
  const { state, send, edit } = useEntry(customId, resumed);
  // An entry cannot be changed once sent: it waits for its files.
  const [uploading, setUploading] = useState(false);
  const length = contentLength(useWatch({ control: form.control, name: 'content' }));

  if (state.step === 'saved') return <EntrySaved outcome={state.outcome} />;

  // Held while it may be saved, and while the marketplace asks to wait: then its own countdown sends it again.
  const waiting =
    state.step === 'failed' && state.error instanceof MarketplaceError && state.error.action === 'retry-later';
  const locked =
    state.step === 'sending' || state.step === 'pending' || (state.step === 'failed' && state.uncertain) || waiting;
  const errors = form.formState.errors;

  return (
    <ScriptForm
      className="space-y-4"
      onFocus={resolver.preload}
      onSubmit={(e) =>
        void form.handleSubmit(async (values) => {
          if (!uploading) await send((await loadForm()).entryBody(values), values.attachments);
        })(e)
      }
    >
      <Field
        label="Your entry"
        hint={<span aria-live="polite">{entryLengthText(length)}</span>}
        error={errors.content?.message}
      >
        <Textarea {...form.register('content')} rows={6} readOnly={locked} placeholder={ENTRY_PLACEHOLDER} />
      </Field>
      <Controller
        control={form.control}
        name="attachments"
        render={({ field, fieldState }) => (
          <AttachmentPicker
            value={field.value}
            onChange={field.onChange}
            onUploading={setUploading}
            error={fieldState.error?.message}
            disabled={locked}
          />
        )}
      />
      {imageRequired && <p className="text-xs text-slate-600">{IMAGE_REQUIRED_NOTE}</p>}

      {state.step === 'pending' && <EntryPending retryAt={state.retryAt} raffleEndsAt={state.raffleEndsAt} />}
      {state.step === 'failed' && (
        <EntryFailed
          error={state.error}
          uncertain={state.uncertain}
          jobUrl={jobUrl}
          onResend={() => void send(state.body, filesOf(state.body, form.getValues('attachments')))}
          onEdit={edit}
        />
      )}

      {!locked && (
        <div className="space-y-1">
          <Button type="submit" disabled={form.formState.isSubmitting || uploading}>
            Send my entry
          </Button>
          {uploading && <p className="text-xs text-slate-600">Your entry can be sent once its files are uploaded.</p>}
        </div>
      )}
      {state.step === 'sending' && (
        <p role="status" className="text-sm text-slate-600">
          Sending your entry…
        </p>
      )}
    </ScriptForm>
  );
}
