import { describe, expect, it } from 'vitest';
import { createSseParser, formatSseEvent, type SseEvent } from './sse';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  let comments = 0;
  const feed = createSseParser({
    onEvent: (e) => events.push(e),
    onRetry: (ms) => retries.push(ms),
    onComment: () => comments++,
  });
  for (const chunk of chunks) feed(chunk);
  return { events, retries, comments };
}

describe('SSE parsing', () => {
  it('reads named events with ids, across arbitrary chunk boundaries and line endings', () => {
    const wire =
      'retry: 3000\r\n: heartbeat\r\n\r\nid: 7\nevent: notification\ndata: {"a":1}\n\nevent: reset\rdata: {"cursor":"0"}\r\r\n';
    for (const size of [1, 2, 3, 7, wire.length]) {
      const chunks = wire.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(parse(chunks)).toEqual({
        events: [
          { event: 'notification', data: '{"a":1}', id: '7' },
          { event: 'reset', data: '{"cursor":"0"}' },
        ],
        retries: [3000],
        comments: 1,
      });
    }
  });

  it('joins multi-line data and names unnamed events message', () => {
    expect(parse(['data: one\ndata: two\n\n']).events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('writes events that parse back to themselves, whatever the data holds', () => {
    const event = { event: 'notification', id: '42', data: 'line one\nline two\r\nevent: forged\n\ndata: x' };
    expect(parse([formatSseEvent(event)]).events).toEqual(
      [event].map((e) => ({ ...e, data: 'line one\nline two\nevent: forged\n\ndata: x' })),
    );
  });
});
