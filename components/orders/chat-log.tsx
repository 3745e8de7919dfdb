import type { ChatMessage } from '@/lib/marketplace/orders/contract';
import { FileLinks } from './file-links';
import { LocalTime } from '@/components/ui/local-time';

/** The conversation with the seller, oldest first. */
export function ChatLog({
  messages,
  seller,
  loading,
}: {
  messages: readonly ChatMessage[];
  seller: string | undefined;
  loading: boolean;
}) {
  return (
    <ol aria-label="Messages" className="max-h-96 space-y-3 overflow-y-auto">
      {loading && <li className="text-sm text-slate-500">Loading messages…</li>}
      {!loading && messages.length === 0 && (
        <li className="text-sm text-slate-500">No messages yet. Say hello to {seller ?? 'the seller'}.</li>
      )}
      {messages.map((m) => (
        <li
          key={m.id}
          className={`max-w-[85%] rounded-lg p-3 text-sm ${m.sender === 'buyer' ? 'ml-auto bg-brand-50' : 'bg-slate-100'}`}
        >
          <p className="mb-1 text-xs font-medium text-slate-600">
            {m.sender === 'buyer' ? 'You' : (seller ?? 'Seller')} · <LocalTime iso={m.createdAt} style="time" />
          </p>
          <p className="whitespace-pre-line break-words">{m.message}</p>
          <FileLinks files={m.files} />
        </li>
      ))}
    </ol>
  );
}
