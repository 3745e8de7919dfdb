/**
 * Where a purchase or a hire stands, in plain words, and what may be done
 * next: the one place that turns the marketplace's states (the checkout's
 * `status`, the order's `status`, `workStatus` and `fundingStatus`, the chat's
 * word on the order, a delivery, a refund) into the timeline people see and
 * the actions offered. Raw states never leave this module.
 */
import type { Tone } from '@/components/ui/badge';
import type { PurchaseStatus } from '@/lib/marketplace/checkout/terms';

export interface OrderFacts {
  /** The checkout's payment status (spec 3.1). */
  status: PurchaseStatus;
  /** Set once a payment is settled and the payment was sent on chain. */
  transactionId?: string | null;
  order?: { status: string; workStatus: string | null; fundingStatus: string | null } | null;
  /** The chat's latest word on the order: fresher than the purchase's, which is no longer read once the order is funded. */
  chat?: { orderStatus: string | undefined; delivered: boolean };
  /** A refund was credited (purchase history). */
  refunded?: boolean;
  /** The buyer approved the delivery on this page (before the next read says so). */
  approved?: boolean;
}

/** The stages of an order, in the order they happen; the last three end it. */
type Stage =
  | 'quote'
  | 'expired'
  | 'paying'
  | 'payment_review'
  | 'paid'
  | 'accepted'
  | 'in_progress'
  | 'delivered'
  | 'completed'
  | 'refunded'
  | 'cancelled'
  | 'order_expired';

/** How an order ended without completing: refunded, cancelled, or its time ran out (its job expired, spec 3.7). */
const ENDINGS = ['refunded', 'cancelled', 'order_expired'] as const;

const isEnding = (stage: Stage): stage is (typeof ENDINGS)[number] => (ENDINGS as readonly Stage[]).includes(stage);

type TimelineStep = 'paid' | 'accepted' | 'in_progress' | 'delivered' | 'completed' | (typeof ENDINGS)[number];

export interface Progress {
  stage: Stage;
  /** A short name for the stage, for badges and headings. */
  label: string;
  tone: Tone;
  /** What the stage means, and what happens or what to do next. */
  meaning: string;
  next: string;
  /** The timeline of the order; empty while nothing was paid. */
  steps: { id: TimelineStep; label: string; state: 'done' | 'current' | 'upcoming' }[];
  /** Money is moving or under review: warn that paying again would be a second order, never a replacement. */
  doNotPayAgain: boolean;
  actions: {
    /** The order room: chat with the seller. */
    chat: boolean;
    /** Approve the delivery and release the payment. */
    approve: boolean;
    /** Review the delivered work. */
    review: boolean;
    /** Ask for a new quote (nothing was ever paid). */
    requote: boolean;
  };
}

const WORDS: Record<Stage, Pick<Progress, 'label' | 'tone' | 'meaning' | 'next'>> = {
  quote: {
    label: 'Waiting for payment',
    tone: 'neutral',
    meaning: 'A quote exists, but nothing has been paid for it yet.',
    // The quote is paid in the checkout that asked for it (its wallet signs there), not from this page.
    next: 'Nothing to do here: an unpaid quote lapses on its own and costs nothing. To buy, start again from the listing.',
  },
  expired: {
    label: 'Quote expired',
    tone: 'neutral',
    meaning: 'The time to pay this quote ran out before any payment started.',
    next: 'Nothing was paid. You can ask for a new quote.',
  },
  paying: {
    label: 'Payment processing',
    tone: 'brand',
    meaning: 'Your payment is being checked and settled.',
    next: 'Wait: this page checks again on its own. Do not pay again.',
  },
  payment_review: {
    label: 'Payment under review',
    tone: 'warning',
    meaning: 'The payment could not be confirmed in time, so it is being reviewed.',
    next: 'Follow the guidance below. Do not pay again: a second payment would not replace this one.',
  },
  paid: {
    label: 'Paid',
    tone: 'brand',
    meaning: 'Your payment was settled. The order starts as soon as the payment is confirmed.',
    next: 'Wait: this page checks again on its own. Do not pay again.',
  },
  accepted: {
    label: 'Accepted',
    tone: 'brand',
    meaning: 'The payment is confirmed and the seller has your order.',
    next: 'Tell them anything they should know in the order room below.',
  },
  in_progress: {
    label: 'In progress',
    tone: 'brand',
    meaning: 'The seller is working on your order.',
    next: 'Talk to them in the order room below; the delivery arrives there.',
  },
  delivered: {
    label: 'Delivered',
    tone: 'success',
    meaning: 'The seller delivered the work.',
    next: 'Check it below, review it, and approve it to release the payment to the seller.',
  },
  completed: {
    label: 'Completed',
    tone: 'success',
    meaning: 'You approved the delivery and the seller has been paid.',
    next: 'Nothing more to do. The order room stays open if you need to write to the seller.',
  },
  refunded: {
    label: 'Refunded',
    tone: 'neutral',
    meaning: 'This order was cancelled and your payment refunded to your account’s balance.',
    next: 'Nothing more happens on this order.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'neutral',
    meaning: 'This order was cancelled.',
    next: 'Nothing more happens on this order. A refund, once credited, shows in your purchases.',
  },
  order_expired: {
    label: 'Expired',
    tone: 'neutral',
    meaning: 'This order’s time ran out before it was completed.',
    next: 'Nothing more happens on this order. A refund, once credited, shows in your purchases.',
  },
};

