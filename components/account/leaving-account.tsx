'use client';

/**
 * Before a person leaves the signed-in account (signing out, or signing in as
 * another), what leaves with it: the operations sent from this browser that got
 * no answer. Their keys and credentials belong to this account's session, so
 * another account never reads them; but without them this browser can no
 * longer check whether those operations went through.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { isUncertain, readOperations, recoveryQuery } from '@/lib/marketplace/recovery';

/** How many operations of this session are in doubt, or 'unreadable' when the list cannot be read. */
export async function operationsInDoubt(): Promise<number | 'unreadable'> {
  try {
    return (await readOperations()).filter(isUncertain).length;
  } catch {
    return 'unreadable';
  }
}

/** What is in doubt, and what leaving does to it. */
const inDoubtWords = (count: number, leaving: string) => {
  const one = count === 1;
  return `${one ? '1 operation' : `${count} operations`} sent from this browser got no answer, so whether ${
    one ? 'it' : 'they'
  } went through is not known yet. ${leaving} removes ${one ? 'it' : 'them'} from this browser, with the way to check ${
    one ? 'it' : 'them'
  } here.`;
};

/** In the sign-in dialog of a signed-in person: signing in as another account removes what is in doubt here. */
export function LeavingAccountNote() {
  const account = useQuery(sessionQueries.summary()).data?.account;
  const operations = useQuery({ ...recoveryQuery(), enabled: !!account, staleTime: 0 });
  const count = operations.data?.filter(isUncertain).length ?? 0;
  if (!account || count === 0) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {inDoubtWords(count, 'Signing in as another account')}{' '}
      <Link href="/recovery" className="font-medium underline">
        Check first
      </Link>
    </p>
  );
}

/** Asked on "Sign out" while operations are in doubt (or cannot be counted): check them first, or sign out anyway. */
export function SignOutInDoubt({
  doubt,
  onSignOut,
  onClose,
}: {
  doubt: number | 'unreadable';
  onSignOut: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Check before signing out">
      <div className="space-y-4 text-sm">
        <p>
          {doubt === 'unreadable'
            ? 'Your unfinished operations could not be checked just now. Signing out removes any from this browser.'
            : inDoubtWords(doubt, 'Signing out')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link href="/recovery" className={buttonClasses('primary')}>
            Check {doubt === 1 ? 'it' : 'them'} first
          </Link>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out anyway
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
