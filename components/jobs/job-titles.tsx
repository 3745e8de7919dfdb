'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { TitlesStart } from './job-titles-start';

const Titles = createContext<ReadonlyMap<string, string | null>>(new Map());

/** Resolves after `ms`, unless reading stopped first. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });

/**
 * The titles of the jobs a page of entries names: the ones the server read (`start`), then the others read here one
 * after another, one per window of the job reads, from when the server said the window opens. The reading code loads
 * when the first read is due. A job is read once, however many entries or pages name it.
 */
export function JobTitlesReader({
  customIds,
  start,
  children,
}: {
  customIds: string[];
  start: TitlesStart;
  children: ReactNode;
}) {
  const [readHere, setReadHere] = useState<ReadonlyMap<string, string | null>>(new Map());
  const done = useRef(new Set<string>());
  const wanted = JSON.stringify(customIds);
  useEffect(() => {
    const ids = (JSON.parse(wanted) as string[]).filter((id) => !(id in start.known) && !done.current.has(id));
    if (ids.length === 0) return;
    const reading = new AbortController();
    void (async () => {
      for (const [i, id] of ids.entries()) {
        await pause(i === 0 ? start.nextReadInMs : start.windowMs, reading.signal);
        const { readTitle } = await import('./job-title-read');
        if (reading.signal.aborted) return;
        const title = await readTitle(id, reading.signal);
        // Another page of entries, or the page read again, took over: it reads what it needs.
        if (reading.signal.aborted) return;
        done.current.add(id);
        setReadHere((read) => new Map(read).set(id, title));
      }
    })();
    return () => reading.abort();
  }, [wanted, start]);
  return <Titles value={new Map([...Object.entries(start.known), ...readHere])}>{children}</Titles>;
}

/** A job's title as the reader has it: read, not to be had, or still on its way. */
export function JobTitleText({ customId }: { customId: string }) {
  const titles = useContext(Titles);
  if (!titles.has(customId)) return 'Reading the job’s title…';
  return titles.get(customId) ?? 'Job (title unavailable)';
}
