import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { getEnv } from '@/lib/server/env';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  // Configuration is read per request, never baked in at build time.
  await connection();
  const env = getEnv();
  return (
    <AppShell upstreamLabel={new URL(env.upstreamUrl).host} sandbox={env.upstreamIsSandbox}>
      {children}
    </AppShell>
  );
}
