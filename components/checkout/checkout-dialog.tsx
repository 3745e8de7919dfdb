'use client';

/**
 * Buying a listing or hiring a worker with x402. The request is built from the
 * contract's schema, sent once for a quote (402), shown in full, signed by the
 * wallet with the official x402 client capped at the confirmed amount, and sent
 * again unchanged with PAYMENT-SIGNATURE. The idempotency key is made once per
 * intended operation and never replaced after a payment was sent: a timeout
 * leads to "check status", never to a second payment.
 */
import { Loader2, Plus, Trash2, Wallet } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/states';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { plainIssue } from '@/lib/marketplace/query-params';
import { safeParse } from '@/lib/marketplace/schema';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { SOLANA_RPC_PATH, WalletProviders } from '@/lib/wallet/providers';
import { useWalletChoices, type WalletChoice } from '@/lib/wallet/use-wallets';
import { signPayment } from '@/lib/wallet/x402';
import { NETWORK_LABEL, QuoteSummary } from './quote-summary';
import { CHECKOUT_LIMITS, hireBodySchema, purchaseBodySchema, type HireBody, type PurchaseBody, type CheckoutKind } from '@/lib/marketplace/checkout/contract';
import { newIdempotencyKey, type Network } from '@/lib/marketplace/schema';
import { postCheckout, type CheckoutAnswer } from '@/lib/marketplace/checkout/client';

export type CheckoutTarget = { kind: 'store'; productId: string; productName: string } | { kind: 'hire'; nickname: string };

type Quote = Extract<CheckoutAnswer, { kind: 'quote' }>;

type Phase =
  | { name: 'form' }
  | { name: 'working'; label: string; quote?: Quote }
  | { name: 'quote'; quote: Quote; refusal?: MarketplaceError }
  | { name: 'waiting'; until: number; reason: string; retry: () => void; quote?: Quote }
  | { name: 'uncertain'; quote: Quote; error: unknown }
  | { name: 'stale'; quote: Quote; error: MarketplaceError }
  | { name: 'failed'; error: unknown; quote?: Quote };

