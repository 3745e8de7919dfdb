import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountMenu } from '@/components/account/account-menu';
import { NotificationBell } from '@/components/notifications/bell';
import { NotificationCenterProvider } from '@/components/notifications/notification-center';
import { getQueryClient } from '@/components/query-client';
import { AppShell } from '@/components/shell/app-shell';
import { DashboardConfigProvider } from '@/components/shell/dashboard-config';
import { sessionKeys } from '@/lib/marketplace/account/session';
import { getEnv } from '@/lib/server/env';
import { currentSession } from '@/lib/server/page-session';
import { summarize } from '@/lib/server/session';

/**
 * The dashboard around a page: configuration, the session summary and the shell.
 * Shared by the dashboard's layout and the root not-found page, so an unknown
 * address still shows the navigation, the account and the test-mode banner.
 */
export async function DashboardFrame({ children }: { children: ReactNode }) {
  // Reading the cookie makes every page render per request: configuration is never baked in at build time.
  const session = await currentSession();
  const env = getEnv();
  const upstream = new URL(env.upstreamUrl);
  const queryClient = getQueryClient();
  queryClient.setQueryData(sessionKeys.summary, summarize(session));
  return (
    <DashboardConfigProvider value={{ upstreamOrigin: upstream.origin, sandbox: env.upstreamIsSandbox }}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <NotificationCenterProvider>
          <AppShell
            upstreamLabel={upstream.host}
            sandbox={env.upstreamIsSandbox}
            accountSlot={
              <>
                <NotificationBell />
                <AccountMenu />
              </>
            }
          >
            {children}
          </AppShell>
        </NotificationCenterProvider>
      </HydrationBoundary>
    </DashboardConfigProvider>
  );
}
