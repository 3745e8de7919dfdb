'use client';

/**
 * The order room of an activated order: chat with the seller (oldest first,
 * read at most once per 10 s, paged with afterId), idempotent sends with a
 * 15 s cooldown, approval (finalize) and the review of the delivery. The order
 * secret never reaches this page: it holds a vault handle the proxy turns
 * into X-Secret.
 */
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, FileText, Send, Star } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { Dialog } from '@/components/ui/dialog';
import { FetchedAt } from '@/components/ui/fetched-at';
import { ErrorState } from '@/components/ui/states';
import { toast } from '@/components/ui/toaster';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { plainIssue } from '@/lib/marketplace/query-params';
import { safeParse } from '@/lib/marketplace/schema';
import { formatAsset } from '@/lib/money';
import { ORDER_LIMITS, chatSendBodySchema, type ChatMessage, type ChatSendBody, type SelectedWinner } from '@/lib/marketplace/orders/contract';
import { newIdempotencyKey } from '@/lib/marketplace/schema';
import { finalizeOrder, readChat, reviewDelivery, sendChatMessage } from '@/lib/marketplace/orders/client';

const PAGE_SIZE = 50;
const READ_EVERY_MS = 10_500;
const SEND_COOLDOWN_MS = 15_000;

type Winner = SelectedWinner;

/** Messages accumulate; each read asks only for what came after the last one, at the window's pace. */
function useOrderChat(handle: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [winner, setWinner] = useState<Winner | null>(null);
  const [fetchedAt, setFetchedAt] = useState<number>();
  const [error, setError] = useState<unknown>();
  const [loaded, setLoaded] = useState(false);
  const lastId = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Reads move the afterId cursor; a message shown right after sending does not (others may sit before it). */
  const append = useCallback((incoming: ChatMessage[], fromRead = false) => {
    if (incoming.length === 0) return;
    setMessages((current) => {
      const seen = new Set(current.map((m) => m.id));
      return [...current, ...incoming.filter((m) => !seen.has(m.id))].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    });
    if (fromRead) lastId.current = incoming[incoming.length - 1]!.id;
  }, []);

  useEffect(() => {
    let stopped = false;
    const read = async () => {
      let wait = READ_EVERY_MS;
      try {
        const page = await readChat(handle, lastId.current, PAGE_SIZE);
        if (stopped) return;
        append(page.messages, true);
        setWinner(page.selectedWinner);
        setFetchedAt(page.fetchedAt);
        setError(undefined);
      } catch (e) {
        if (stopped) return;
        setError(e);
        if (e instanceof MarketplaceError && e.retryAt) wait = Math.max(1000, e.retryAt - Date.now() + 250);
      }
      setLoaded(true);
      timer.current = setTimeout(() => void read(), wait);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer.current);
    };
  }, [handle, append]);

  return { messages, winner, fetchedAt, error, loaded, append };
}

