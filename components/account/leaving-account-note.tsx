'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { isUncertain, recoveryQuery } from '@/lib/marketplace/recovery';
import { inDoubtWords } from './leaving-account';

/** In the sign-in dialog of a signed-in person: signing in as another account takes what is in doubt here with it. */
export function LeavingAccountNote() {
  const account = useQuery(sessionQueries.summary()).data?.account;
  const operations = useQuery({ ...recoveryQuery(), enabled: !!account, staleTime: 0 });
  const count = operations.data?.filter(isUncertain).length ?? 0;
  if (!account || count === 0) return null;
  return (
    <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {inDoubtWords(count, 'After signing in as another account')}{' '}
      <Link href="/recovery" className="font-medium underline">
        Check first
      </Link>
    </p>
  );
}
