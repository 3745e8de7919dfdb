'use client';

/**
 * The social job form's state: its rules as typed, and creating the job once.
 * Creating is not idempotent upstream: the key is kept for the same job asked
 * again after a refusal, and after a lost answer nothing is sent again, in this
 * page or (through the proxy's journal) after a reload or in another tab.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { startingValues, useFirstUse, type FirstUse } from '@/components/ui/form-on-first-use';
import { mayHaveHappened } from '@/lib/marketplace/errors';
import { accountQueries } from '@/lib/marketplace/account/client';
import { accountWire } from '@/lib/marketplace/account/terms';
import { createExternalJob, launchCalls, newLaunchKey } from '@/lib/marketplace/launch/client';
import type { ExternalCreated } from '@/lib/marketplace/launch/contract';
import { emptyExternal, externalBody, externalRules, type ExternalValues } from '@/lib/marketplace/launch/form-values';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { readUntilSince } from '@/lib/marketplace/polling';
import { canonicalJson } from '@/lib/marketplace/canonical-json';
import { freshOperations, uncertainFor } from '@/lib/marketplace/recovery';
import { isRecord } from '@/lib/marketplace/values';

const resolver = lazyZodResolver<ExternalValues>(
  async () => (await import('@/lib/marketplace/launch/form')).externalSchema,
);

export type ExternalOutcome =
  | { kind: 'created'; job: ExternalCreated; total: string }
  /** No answer said how a create went: this one (`earlierAt` undefined), or an earlier one of this session. */
  | { kind: 'uncertain'; fromBalance: boolean; earlierAt?: string };

/** `firstUse`: what the form's stand-in held when it took over. */
export function useExternalJob(firstUse?: FirstUse) {
  const form = useForm<ExternalValues>({
    resolver,
    defaultValues: startingValues(emptyExternal(), firstUse),
    mode: 'onChange',
  });
  useFirstUse(form, firstUse);
  const values = useWatch({ control: form.control }) as ExternalValues;
  const queryClient = useQueryClient();
  // One key per intended job, kept while the same job is asked for again after a refusal.
  const [operation, setOperation] = useState<{ key: string; fingerprint: string } | null>(null);
  const [outcome, setOutcome] = useState<ExternalOutcome | null>(null);
  // The journal could not be read, so whether the same job is already in doubt is not known: nothing is sent.
  const [checkError, setCheckError] = useState<unknown>(null);
  // A rule that depends on another field is checked again when that field changes, once it was typed in.
  const recheck = (...names: ('maxCompletions' | 'message' | 'total')[]) => {
    const typed = names.filter((name) => form.getFieldState(name).isDirty);
    if (typed.length > 0) void form.trigger(typed);
  };
  const create = useMutation({
    mutationFn: ({ body, key }: { body: ReturnType<typeof externalBody>; key: string }) => createExternalJob(body, key),
  });

  /**
   * A social job this session sent earlier (before a reload, from another tab) with no answer saying how it went: the
   * same job, or any other (it may have been created and the balance debited, whatever is typed now).
   */
  const earlierInDoubt = async (fingerprint: string) => {
    const operations = await freshOperations(queryClient);
    const same = (intent: Record<string, unknown>) =>
      isRecord(intent.body) && canonicalJson(intent.body) === fingerprint;
    return (
      uncertainFor(operations, launchCalls.externalCreate.id, same) ??
      uncertainFor(operations, launchCalls.externalCreate.id, () => true)
    );
  };

  // A second press while the first is still finding its key (the journal read) is the same press: one job, one debit.
  const submitting = useRef(false);
  const submit = async (v: ExternalValues) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send(v);
    } finally {
      submitting.current = false;
    }
  };

  const send = async (v: ExternalValues) => {
    const body = externalBody(v);
    const fingerprint = canonicalJson(body);
    let key = operation?.fingerprint === fingerprint ? operation.key : undefined;
    if (!key) {
      setCheckError(null);
      try {
        const earlier = await earlierInDoubt(fingerprint);
        if (earlier) {
          const { body: sent } = earlier.body;
          return setOutcome({
            kind: 'uncertain',
            fromBalance: isRecord(sent) && sent.balance_payment === 1,
            earlierAt: canonicalJson(sent) === fingerprint ? undefined : earlier.createdAt,
          });
        }
      } catch (error) {
        return setCheckError(error);
      }
      key = newLaunchKey();
    }
    setOperation({ key, fingerprint });
    const since = Date.now();
    try {
      const job = await create.mutateAsync({ body, key });
      setOperation(null);
      setOutcome({ kind: 'created', job, total: v.total.trim() });
      // The balance changed: read it again once the profile's window lets a new answer through.
      if (job.balancePayment === 1)
        void readUntilSince(
          () => queryClient.fetchQuery({ ...accountQueries.profile(), staleTime: 0 }),
          since,
          accountWire.profile.window,
        );
    } catch (error) {
      if (mayHaveHappened(error)) setOutcome({ kind: 'uncertain', fromBalance: body.balance_payment === 1 });
    }
  };

  return {
    form,
    values,
    rules: externalRules(values),
    recheck,
    create,
    checkError,
    submit,
    outcome,
    preload: resolver.preload,
  };
}
