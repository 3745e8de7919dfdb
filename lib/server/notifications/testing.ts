/** For the hub's tests: a tab's event stream read in the background, as a browser's EventSource would. */
import { createSseParser, type SseEvent } from '@/lib/marketplace/notifications/sse';

export interface CollectedStream {
  /** Every event so far, in order. */
  events: SseEvent[];
  /** The ids of the notifications received so far, repeats included. */
  notificationIds: () => string[];
  /** Whether the stream has ended (the server closed it, or the tab did). */
  ended: () => boolean;
}

export function collectSse(response: Response): CollectedStream {
  const events: SseEvent[] = [];
  const feed = createSseParser({ onEvent: (e) => events.push(e) });
  let ended = false;
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      feed(value!);
    }
    ended = true;
  })();
  return {
    events,
    notificationIds: () => events.filter((e) => e.event === 'notification').map((e) => (JSON.parse(e.data) as { id: string }).id),
    ended: () => ended,
  };
}