function Composer({ handle, onSent }: { handle: string; onSent: (m: ChatMessage) => void }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState('');
  const [problem, setProblem] = useState<string>();
  const [cooldownUntil, setCooldownUntil] = useState<number>();
  const cooldown = useSecondsLeft(cooldownUntil);
  // The key of the message being sent: kept for retries of the same content, replaced when the content changes.
  const pending = useRef<{ key: string; body: string } | null>(null);
  const send = useMutation({
    mutationFn: (body: ChatSendBody) => sendChatMessage(handle, body),
    onSuccess: (result) => {
      onSent(result.message);
      pending.current = null;
      setText('');
      setFile('');
      setCooldownUntil(Date.now() + SEND_COOLDOWN_MS);
    },
    onError: (error) => {
      if (error instanceof MarketplaceError && error.retryAt) setCooldownUntil(error.retryAt);
    },
  });

  const submit = () => {
    const files = file.trim() ? [file.trim()] : undefined;
    const content = JSON.stringify({ message: text, files });
    if (!pending.current || pending.current.body !== content) pending.current = { key: newIdempotencyKey('chat'), body: content };
    const body: ChatSendBody = { message: text, idempotencyKey: pending.current.key, ...(files ? { files } : {}) };
    const parsed = safeParse(chatSendBodySchema, body);
    if (!parsed.success) return setProblem(plainIssue(parsed.error));
    setProblem(undefined);
    send.mutate(parsed.data);
  };

  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="block text-sm">
        <span className="sr-only">Message to the seller</span>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={ORDER_LIMITS.chatMessageMax}
          rows={3}
          placeholder="Write to the seller…"
          className="w-full rounded-md border border-slate-300 p-3"
        />
      </label>
      <label className="block text-sm">
        <span className="sr-only">Link to a file (optional)</span>
        <input
          value={file}
          onChange={(e) => setFile(e.target.value)}
          placeholder="https:// link to a file (optional)"
          className="h-9 w-full rounded-md border border-slate-300 px-3 text-sm"
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {send.isError && <ErrorState error={send.error} title="The message was not sent" />}
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-slate-500">
          {text.length}/{ORDER_LIMITS.chatMessageMax}
        </span>
        <Button type="submit" disabled={send.isPending || cooldown > 0}>
          <Send className="size-4" aria-hidden="true" />
          {send.isPending ? 'Sending…' : cooldown > 0 ? `You can send again in ${formatDuration(cooldown)}` : send.isError ? 'Send again' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

function Delivery({ winner, handle }: { winner: Winner; handle: string }) {
  const [stars, setStars] = useState(5);
  const [text, setText] = useState('');
  const review = useMutation({ mutationFn: () => reviewDelivery(handle, { submissionId: winner.id, stars, ...(text.trim() ? { text: text.trim() } : {}) }) });
  return (
    <section aria-labelledby="delivery-title" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <h3 id="delivery-title" className="flex items-center gap-2 font-semibold text-emerald-900">
        <CheckCircle2 className="size-5" aria-hidden="true" /> Delivered by {winner.nickname}
      </h3>
      <p className="whitespace-pre-line text-sm text-slate-800">{winner.content}</p>
      {winner.files.length > 0 && (
        <ul className="space-y-1">
          {winner.files.map((f) => (
            <li key={f}>
              <a href={f} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
                <FileText className="size-4" aria-hidden="true" /> {decodeURIComponent(f.split('/').pop() ?? f)}
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.isSuccess ? (
        <p className="text-sm text-emerald-900">{review.data.replayed ? 'You had already reviewed this delivery.' : 'Thanks, your review is published on the seller’s profile.'}</p>
      ) : (
        <form
          className="space-y-2 border-t border-emerald-200 pt-3"
          onSubmit={(e) => {
            e.preventDefault();
            review.mutate();
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium">Review the seller</legend>
            <div className="mt-1 flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer">
                  <input type="radio" name="stars" value={n} checked={stars === n} onChange={() => setStars(n)} className="sr-only" />
                  <Star className={`size-6 ${n <= stars ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden="true" />
                  <span className="sr-only">
                    {n} star{n > 1 ? 's' : ''}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <textarea
            aria-label="Your review (optional)"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={ORDER_LIMITS.reviewTextMax}
            rows={2}
            placeholder="What was it like? (optional)"
            className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm"
          />
          {review.isError && <ErrorState error={review.error} title="The review was not saved" />}
          <Button type="submit" size="sm" disabled={review.isPending}>
            Publish review
          </Button>
        </form>
      )}
    </section>
  );
}

function Finalize({ handle, worker }: { handle: string; worker: string }) {
  const [confirming, setConfirming] = useState(false);
  const finalize = useMutation({
    mutationFn: () => finalizeOrder(handle),
    onSuccess: (result) => {
      setConfirming(false);
      toast.success(result.alreadySettled ? 'This order was already approved.' : 'Approved: the worker has been paid.');
    },
  });
  if (finalize.isSuccess) {
    const { payout, alreadySettled } = finalize.data;
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="font-semibold">{alreadySettled ? 'Already approved earlier' : 'Approved'}</p>
        <p className="mt-1">
          {payout.nickname} received {formatAsset(payout.amount, payout.asset)} on their platform balance
          {alreadySettled ? ' when this order was first approved. Nothing new was paid.' : '.'}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button onClick={() => setConfirming(true)}>Approve and release payment</Button>
      {finalize.isError && <ErrorState error={finalize.error} title="The order was not approved" />}
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} title="Approve this order?">
          <p className="text-sm text-slate-700">Approving credits the agreed reward to {worker}’s platform balance. It does not charge you again, and it cannot be undone.</p>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
            <Button onClick={() => finalize.mutate()} disabled={finalize.isPending}>
              {finalize.isPending ? 'Approving…' : 'Approve'}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

export function OrderRoom({ handle, seller }: { handle: string; seller: string }) {
  const chat = useOrderChat(handle);
  return (
    <section aria-labelledby="order-room-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-room-title" className="text-base font-semibold">
          Order room
        </h2>
        {chat.fetchedAt && <FetchedAt at={chat.fetchedAt} />}
      </div>
      {chat.error !== undefined && !(chat.error instanceof MarketplaceError && chat.error.status === 429) && <ErrorState error={chat.error} title="Messages could not be read" />}
      <ol aria-label="Messages" className="max-h-96 space-y-3 overflow-y-auto">
        {!chat.loaded && <li className="text-sm text-slate-500">Loading messages…</li>}
        {chat.loaded && chat.messages.length === 0 && <li className="text-sm text-slate-500">No messages yet. Say hello to {seller}.</li>}
        {chat.messages.map((m) => (
          <li key={m.id} className={`max-w-[85%] rounded-lg p-3 text-sm ${m.sender === 'buyer' ? 'ml-auto bg-brand-50' : 'bg-slate-100'}`}>
            <p className="mb-1 text-xs font-medium text-slate-500">
              {m.sender === 'buyer' ? 'You' : seller} · {new Date(m.createdAt).toLocaleTimeString(undefined, { timeStyle: 'short' })}
            </p>
            <p className="whitespace-pre-line">{m.message}</p>
            {m.files.map((f) => (
              <a key={f} href={f} target="_blank" rel="noopener noreferrer" className="mt-1 block text-xs text-brand-700 hover:underline">
                {f}
              </a>
            ))}
          </li>
        ))}
      </ol>
      <Composer handle={handle} onSent={(m) => chat.append([m])} />
      {chat.winner && <Delivery winner={chat.winner} handle={handle} />}
      <Finalize handle={handle} worker={seller} />
    </section>
  );
}
