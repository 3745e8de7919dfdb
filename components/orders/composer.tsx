'use client';

/**
 * Writing to the seller: one message and an optional file link, sent once per
 * content (a retry of the same text keeps its key, so it is never sent twice),
 * at most once per 15 s.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
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
import { newIdempotencyKey } from '@/lib/marketplace/values';

const SEND_COOLDOWN_MS = ORDER_LIMITS.sendCooldownSeconds * 1000;
const resolver = lazyZodResolver<ChatFormValues, ChatForm>(
  async () => (await import('@/lib/marketplace/orders/form')).chatFormSchema,
);

export function Composer({ handle, seller }: { handle: string; seller: string | undefined }) {
  const to = seller ?? 'the seller';
  const queryClient = useQueryClient();
  const form = useForm<ChatFormValues, unknown, ChatForm>({
    resolver,
    defaultValues: { message: '', file: '' },
  });
  const [cooldownUntil, setCooldownUntil] = useState<number>();
  const cooldown = useSecondsLeft(cooldownUntil);
  // The key of the message being sent: kept for retries of the same content, replaced when the content changes.
  const pending = useRef<{ key: string; content: string } | null>(null);
  const send = useMutation({
    mutationFn: (body: ChatSendBody) => sendChatMessage(handle, body),
    onSuccess: (result) => {
      addSentMessage(queryClient, handle, result.message);
      pending.current = null;
      setCooldownUntil(Date.now() + SEND_COOLDOWN_MS);
    },
    onError: (error) => {
      if (error instanceof MarketplaceError && error.retryAt) setCooldownUntil(error.retryAt);
    },
  });

  const sendForm = (values: ChatForm) => {
    const content = canonicalJson(values);
    if (pending.current?.content !== content) pending.current = { key: newIdempotencyKey('chat'), content };
    // Cleared once sent, unless more was typed while it was on its way: that is the next message.
    const typed = JSON.stringify(form.getValues());
    send.mutate(chatBody(values, pending.current.key), {
      onSuccess: () => JSON.stringify(form.getValues()) === typed && form.reset(),
    });
  };
  const length = useWatch({ control: form.control, name: 'message' }).length;
  const { errors } = form.formState;

  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-3"
      onSubmit={(e) => void form.handleSubmit(sendForm)(e)}
      onFocus={resolver.preload}
      noValidate
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
      {send.isError && (
        <ErrorState
          error={send.error}
          title={mayHaveHappened(send.error) ? 'We could not confirm the message was sent' : 'The message was not sent'}
        />
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending || cooldown > 0}>
          <Send className="size-4" aria-hidden="true" />
          {send.isPending
            ? 'Sending…'
            : cooldown > 0
              ? `You can send again in ${formatDuration(cooldown)}`
              : send.isError
                ? 'Send again'
                : 'Send'}
        </Button>
      </div>
    </form>
  );
}
