import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { DashboardFrame } from './(dashboard)/dashboard-frame';
import { getEnv } from '@/lib/server/env';
import { siteMetadata } from '@/lib/site-metadata';
import './globals.css';

export function generateMetadata(): Metadata {
  return siteMetadata(getEnv().siteUrl);
}

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121824' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request, so Next can put this response's CSP nonce on its scripts (see proxy.ts).
  await connection();
  // The frame is here, not in a layout of its own under this one: Next renders the root not-found page into every
  // page's response (its flight data), and one that brought its own frame sent the whole shell a second time.
  return (
    <html lang="en">
      <body className="min-h-screen">
        <Providers>
          <DashboardFrame>{children}</DashboardFrame>
        </Providers>
      </body>
    </html>
  );
}