/** Errors after which the same request may be sent again unchanged, after Retry-After. */
const WAIT_AND_RETRY = new Set(['DIRECT_HIRE_USER_BUSY', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED']);
/** Quotes that can no longer be paid: a new quote (and key) is the way forward; nothing was charged. */
const QUOTE_GONE = new Set(['CHECKOUT_QUOTE_EXPIRED', 'CHECKOUT_QUOTE_TOO_LATE']);

function shouldWait(error: unknown): error is MarketplaceError & { retryAt: number } {
  return error instanceof MarketplaceError && error.retryAt !== undefined && (WAIT_AND_RETRY.has(error.code) || error.status === 503 || error.status === 429);
}

/** No answer came back: the request may have gone through. */
function isUncertain(error: unknown): boolean {
  return error instanceof MarketplaceError && (error.status === 0 || error.status === 502 || error.status === 504);
}

function Waiting({ until, reason, onDone }: { until: number; reason: string; onDone: () => void }) {
  const left = useSecondsLeft(until);
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  return (
    <p role="status" className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {reason} Trying again in {formatDuration(left)}…
    </p>
  );
}

function Field({ label, error, children, hint }: { label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <label className="block space-y-1 text-sm">
      <span className="font-medium text-slate-800">{label}</span>
      {children}
      {hint && !error && <span className="block text-xs text-slate-500">{hint}</span>}
      {error && (
        <span role="alert" className="block text-xs text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}

function CheckoutFlow({ target, onClose }: { target: CheckoutTarget; onClose: () => void }) {
  const router = useRouter();
  const kind: CheckoutKind = target.kind;
  const [network, setNetwork] = useState<Network>('solana');
  const [description, setDescription] = useState('');
  const [budget, setBudget] = useState('');
  const [attachments, setAttachments] = useState<string[]>([]);
  const [formError, setFormError] = useState<string>();
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  // One key per intended operation: kept across retries, replaced only when the request itself changes before any payment was sent.
  const [operation, setOperation] = useState<{ key: string; fingerprint: string; body: PurchaseBody | HireBody } | null>(null);
  const [paymentSent, setPaymentSent] = useState(false);
  const choices = useWalletChoices(network);

  const draft = (key: string): PurchaseBody | HireBody => {
    const files = attachments.map((a) => a.trim()).filter(Boolean);
    if (target.kind === 'store') {
      return {
        productId: target.productId,
        network,
        idempotencyKey: key,
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(files.length ? { attachments: files } : {}),
      };
    }
    return { nickname: target.nickname, description: description.trim(), budgetUsd: budget.trim(), network, idempotencyKey: key, ...(files.length ? { attachments: files } : {}) };
  };

  const goToPurchase = (purchaseId: string) => {
    onClose();
    router.push(`/purchases/${encodeURIComponent(purchaseId)}?kind=${kind}`);
  };

  const requestQuote = async (requestBody: PurchaseBody | HireBody) => {
    setPhase({ name: 'working', label: 'Asking the marketplace for a quote…' });
    try {
      const answer = await postCheckout(kind, requestBody);
      if (answer.kind === 'purchase') return goToPurchase(answer.purchase.purchaseId);
      setPhase({ name: 'quote', quote: answer });
    } catch (error) {
      if (shouldWait(error)) setPhase({ name: 'waiting', until: error.retryAt, reason: error.message, retry: () => void requestQuote(requestBody) });
      else setPhase({ name: 'failed', error });
    }
  };

  const startQuote = () => {
    const fingerprint = canonicalJson({ ...draft(''), idempotencyKey: '' });
    // A changed request before any payment is a new operation with a new key.
    const key = operation && operation.fingerprint === fingerprint ? operation.key : newIdempotencyKey(kind === 'store' ? 'purchase' : 'hire');
    const requestBody = draft(key);
    const parsed = target.kind === 'store' ? safeParse(purchaseBodySchema, requestBody) : safeParse(hireBodySchema, requestBody);
    if (!parsed.success) return setFormError(plainIssue(parsed.error));
    setFormError(undefined);
    setOperation({ key, fingerprint, body: requestBody });
    void requestQuote(requestBody);
  };

  const sendPayment = async (quote: Quote, signature: string) => {
    const body = operation?.body;
    if (!body) return;
    setPhase({ name: 'working', label: 'Sending the payment…', quote });
    setPaymentSent(true);
    try {
      const answer = await postCheckout(kind, body, signature);
      if (answer.kind === 'purchase') return goToPurchase(answer.purchase.purchaseId);
      setPhase({ name: 'quote', quote: answer, refusal: answer.refusal });
    } catch (error) {
      if (shouldWait(error)) setPhase({ name: 'waiting', until: error.retryAt, reason: error.message, retry: () => void sendPayment(quote, signature), quote });
      else if (isUncertain(error) || (error instanceof MarketplaceError && error.code === 'CHECKOUT_PAYMENT_REPLAYED')) setPhase({ name: 'uncertain', quote, error });
      else if (error instanceof MarketplaceError && QUOTE_GONE.has(error.code)) setPhase({ name: 'stale', quote, error });
      else setPhase({ name: 'failed', error, quote });
    }
  };

  const pay = async (quote: Quote, choice: WalletChoice) => {
    setPhase({ name: 'working', label: `Connecting ${choice.name}…`, quote });
    try {
      const wallet = await choice.connect();
      setPhase({ name: 'working', label: `Confirm the payment in ${choice.name}…`, quote });
      const requirement = quote.paymentRequired.accepts.find((r) => r.network.startsWith(network === 'base' ? 'eip155:' : 'solana:'));
      const signature = await signPayment(
        { paymentRequired: quote.paymentRequired as never, confirmedAtomic: requirement?.amount ?? quote.checkout.payment.amountAtomic },
        wallet,
        new URL(SOLANA_RPC_PATH, window.location.origin).toString(),
      );
      await sendPayment(quote, signature);
    } catch (error) {
      setPhase({ name: 'failed', error, quote });
    }
  };

  const newQuote = () => {
    setOperation(null);
    setPaymentSent(false);
    setPhase({ name: 'form' });
  };

  if (phase.name === 'working') {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {phase.label}
      </p>
    );
  }

  if (phase.name === 'waiting') return <Waiting until={phase.until} reason={phase.reason} onDone={phase.retry} />;

  if (phase.name === 'uncertain') {
    return (
      <div className="space-y-3">
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Do not pay again</p>
          <p className="mt-1">
            The marketplace did not confirm in time, so the payment may have gone through. Check the order’s status with its original identifiers; it will show whether you paid.
          </p>
        </div>
        <div className="flex justify-end">
          <Button onClick={() => goToPurchase(phase.quote.checkout.id)}>Check status</Button>
        </div>
      </div>
    );
  }

  if (phase.name === 'stale') {
    return (
      <div className="space-y-3">
        <ErrorState error={phase.error} title="This quote can no longer be paid" />
        <p className="text-sm text-slate-600">Nothing was charged for it. A new quote starts a new checkout.</p>
        <div className="flex justify-end">
          <Button onClick={newQuote}>Get a new quote</Button>
        </div>
      </div>
    );
  }

  if (phase.name === 'quote' || (phase.name === 'failed' && phase.quote)) {
    const quote = phase.name === 'quote' ? phase.quote : phase.quote!;
    const problem = phase.name === 'quote' ? phase.refusal : phase.error;
    return (
      <div className="space-y-4">
        <QuoteSummary checkout={quote.checkout} />
        {problem !== undefined && <ErrorState error={problem} title={paymentSent ? 'The payment was not accepted' : 'That did not work'} />}
        <div className="space-y-2">
          <p className="text-sm font-medium">Pay with a {NETWORK_LABEL[network]} wallet</p>
          {choices.length === 0 ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">No {NETWORK_LABEL[network]} wallet was found in this browser.</p>
          ) : (
            <ul className="space-y-2" aria-label={`${NETWORK_LABEL[network]} wallets`}>
              {choices.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    onClick={() => void pay(quote, choice)}
                    className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50"
                  >
                    {choice.icon ? (
                      // eslint-disable-next-line @next/next/no-img-element -- wallet icons are data URIs from the wallets themselves
                      <img src={choice.icon} alt="" className="size-7 rounded" />
                    ) : (
                      <Wallet className="size-7 p-1 text-slate-500" aria-hidden="true" />
                    )}
                    <span className="flex-1 text-sm font-medium">
                      Pay {quote.checkout.payment.amount} USDC with {choice.name}
                    </span>
                    {choice.sandbox && <Badge tone="warning">Sandbox</Badge>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {!paymentSent && (
          <Button variant="ghost" size="sm" onClick={newQuote}>
            Change the order
          </Button>
        )}
      </div>
    );
  }

  // The form (also after a failure that produced no quote).
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        startQuote();
      }}
    >
      {phase.name === 'failed' && <ErrorState error={phase.error} title="No quote was made" />}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Pay on</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['solana', 'base'] as const).map((n) => (
            <label
              key={n}
              className={`flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm ${network === n ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
            >
              <input type="radio" name="network" value={n} checked={network === n} onChange={() => setNetwork(n)} />
              {NETWORK_LABEL[n]} (USDC)
            </label>
          ))}
        </div>
      </fieldset>
      {target.kind === 'hire' && (
        <Field
          label="Budget (USD, includes the platform fee)"
          hint={`Between ${CHECKOUT_LIMITS.budgetMin} and ${CHECKOUT_LIMITS.budgetMax}, at most 2 decimals. The worker receives 90%.`}
        >
          <input
            name="budgetUsd"
            inputMode="decimal"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            placeholder="25.00"
            className="h-10 w-full rounded-md border border-slate-300 px-3"
          />
        </Field>
      )}
      <Field
        label={target.kind === 'hire' ? 'What should the work be?' : 'Notes for the seller (optional)'}
        hint={`Up to ${CHECKOUT_LIMITS.descriptionMax.toLocaleString()} characters.`}
      >
        <textarea
          name="description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={CHECKOUT_LIMITS.descriptionMax}
          rows={4}
          className="w-full rounded-md border border-slate-300 p-3"
        />
      </Field>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">Attachments (optional)</p>
        <p className="text-xs text-slate-500">Up to {CHECKOUT_LIMITS.attachmentsMax} links to files you uploaded (trusted-upload URLs).</p>
        {attachments.map((url, i) => (
          <div key={i} className="flex gap-2">
            <input
              aria-label={`Attachment ${i + 1}`}
              value={url}
              maxLength={CHECKOUT_LIMITS.urlMax}
              onChange={(e) => setAttachments(attachments.map((a, j) => (j === i ? e.target.value : a)))}
              placeholder="https://…"
              className="h-9 flex-1 rounded-md border border-slate-300 px-3 text-sm"
            />
            <Button variant="ghost" size="sm" aria-label={`Remove attachment ${i + 1}`} onClick={() => setAttachments(attachments.filter((_, j) => j !== i))}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        {attachments.length < CHECKOUT_LIMITS.attachmentsMax && (
          <Button variant="secondary" size="sm" onClick={() => setAttachments([...attachments, ''])}>
            <Plus className="size-4" aria-hidden="true" /> Add an attachment
          </Button>
        )}
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Get a quote</Button>
      </div>
    </form>
  );
}

export default function CheckoutDialog({ target, sandbox, onClose }: { target: CheckoutTarget; sandbox: boolean; onClose: () => void }) {
  const title = target.kind === 'store' ? `Buy “${target.productName}”` : `Hire ${target.nickname}`;
  return (
    <Dialog open onClose={onClose} title={title}>
      <WalletProviders sandbox={sandbox}>
        <CheckoutFlow target={target} onClose={onClose} />
      </WalletProviders>
    </Dialog>
  );
}
