import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
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
  return (
    <html lang="en">
      <body className="min-h-screen">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
