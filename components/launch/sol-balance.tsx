'use client';

import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/lib/marketplace/account/client';
import { formatAsset } from '@/lib/money';

/** The SOL balance a social job can be paid from, in a sentence's words (never a gap). */
export function SolBalance() {
  const profile = useQuery({ ...accountQueries.profile(), retry: false });
  if (!profile.data)
    return <span>{profile.isError ? 'Your balance cannot be shown right now.' : 'Reading your balance…'}</span>;
  return <span data-testid="sol-balance">Available: {formatAsset(profile.data.data.balances.solana.SOL, 'SOL')}</span>;
}
