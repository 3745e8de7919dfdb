/**
 * Where a notification leads. The contract gives a notification no structured
 * subject (spec 2.13), so its words decide: a dashboard page that acts on it
 * when the text names one plainly ("Job ID <id>", "Purchase ID <id>", "Swap ID",
 * "Entry ID", "Listing ID", an "@nickname"); otherwise the marketplace's own
 * website (`{site_url}`), which handles what the dashboard cannot (a seller's
 * orders): a link to that site in the text, the order the text names, or else
 * the site's notifications page.
 *
 * The text is untrusted: an identifier becomes a link only when it is a plain
 * token, always encoded as one path segment; a URL in the text is taken only
 * when it is http(s) on the website's own origin, never another site or scheme.
 */
import type { Route } from 'next';
import { userHref } from '@/components/users/user-href';
import { webLink } from '@/lib/link';
import { NICKNAME } from '@/lib/marketplace/values';

export type Subject =
  | { href: Route; /** The link's words, naming what it opens. */ label: string; external?: false }
  /** A page of the marketplace website, opened in a new tab. */
  | { href: string; label: string; external: true };

export const WEBSITE_LABEL = 'Open on the marketplace website';

const TOKEN = '([A-Za-z0-9][A-Za-z0-9_-]{0,99})';
const named = (what: string) => new RegExp(`\\b${what} ID:?\\s+${TOKEN}`, 'i');
/** A seller's order news: the order room is on the website (the contract gives sellers no order route), whatever the buyer's words that follow name. */
const SELLER_ORDER_NEWS = /^New (?:order|message about)\b/;
/** An @nickname (3–32 letters, digits, `_`, `-`, `.`), without the dots or hyphens that end its sentence. */
const PROFILE = /(?:^|[\s(“"])@([A-Za-z0-9._-]+)/;
const nicknameIn = (message: string): string | undefined => {
  const named = PROFILE.exec(message)?.[1]?.replace(/[.-]+$/, '');
  return named && NICKNAME.test(named) ? named : undefined;
};
/** Candidate URLs in the text, up to a space, a quote or a bracket. */
const URLS = /https?:\/\/[^\s<>"'“”‘’()[\]{}]+/gi;

const encoded = (token: string) => encodeURIComponent(token);

/** The dashboard's pages, by what the text names. */
const DASHBOARD: { pattern: RegExp; link: (id: string) => { href: Route; label: string } }[] = [
  { pattern: named('Job'), link: (id) => ({ href: `/jobs/${encoded(id)}` as Route, label: 'Open the job' }) },
  {
    pattern: named('Purchase'),
    link: (id) => ({ href: `/purchases/${encoded(id)}` as Route, label: 'Open the purchase' }),
  },
  { pattern: named('(?:Entry|Submission)'), link: () => ({ href: '/submissions', label: 'Open your entries' }) },
  { pattern: named('Swap'), link: () => ({ href: '/swaps', label: 'Open your swaps' }) },
  {
    pattern: named('(?:Listing|Product)'),
    link: (id) => ({ href: `/store/${encoded(id)}` as Route, label: 'Open the listing' }),
  },
];

/** A link in the text to the website itself; trailing sentence punctuation is not part of it. */
function websiteLinkIn(message: string, origin: string): string | undefined {
  for (const [candidate] of message.matchAll(URLS)) {
    const url = webLink(candidate.replace(/[.,;:!?]+$/, ''));
    if (url && url.origin === origin && !url.username && !url.password) return url.href;
  }
  return undefined;
}

/**
 * The website's notifications page, which leads on to each order room. The
 * contract names no page of the website; this path (like `/orders/{jobId}` for
 * an order, as the sandbox's order `url` is) is the dashboard's assumption.
 */
export const websiteNotificationsPage = (website: string): string => `${new URL(website).origin}/notifications`;

/** Where the website shows what the text is about. */
function websitePageOf(message: string, website: string): string {
  const origin = new URL(website).origin;
  const linked = websiteLinkIn(message, origin);
  if (linked) return linked;
  const order = named('Order').exec(message)?.[1];
  return order ? `${origin}/orders/${encoded(order)}` : websiteNotificationsPage(origin);
}

const toWebsite = (message: string, website: string): Subject => ({
  href: websitePageOf(message, website),
  label: WEBSITE_LABEL,
  external: true,
});

/**
 * The notification's link: a dashboard page when one acts on it, else the
 * marketplace website (`website`, its origin); none only when the website is
 * unknown and no dashboard page fits.
 */
export function subjectOf(message: string, website: string | null): Subject | undefined {
  if (website && SELLER_ORDER_NEWS.test(message)) return toWebsite(message, website);
  for (const { pattern, link } of DASHBOARD) {
    const id = pattern.exec(message)?.[1];
    if (id) return link(id);
  }
  const nickname = nicknameIn(message);
  if (nickname) return { href: userHref(nickname), label: `Open @${nickname}’s profile` };
  return website ? toWebsite(message, website) : undefined;
}
