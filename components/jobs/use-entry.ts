'use client';

import { useCallback, useEffect, useState } from 'react';
import { MarketplaceError, mayHaveHappened } from '@/lib/marketplace/errors';
import { submitEntry, type EntryOutcome } from '@/lib/marketplace/jobs/calls';
import type { SubmissionBody } from '@/lib/marketplace/jobs/contract';
import type { AttachedMedia } from '@/lib/marketplace/jobs/form-values';
import { useSessionSummary } from '@/components/account/use-session-summary';
import { forgetEntryInProgress, saveEntryInProgress, type EntryInProgress } from './entry-in-progress';

export type EntryState =
  | { step: 'editing' }
  | { step: 'sending'; body: SubmissionBody }
  /** A place is raffled: the same body goes again by itself at `retryAt`. */
  | ({ step: 'pending' } & EntryInProgress)
  | { step: 'saved'; outcome: Extract<EntryOutcome, { kind: 'saved' }> }
  /** `uncertain`: the answer was lost, so the entry may be saved; only the identical body may go again. */
  | { step: 'failed'; body: SubmissionBody; error: unknown; uncertain: boolean };

/** Whether a failure leaves it open if the entry was saved (no answer, or a broken one); a 503 with Retry-After is only "not now". */
const isUncertain = (error: unknown): boolean => !(error instanceof MarketplaceError) || mayHaveHappened(error);

/**
 * Sending an entry. The body is the operation (no idempotency key): a pending
 * reservation is retried with the identical body when its countdown ends, and
 * after a lost answer only the identical body is offered again, so an entry is
 * never made twice.
 */
export function useEntry(customId: string, resumed?: EntryInProgress) {
  // Kept under the account that sends it; signed out, nothing is kept (nothing could be sent either).
  const accountId = useSessionSummary()?.account?.accountId;
  const [state, setState] = useState<EntryState>(resumed ? { step: 'pending', ...resumed } : { step: 'editing' });

  const send = useCallback(
    /** `attachments`: the files the body names, kept with a raffled entry; `raffleEndsAt`: a raffled entry's, sent again. */
    async (body: SubmissionBody, attachments?: AttachedMedia[], raffleEndsAt?: string) => {
      setState({ step: 'sending', body });
      try {
        const outcome = await submitEntry(customId, body);
        if (outcome.kind === 'pending') {
          const held = { body, attachments, retryAt: outcome.retryAt, raffleEndsAt: outcome.raffleEndsAt };
          if (accountId) saveEntryInProgress(customId, accountId, held);
          setState({ step: 'pending', ...held });
          return;
        }
        if (accountId) forgetEntryInProgress(customId, accountId);
        // The submissions page reads the history afresh each time it is opened: nothing here to update.
        setState({ step: 'saved', outcome });
      } catch (error) {
        // A raffled entry asked to wait (its cooldown) goes again by itself after the wait, as the page told the person.
        if (raffleEndsAt && error instanceof MarketplaceError && error.action === 'retry-later' && error.retryAt) {
          const held = { body, attachments, retryAt: error.retryAt, raffleEndsAt };
          if (accountId) saveEntryInProgress(customId, accountId, held);
          return setState({ step: 'pending', ...held });
        }
        const uncertain = isUncertain(error);
        // A refusal ends a raffled entry; one that may have been saved, or a wait, keeps it to go again unchanged.
        if (accountId && !uncertain && !(error instanceof MarketplaceError && error.action === 'retry-later'))
          forgetEntryInProgress(customId, accountId);
        setState({ step: 'failed', body, error, uncertain });
      }
    },
    [customId, accountId],
  );

  useEffect(() => {
    if (state.step !== 'pending') return;
    const timer = setTimeout(
      () => void send(state.body, state.attachments, state.raffleEndsAt),
      Math.max(0, state.retryAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state, send]);

  const edit = useCallback(() => setState({ step: 'editing' }), []);
  return { state, send, edit };
}
