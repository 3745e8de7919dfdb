/**
 * Server-Sent Events framing (the WHATWG event-stream format): a streaming
 * parser for what the marketplace sends, and the writer for what the hub sends
 * to browsers. Pure; used by the hub, the sandbox's tests and the benchmark.
 */

export interface SseEvent {
  /** `message` when the stream names none. */
  event: string;
  data: string;
  /** The event's `id:` line, when it had one. */
  id?: string;
}

export interface SseHandlers {
  onEvent: (event: SseEvent) => void;
  /** A `retry:` line: the reconnection delay the server asks for, in milliseconds. */
  onRetry?: (ms: number) => void;
  /** A comment line (heartbeats). */
  onComment?: () => void;
}

/** Feed chunks of text; complete events are dispatched as their blank line arrives. */
export function createSseParser(handlers: SseHandlers): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const dispatch = () => {
    if (data.length > 0)
      handlers.onEvent({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    event = '';
    data = [];
    id = undefined;
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return handlers.onComment?.();
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone CR at the end may be the first half of CRLF: wait for the next chunk.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) return;
      line(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };
}

/** One event in the wire format (data split over lines, so it can never break the framing). */
export function formatSseEvent(event: { event?: string; data: string; id?: string; retry?: number }): string {
  let out = '';
  if (event.retry !== undefined) out += `retry: ${event.retry}\n`;
  if (event.id !== undefined) out += `id: ${event.id.replace(/[\r\n]/g, '')}\n`;
  if (event.event) out += `event: ${event.event.replace(/[\r\n]/g, '')}\n`;
  for (const part of event.data.split(/\r\n|\r|\n/)) out += `data: ${part}\n`;
  return `${out}\n`;
}

export const SSE_HEARTBEAT = ': heartbeat\n\n';
