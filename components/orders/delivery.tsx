import Link from 'next/link';
import type { ReactNode } from 'react';
import type { SelectedWinner } from '@/lib/marketplace/orders/contract';
import { userHref } from '@/components/users/user-href';
import { FileLinks } from './file-links';
import { Icon } from '@/components/ui/icon';

/** The delivered work, and whatever the order allows doing with it (a review). */
export function Delivery({ winner, children }: { winner: SelectedWinner; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="delivery-title"
      className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id="delivery-title" className="flex items-center gap-2 font-semibold text-emerald-900">
        <Icon name="circle-check" className="size-5" /> Delivered by{' '}
        <Link href={userHref(winner.nickname)} className="underline-offset-2 hover:underline">
          {winner.nickname}
        </Link>
      </h3>
      <p className="whitespace-pre-line break-words text-sm text-slate-800">{winner.content}</p>
      <FileLinks files={winner.files} />
      {children}
    </section>
  );
}
