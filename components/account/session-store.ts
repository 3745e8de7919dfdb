'use client';

/**
 * Who is signed in, for every part of a page: a store of its own, so the header and the pages read the session
 * summary without React Query's client in a signed-out first load. The server renders each page with the summary it
 * read (`SessionSeed` holds it in context); the browser keeps the newest one here. Where React Query runs, the session
 * query follows this store and this store follows the query (`follow-session.ts`), so signing in or out, or a read
 * that finds the session gone, updates every reader at once.
 */
import { createContext } from 'react';
import type { SessionSummary } from '@/lib/marketplace/account/session';

/** A summary and when it was read (milliseconds since the epoch). */
export interface SessionRead {
  summary: SessionSummary;
  at: number;
}

let held: SessionRead | undefined;
const listeners = new Set<() => void>();

/** The summary this tab holds; always undefined on the server, where each request has its own (in context). */
export const heldSession = (): SessionRead | undefined => held;

function hold(read: SessionRead): void {
  held = read;
  for (const listener of listeners) listener();
}

/** A page's summary, as its server read it: taken when none is held or it is newer than the one held. */
export function seedSession(read: SessionRead): void {
  if (typeof window === 'undefined') return;
  if (!held || held.at < read.at) hold(read);
}

/** A summary this browser has just read (signing in, a page's own session read): always the newest. */
export function putSession(read: SessionRead): void {
  if (typeof window === 'undefined' || held?.summary === read.summary) return;
  hold(read);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The summary the server rendered this page with (see SessionSeed). */
export const SessionSeedContext = createContext<SessionRead | undefined>(undefined);
