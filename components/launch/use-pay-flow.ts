'use client';

/**
 * The steps of one paid launch: the challenge for the request (under the
 * launch's key), the check that it asks no more than the price shown, the
 * wallet's signature capped at that amount, and the identical request sent
 * again with it, under the same key (or, for new work whose challenge names
 * its job's own payment address, to that address: `paidRetryOf`). No answer
 * after a payment leads to recovery by wallet proof, never to a second payment.
 */
import { useEffect, useRef, useState } from 'react';
import { MarketplaceError, mayHaveHappened } from '@/lib/marketplace/errors';
import { paidPathOf, paidRetryOf, sendPaid, type PaidAnswer, type PaidTarget } from '@/lib/marketplace/launch/client';
import {
  askedAtomic,
  requirementToSign,
  resourcePathFor,
  type Challenge as GuardedChallenge,
  type Confirmed,
  type PaymentTerms,
} from '@/lib/marketplace/payment-guard';
import { SOLANA_RPC_PATH } from '@/lib/wallet/providers';
import { useSessionSummary } from '@/components/account/use-session-summary';
import { connectToPay, type WalletChoice } from '@/lib/wallet/use-wallets';
import { fromWallet } from '@/lib/wallet/wallet-checks';
import { signPayment } from '@/lib/wallet/x402';
import type { LaunchOperation } from './use-launch';

type Challenge = Extract<PaidAnswer, { kind: 'challenge' }>['paymentRequired'];
type Paid = Extract<PaidAnswer, { kind: 'paid' }>['job'];

export type PayPhase =
  /** `sending`: the signed payment is on its way; until its answer, the dialog cannot be closed on it. */
  | { name: 'working'; label: string; sending?: boolean }
  /** The price to pay, checked against the one shown; `problem` when the last attempt was refused (nothing was charged). */
  | { name: 'confirm'; challenge: Challenge; atomic: string; problem?: unknown }
  | { name: 'waiting'; until: number; reason: string; retry: () => void }
  /** No payment was asked for: the challenge could not be had, or asks more than shown. */
  | { name: 'failed'; error: unknown }
  | { name: 'paid'; job: Paid }
  | { name: 'already-paid'; jobId: string }
  /** A payment left and no certain answer came back. */
  | { name: 'uncertain' };

/** Refusals for now: a wait, then the same step again. A payment of the job being confirmed is one: never "nothing was paid". */
const WAIT_AND_RETRY = new Set(['SERVICE_UNAVAILABLE', 'RATE_LIMITED', 'X402_PAYMENT_PENDING']);

export function shouldWait(error: unknown): error is MarketplaceError & { retryAt: number } {
  return (
    error instanceof MarketplaceError &&
    error.retryAt !== undefined &&
    (WAIT_AND_RETRY.has(error.code) || error.status === 503 || error.status === 429)
  );
}

export function usePayFlow(
  operation: LaunchOperation,
  terms: PaymentTerms | null,
  callbacks: {
    /** `paidTo`: where the payment in doubt went, when not under the launch's own key and route. */
    onUncertain: (uncertain: boolean, paidTo?: PaidTarget) => void;
    onSettled: () => void;
  },
) {
  const { launch, key } = operation;
  const signedIn = useSessionSummary()?.account;
  /** What the person confirms: the price the page showed, on the launch's network, for the route paid. */
  const confirmed = (): Confirmed => {
    if (!terms) throw new MarketplaceError({ status: 0, code: 'PAYMENT_TERMS_UNKNOWN' });
    return {
      network: launch.network,
      maxAtomic: launch.price.atomic,
      resourcePath: paidPathOf(launch.request),
      mayNameJobPayment: launch.request.kind !== 'jobPay',
      terms,
    };
  };
  /** Where the payment signed for this challenge goes. */
  const targetOf = (challenge: Challenge): PaidTarget => {
    const guarded = challenge as GuardedChallenge;
    return paidRetryOf(launch.request, key, resourcePathFor(guarded, requirementToSign(guarded, confirmed())));
  };
  const [phase, setPhase] = useState<PayPhase>(
    operation.uncertain ? { name: 'uncertain' } : { name: 'working', label: 'Asking the marketplace for the price…' },
  );
  const settle = (next: PayPhase) => {
    setPhase(next);
    if (next.name === 'paid' || next.name === 'already-paid') callbacks.onSettled();
  };

  const answered = (answer: PaidAnswer, problem?: unknown) => {
    if (answer.kind === 'paid') return settle({ name: 'paid', job: answer.job });
    if (answer.kind === 'already-paid') return settle({ name: 'already-paid', jobId: answer.jobId });
    // The requirement to sign, refused before anything is offered when it is not what the page showed.
    const requirement = requirementToSign(answer.paymentRequired as GuardedChallenge, confirmed());
    setPhase({
      name: 'confirm',
      challenge: answer.paymentRequired,
      atomic: askedAtomic(answer.paymentRequired, requirement),
      problem: problem ?? answer.refusal,
    });
  };

  const askPrice = async () => {
    setPhase({ name: 'working', label: 'Asking the marketplace for the price…' });
    try {
      answered(await sendPaid(launch.request, key));
    } catch (error) {
      if (shouldWait(error))
        setPhase({ name: 'waiting', until: error.retryAt, reason: error.message, retry: () => void askPrice() });
      else if (error instanceof MarketplaceError && error.code === 'X402_JOB_ALREADY_PAID')
        settle({ name: 'already-paid', jobId: '' });
      else setPhase({ name: 'failed', error });
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (started.current || operation.uncertain) return;
    started.current = true;
    void askPrice();
    // Once per dialog: the challenge is asked for when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = async (challenge: Challenge, atomic: string, signature: string) => {
    setPhase({ name: 'working', label: 'Sending the payment…', sending: true });
    const target = targetOf(challenge);
    callbacks.onUncertain(true, target.key === key ? undefined : target);
    try {
      const answer = await sendPaid(target.request, target.key, { signature, x402Version: challenge.x402Version });
      callbacks.onUncertain(false);
      answered(answer);
    } catch (error) {
      if (shouldWait(error))
        return setPhase({
          name: 'waiting',
          until: error.retryAt,
          reason: error.message,
          retry: () => void send(challenge, atomic, signature),
        });
      if (mayHaveHappened(error)) return setPhase({ name: 'uncertain' });
      callbacks.onUncertain(false);
      if (error instanceof MarketplaceError && error.code === 'X402_JOB_ALREADY_PAID')
        return settle({ name: 'already-paid', jobId: '' });
      setPhase({ name: 'confirm', challenge, atomic, problem: error });
    }
  };

  /** Sign with a wallet, capped at the amount on screen, and send. */
  const pay = async (challenge: Challenge, atomic: string, choice: WalletChoice) => {
    setPhase({ name: 'working', label: `Connecting ${choice.name}…` });
    try {
      const wallet = await connectToPay(choice, signedIn);
      setPhase({ name: 'working', label: `Confirm the payment in ${choice.name}…` });
      const signature = await signPayment(
        { paymentRequired: challenge as never, confirmed: confirmed() },
        wallet,
        new URL(SOLANA_RPC_PATH, window.location.origin).toString(),
      );
      await send(challenge, atomic, signature);
    } catch (error) {
      setPhase({ name: 'confirm', challenge, atomic, problem: fromWallet(error) });
    }
  };

  return {
    phase,
    pay: (c: Challenge, atomic: string, w: WalletChoice) => void pay(c, atomic, w),
    askPrice: () => void askPrice(),
  };
}
