import { type PurchaseStatus } from '@/lib/marketplace/checkout/contract';

/** Every checkout state of spec 3.1 in plain words, with what happens next and whether paying again is ever right. */
export const STATUS_COPY: Record<
  PurchaseStatus,
  { label: string; tone: 'neutral' | 'brand' | 'success' | 'warning' | 'danger'; meaning: string; next: string; doNotPayAgain: boolean }
> = {
  awaiting_payment: {
    label: 'Waiting for payment',
    tone: 'neutral',
    meaning: 'A quote exists but nothing has been paid for it yet.',
    next: 'Pay it before it expires, or let it lapse: an unpaid quote costs nothing.',
    doNotPayAgain: false,
  },
  processing: {
    label: 'Processing payment',
    tone: 'brand',
    meaning: 'Your payment is being verified and settled.',
    next: 'Wait: this page checks again on its own. Do not pay again.',
    doNotPayAgain: true,
  },
  payment_submitted: {
    label: 'Payment submitted',
    tone: 'brand',
    meaning: 'Your payment was settled; the marketplace is waiting for the funding receipt.',
    next: 'Wait for confirmation: this page checks again on its own. Do not pay again.',
    doNotPayAgain: true,
  },
  payment_confirmed: {
    label: 'Payment confirmed',
    tone: 'success',
    meaning: 'The payment arrived and the order is funded.',
    next: 'The seller is assigned automatically; talk to them in the order room below.',
    doNotPayAgain: true,
  },
  payment_review: {
    label: 'Payment under review',
    tone: 'warning',
    meaning: 'The settlement could not be confirmed in time and needs a review.',
    next: 'Follow the recovery guidance. Do not pay again: a second payment would not replace this one.',
    doNotPayAgain: true,
  },
  expired: {
    label: 'Quote expired',
    tone: 'neutral',
    meaning: 'The payment window closed before a payment started.',
    next: 'Nothing was paid. You can ask for a new quote.',
    doNotPayAgain: false,
  },
};

export const KIND_LABEL = { store: 'Purchase', direct_hire: 'Hire' } as const;
