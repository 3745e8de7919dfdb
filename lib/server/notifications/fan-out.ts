/**
 * Handing one event to many tabs without holding the process for all of them:
 * each event goes to its tabs a slice at a time, with a turn of the event loop
 * between slices. A tab's bytes are only written to its socket once the
 * current task ends (Next pipes each response through a web stream, and Node
 * flushes on the next tick), so one long loop over a thousand tabs sends the
 * first byte only after the last tab's work; slices let the first tabs' writes
 * leave while the rest are served, and let other requests in between.
 * Events are delivered in the order they arrive, each to the tabs listening
 * when it arrived.
 */
import 'server-only';

/** Tabs served per turn of the event loop: enough to amortise the turn, few enough that writes leave early. */
const FAN_OUT_SLICE = 64;

interface Delivery<Tab, Event> {
  event: Event;
  tabs: Tab[];
  next: number;
}

export class FanOut<Tab, Event> {
  private queue: Delivery<Tab, Event>[] = [];

  constructor(
    private readonly deliver: (tab: Tab, event: Event) => void,
    private readonly slice = FAN_OUT_SLICE,
  ) {}

  /** Deliver `event` to `tabs` (a snapshot is taken now); the first slice goes at once when nothing is queued before it. */
  push(event: Event, tabs: Iterable<Tab>): void {
    this.queue.push({ event, tabs: [...tabs], next: 0 });
    // Alone in the queue: nothing is being delivered or waiting for its turn, so start now.
    if (this.queue.length === 1) this.run();
  }

  private run = (): void => {
    let budget = this.slice;
    while (budget > 0 && this.queue.length > 0) {
      const delivery = this.queue[0]!;
      const end = Math.min(delivery.tabs.length, delivery.next + budget);
      budget -= end - delivery.next;
      while (delivery.next < end) this.deliver(delivery.tabs[delivery.next++]!, delivery.event);
      if (delivery.next === delivery.tabs.length) this.queue.shift();
    }
    if (this.queue.length > 0) setImmediate(this.run);
  };
}
