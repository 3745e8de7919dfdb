'use client';

/**
 * This tab's notifications: one live feed from the dashboard's hub while
 * signed in, the unread count (from the private profile, then kept by the
 * feed), the notifications that arrived live, and a toast for each new one.
 * The bell, its panel and the inbox read it from here.
 */
import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import { useSessionSummary } from '@/components/account/use-session-summary';
import { CONNECTING, type NotificationCenter } from './center';
import { MarketplaceWebsiteContext } from './marketplace-website';
import { NotificationCenterContext } from './use-notification-center';

const SIGNED_OUT: NotificationCenter = {
  signedIn: false,
  connection: CONNECTING,
  unread: null,
  live: [],
  isUnread: () => false,
  reconnect: () => undefined,
  visited: () => undefined,
};

/** Signed in, while the account's feed loads. */
const SIGNED_IN_CONNECTING: NotificationCenter = { ...SIGNED_OUT, signedIn: true };

// The feed, the count and the toasts load only for a signed-in account, after the page is interactive: a signed-out
// visit never downloads them. One module with the header's bell and balances, so they load as one chunk group (see
// signed-in-header.ts).
const AccountNotifications = dynamic(
  () => import('@/components/account/signed-in-header').then((m) => m.AccountNotifications),
  { ssr: false },
);

/** `website`: the marketplace website's origin, where notifications the dashboard cannot act on lead. */
export function NotificationCenterProvider({ website, children }: { website: string | null; children: ReactNode }) {
  const session = useSessionSummary();
  const accountId = session?.signedIn ? session.account?.accountId : undefined;
  const signIn = `${accountId} ${session?.account?.signedInAt}`;
  const [published, setPublished] = useState<{ accountId: string; center: NotificationCenter } | null>(null);
  const publish = useCallback(
    (next: NotificationCenter) => accountId && setPublished({ accountId, center: next }),
    [accountId],
  );
  const center = !accountId ? SIGNED_OUT : published?.accountId === accountId ? published.center : SIGNED_IN_CONNECTING;
  return (
    <MarketplaceWebsiteContext.Provider value={website}>
      <NotificationCenterContext.Provider value={center}>
        {/* Keyed by sign-in: another sign-in in this tab starts afresh, with its own feed and count; the page itself stays. */}
        {accountId && <AccountNotifications key={signIn} accountId={accountId} publish={publish} />}
        {children}
      </NotificationCenterContext.Provider>
    </MarketplaceWebsiteContext.Provider>
  );
}
