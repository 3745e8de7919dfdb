'use client';

/**
 * Writing to the seller: one message and an optional file link, sent once per
 * content (a retry of the same text keeps its key, so it is never sent twice),
 * at most once per 15 s.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorState } from '@/components/ui/states';
import { MarketplaceError, mayHaveHappened } from '@/lib/marketplace/errors';
import type { ChatSendBody } from '@/lib/marketplace/orders/contract';
import { ORDER_LIMITS } from '@/lib/marketplace/orders/terms';
import { addSentMessage, sendChatMessage } from '@/lib/marketplace/orders/client';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { ChatForm } from '@/lib/marketplace/orders/form';
import { chatBody, type ChatFormValues } from '@/lib/marketplace/orders/form-values';
import { canonicalJson } from '@/lib/marketplace/canonical-json';
import { isRecord, newIdempotencyKey } from '@/lib/marketplace/values';
import { forgetKept, keep, readKept } from '@/lib/tab-storage';
import { Icon } from '@/components/ui/icon';
import { ScriptForm } from '@/components/ui/script-form';

const SEND_COOLDOWN_MS = ORDER_LIMITS.sendCooldownSeconds * 1000;
const resolver = lazyZodResolver<ChatFormValues, ChatForm>(
  async () => (await import('@/lib/marketplace/orders/form')).chatFormSchema,
);

/** A message on its way: its key, its content as sent, and the form's values, so a retry (even after a reload) is the same send. */
interface PendingMessage {
  key: string;
  content: string;
  values: ChatFormValues;
}

/** Kept in the tab per order room (its handle is this session's own), until its answer says what became of it. */
const keptKey = (handle: string) => `marketplace.chat-send.v1:${handle}`;

function keptMessage(handle: string): PendingMessage | null {
  const kept = readKept(keptKey(handle));
  if (!isRecord(kept) || typeof kept.key !== 'string' || typeof kept.content !== 'string') return null;
  const { values } = kept;
  if (!isRecord(values) || typeof values.message !== 'string' || typeof values.file !== 'string') return null;
  return { key: kept.key, content: kept.content, values: { message: values.message, file: values.file } };
}

/** What the tab kept for each open room when it first looked: its own later sends do not change what it restored. */
const restoredAtLoad = new Map<string, PendingMessage | null>();
const keptAtLoad = (handle: string): PendingMessage | null => {
  if (!restoredAtLoad.has(handle)) restoredAtLoad.set(handle, keptMessage(handle));
  return restoredAtLoad.get(handle) ?? null;
};
const unchanging = () => () => undefined;

export function Composer({ handle, seller }: { handle: string; seller: string | undefined }) {
  const to = seller ?? 'the seller';
  const queryClient = useQueryClient();
  // The key of the message being sent: kept for retries of the same content, replaced when the content changes.
  const pending = useRef<PendingMessage | null>(null);
  const form = useForm<ChatFormValues, unknown, ChatForm>({
    resolver,
    defaultValues: { message: '', file: '' },
  });
  // A message whose answer was lost before a reload comes back as it was, to go again under its key.
  // Read once the page is in the browser (the server has no tab storage), so both render the empty form first.
  const kept = useSyncExternalStore(
    unchanging,
    () => keptAtLoad(handle),
    () => null,
  );
  const restored = kept !== null;
  useEffect(() => {
    if (!kept) return;
    pending.current = kept;
    form.reset(kept.values);
  }, [form, kept]);
  // Opened again later (another visit in this tab), the room looks at what the tab keeps afresh.
  useEffect(() => () => void restoredAtLoad.delete(handle), [handle]);
  const [cooldownUntil, setCooldownUntil] = useState<number>();
  const cooldown = useSecondsLeft(cooldownUntil);
  const settled = () => {
    pending.current = null;
    forgetKept(keptKey(handle));
    restoredAtLoad.set(handle, null);
  };
  const send = useMutation({
    mutationFn: (body: ChatSendBody) => sendChatMessage(handle, body),
    onSuccess: (result) => {
      addSentMessage(queryClient, handle, result.message);
      settled();
      setCooldownUntil(Date.now() + SEND_COOLDOWN_MS);
    },
    onError: (error) => {
      if (error instanceof MarketplaceError && error.retryAt) setCooldownUntil(error.retryAt);
      // Refused for good: nothing was sent, and a new try is a new message. A wait, or no answer, keeps the key.
      if (error instanceof MarketplaceError && !mayHaveHappened(error) && !error.retryAt) settled();
    },
  });

  const sendForm = (values: ChatForm) => {
    const content = canonicalJson(values);
    if (pending.current?.content !== content)
      pending.current = { key: newIdempotencyKey('chat'), content, values: form.getValues() };
    keep(keptKey(handle), pending.current);
    // Cleared once sent, unless more was typed while it was on its way: that is the next message.
    const typed = JSON.stringify(form.getValues());
    send.mutate(chatBody(values, pending.current.key), {
      onSuccess: () => JSON.stringify(form.getValues()) === typed && form.reset(),
    });
  };
  const length = useWatch({ control: form.control, name: 'message' }).length;
  const { errors } = form.formState;

  return (
    <ScriptForm
      className="space-y-2 border-t border-slate-200 pt-3"
      onSubmit={(e) => void form.handleSubmit(sendForm)(e)}
      onFocus={resolver.preload}
    >
      <Field
        label={`Message to ${to}`}
        labelHidden
        error={errors.message?.message}
        hint={`${length.toLocaleString('en-US')} of ${ORDER_LIMITS.chatMessageMax.toLocaleString('en-US')} characters`}
      >
        <Textarea
          {...form.register('message')}
          maxLength={ORDER_LIMITS.chatMessageMax}
          rows={3}
          placeholder={`Write to ${to}…`}
        />
      </Field>
      <Field label="Link to a file (optional)" labelHidden error={errors.file?.message}>
        <Input
          {...form.register('file')}
          type="url"
          inputMode="url"
          placeholder="https:// link to a file (optional)"
          className="h-9 text-sm"
        />
      </Field>
      {restored && !send.isError && (
        <p role="status" className="text-sm text-amber-900">
          This message got no answer before the page was reloaded, so it may have reached {to}. Send it as it is: it
          arrives once.
        </p>
      )}
      {send.isError && (
        <ErrorState
          error={send.error}
          title={mayHaveHappened(send.error) ? 'We could not confirm the message was sent' : 'The message was not sent'}
        />
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending || cooldown > 0}>
          <Icon name="send" className="size-4" />
          {send.isPending
            ? 'Sending…'
            : cooldown > 0
              ? `You can send again in ${formatDuration(cooldown)}`
              : send.isError
                ? 'Send again'
                : 'Send'}
        </Button>
      </div>
    </ScriptForm>
  );
}
