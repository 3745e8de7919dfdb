/**
 * The entry form as it first shows, rendered on the server: the same fields, words and button, without the form's
 * code (the form library, its checks, the upload), which loads when a person starts with it and takes over what was
 * typed (`EntryFormOnFirstUse`). Its file button waits for the form: a file chosen before would have nowhere to go.
 */
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { AttachFilesLabel, AttachmentsHint } from './attach-files';
import { ENTRY_PLACEHOLDER, IMAGE_REQUIRED_NOTE, entryLengthText } from './words';
import { ScriptForm } from '@/components/ui/script-form';

export function EntryFormStandIn({ imageRequired }: { imageRequired: boolean }) {
  const hint = `${useId()}-hint`;
  return (
    <ScriptForm className="space-y-4">
      <Field label="Your entry" hint={<span aria-live="polite">{entryLengthText(0)}</span>}>
        <Textarea name="content" rows={6} placeholder={ENTRY_PLACEHOLDER} />
      </Field>
      <fieldset className="space-y-2 text-sm" aria-describedby={hint}>
        <legend className="font-medium text-slate-800">Files (optional)</legend>
        <AttachFilesLabel input={<input type="file" multiple className="sr-only" disabled />} />
        <AttachmentsHint id={hint} attached={0} />
      </fieldset>
      {imageRequired && <p className="text-xs text-slate-600">{IMAGE_REQUIRED_NOTE}</p>}
      <Button type="submit">Send my entry</Button>
    </ScriptForm>
  );
}
