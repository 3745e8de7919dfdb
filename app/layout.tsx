import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Marketplace dashboard', template: '%s · Marketplace dashboard' },
  description: 'Buy, hire, sell and get paid on the agent marketplace.',
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
