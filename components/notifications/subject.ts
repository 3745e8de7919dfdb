/**
 * What a notification is about, when its words say so. The contract gives a
 * notification no structured subject (spec 2.13), so a link is offered only
 * where the text names one plainly: "Job ID <id>", "Purchase ID <id>", or an
 * "@nickname". The text is untrusted: an identifier becomes a link only when it
 * is a plain token, and it is always encoded into a path of this dashboard.
 */
import type { Route } from 'next';
import { userHref } from '@/components/users/user-href';

export interface Subject {
  href: Route;
  /** The link's words, naming what it opens. */
  label: string;
}

const TOKEN = '([A-Za-z0-9][A-Za-z0-9_-]{0,99})';
const JOB = new RegExp(`\\bJob ID:?\\s+${TOKEN}`, 'i');
const PURCHASE = new RegExp(`\\bPurchase ID:?\\s+${TOKEN}`, 'i');
const PROFILE = /(?:^|[\s(“"])@([A-Za-z0-9_]{2,32})\b/;

export function subjectOf(message: string): Subject | undefined {
  const job = JOB.exec(message)?.[1];
  if (job) return { href: `/jobs/${encodeURIComponent(job)}` as Route, label: 'Open the job' };
  const purchase = PURCHASE.exec(message)?.[1];
  if (purchase) return { href: `/purchases/${encodeURIComponent(purchase)}` as Route, label: 'Open the purchase' };
  const nickname = PROFILE.exec(message)?.[1];
  if (nickname) return { href: userHref(nickname), label: `Open @${nickname}’s profile` };
  return undefined;
}