const STEP_LABEL: Record<TimelineStep, string> = {
  paid: 'Paid',
  accepted: 'Accepted',
  in_progress: 'In progress',
  delivered: 'Delivered',
  completed: 'Completed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  order_expired: 'Expired',
};

const ORDER_STEPS = ['paid', 'accepted', 'in_progress', 'delivered'] as const;

/** How far the work itself got, ignoring how the order ended. */
function workStage(facts: OrderFacts): (typeof ORDER_STEPS)[number] | 'completed' {
  const order = facts.order;
  const orderStatus = facts.chat?.orderStatus ?? order?.status;
  if (facts.approved || orderStatus === 'completed' || order?.workStatus === 'approved') return 'completed';
  if (facts.chat?.delivered || order?.workStatus === 'delivered' || orderStatus === 'review') return 'delivered';
  if (order?.workStatus === 'in_progress' || orderStatus === 'in_progress') return 'in_progress';
  if (order?.fundingStatus === 'funded' || orderStatus === 'open') return 'accepted';
  return 'paid';
}

function stageOf(facts: OrderFacts): Stage {
  switch (facts.status) {
    case 'awaiting_payment':
      return 'quote';
    case 'expired':
      return 'expired';
    case 'processing':
      return 'paying';
    case 'payment_review':
      return 'payment_review';
    case 'payment_submitted':
    case 'payment_confirmed': {
      const orderStatus = facts.chat?.orderStatus ?? facts.order?.status;
      if (facts.refunded || orderStatus === 'refunded') return 'refunded';
      if (orderStatus === 'cancelled') return 'cancelled';
      if (orderStatus === 'expired') return 'order_expired';
      return facts.status === 'payment_submitted' ? 'paid' : workStage(facts);
    }
  }
}

function timeline(stage: Stage, facts: OrderFacts): Progress['steps'] {
  if (stage === 'quote' || stage === 'expired' || stage === 'paying' || stage === 'payment_review') {
    return [...ORDER_STEPS, 'completed' as const].map((id) => ({ id, label: STEP_LABEL[id], state: 'upcoming' }));
  }
  if (isEnding(stage)) {
    // The steps the work reached, then how it ended.
    const reached = workStage({ ...facts, approved: false });
    const upTo = reached === 'completed' ? ORDER_STEPS.length : ORDER_STEPS.indexOf(reached) + 1;
    return [
      ...ORDER_STEPS.slice(0, upTo).map((id) => ({ id, label: STEP_LABEL[id], state: 'done' as const })),
      { id: stage, label: STEP_LABEL[stage], state: 'current' },
    ];
  }
  const all = [...ORDER_STEPS, 'completed' as const];
  const at = all.indexOf(stage);
  return all.map((id, i) => ({
    id,
    label: STEP_LABEL[id],
    state: i < at ? 'done' : i === at ? 'current' : 'upcoming',
  }));
}

/**
 * The progress shown when this browser sent a payment for the order without an answer: a checkout that still reads
 * as awaiting payment is then a payment in doubt, which may be on its way; it is never to be paid again.
 */
export function withPaymentInDoubt(progress: Progress, paymentInDoubt: boolean): Progress {
  if (!paymentInDoubt || progress.stage !== 'quote') return progress;
  return {
    ...progress,
    meaning: 'Your payment for this quote got no answer, so whether it went through is not known yet.',
    next: 'It may still be on its way: this page keeps checking. Do not pay again while it is in doubt.',
    doNotPayAgain: true,
  };
}

export function orderProgress(facts: OrderFacts): Progress {
  const stage = stageOf(facts);
  return {
    stage,
    ...WORDS[stage],
    steps: stage === 'expired' ? [] : timeline(stage, facts),
    doNotPayAgain:
      stage === 'paying' ||
      stage === 'paid' ||
      stage === 'payment_review' ||
      (stage === 'expired' && Boolean(facts.transactionId)),
    actions: {
      chat: stage === 'accepted' || stage === 'in_progress' || stage === 'delivered' || stage === 'completed',
      approve: stage === 'delivered',
      // The delivery can be reviewed before approving it or after: the review is separate from the approval (spec 4.3).
      review: stage === 'delivered' || stage === 'completed',
      requote: stage === 'expired' && !facts.transactionId,
    },
  };
}

export const KIND_LABEL = { store: 'Purchase', direct_hire: 'Hire' } as const;

const RECOVERY_ADVICE: Record<string, string> = {
  settlement_uncertain:
    'It is not yet known whether your payment was settled. Support resolves it from the payment record; this page shows the outcome.',
  settlement_failed: 'Your payment was checked but could not be settled. Contact support with the order number below.',
  funding_unconfirmed:
    'Your payment was settled, but its arrival was not confirmed in time. Support matches it to your order; this page shows the outcome.',
};

/** What a payment under review needs, in our words where the reason is known, else the marketplace's own guidance. */
export const recoveryAdvice = (recovery: { reason: string; guidance: string }): string =>
  RECOVERY_ADVICE[recovery.reason] ?? recovery.guidance;
