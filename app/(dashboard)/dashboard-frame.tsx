import type { ReactNode } from 'react';
import { AccountMenu } from '@/components/account/account-menu';
import { SessionSeed } from '@/components/account/session-seed';
import { NotificationCenterProvider } from '@/components/notifications/notification-center';
import { AppShell } from '@/components/shell/app-shell';
import { DashboardConfigProvider } from '@/components/shell/dashboard-config';
import { getEnv } from '@/lib/server/env';
import { marketplaceWebsite } from '@/lib/server/marketplace-website';
import { paymentTerms } from '@/lib/server/payment-terms';
import { currentSession } from '@/lib/server/page-session';
import { summarize, type Session } from '@/lib/server/session';

/** Who is signed in as this request found it, and when: a newer summary in the browser wins over it. */
const seedOf = (session: Session | null) => ({ summary: summarize(session), at: Date.now() });

/**
 * The dashboard around a page: configuration, the session summary and the shell.
 * Rendered by the root layout, so the not-found page (an unknown address) also
 * shows the navigation, the account and the test-mode banner.
 */
export async function DashboardFrame({ children }: { children: ReactNode }) {
  // Reading the cookie makes every page render per request: configuration is never baked in at build time.
  const session = await currentSession();
  const env = getEnv();
  const upstream = new URL(env.upstreamUrl);
  return (
    <DashboardConfigProvider
      value={{ upstreamOrigin: upstream.origin, sandbox: env.upstreamIsSandbox, paymentTerms: await paymentTerms() }}
    >
      <SessionSeed {...seedOf(session)}>
        <NotificationCenterProvider website={await marketplaceWebsite()}>
          <AppShell upstreamLabel={upstream.host} sandbox={env.upstreamIsSandbox} accountSlot={<AccountMenu />}>
            {children}
          </AppShell>
        </NotificationCenterProvider>
      </SessionSeed>
    </DashboardConfigProvider>
  );
}
