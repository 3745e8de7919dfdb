/** For the hub's tests: a tab's event stream read as a browser's EventSource would, from the hub in process or over HTTP. */
import { createSseParser, type SseEvent } from '@/lib/marketplace/notifications/sse';
import type { NotificationHub, OpenTab, TabSink } from '@/lib/server/notifications/hub';

export interface CollectedStream {
  /** Every event so far, in order. */
  events: SseEvent[];
  /** The ids of the notifications received so far, repeats included. */
  notificationIds: () => string[];
  /** Whether the stream has ended (the server closed it, or the tab did). */
  ended: () => boolean;
  /** The stream's text so far, as it came. */
  text: () => string;
}

function collector(): CollectedStream & { feed: (text: string) => void; end: () => void } {
  const events: SseEvent[] = [];
  const parse = createSseParser({ onEvent: (e) => events.push(e) });
  let ended = false;
  let text = '';
  return {
    events,
    feed: (chunk) => {
      text += chunk;
      parse(chunk);
    },
    end: () => void (ended = true),
    notificationIds: () =>
      events.filter((e) => e.event === 'notification').map((e) => (JSON.parse(e.data) as { id: string }).id),
    ended: () => ended,
    text: () => text,
  };
}

/** A tab served over HTTP: its response read in the background. */
export function collectSse(response: Response): CollectedStream {
  const collected = collector();
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      collected.feed(value!);
    }
    collected.end();
  })();
  return collected;
}

/** A tab opened on a hub in this process (by its own session unless one is named); undefined when the hub refused it (a cap). */
export function openCollectedTab(
  hub: NotificationHub,
  accountId: string,
  apiKey: string,
  lastCursor?: bigint,
  sessionId = `tab-${++tabs}`,
): (CollectedStream & OpenTab) | undefined {
  const collected = collector();
  const decoder = new TextDecoder();
  const sink: TabSink = {
    write: (bytes) => collected.feed(decoder.decode(bytes, { stream: true })),
    backlog: () => 0,
    end: collected.end,
  };
  const tab = hub.open({ accountId, sessionId }, apiKey, lastCursor, sink);
  return 'leave' in tab ? { ...collected, leave: tab.leave } : undefined;
}
let tabs = 0;
