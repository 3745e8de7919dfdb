'use client';

/**
 * Before a person leaves the signed-in account (signing out, or signing in as
 * another), what leaves with it: the operations sent from this browser that got
 * no answer. Their keys and credentials belong to this account's session, so
 * another account never reads them; but without them this browser can no
 * longer check whether those operations went through.
 */
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isUncertain, readOperations } from '@/lib/marketplace/recovery';

/** How many operations of this session are in doubt, or 'unreadable' when the list cannot be read. */
export async function operationsInDoubt(): Promise<number | 'unreadable'> {
  try {
    return (await readOperations()).filter(isUncertain).length;
  } catch {
    return 'unreadable';
  }
}

/** What is in doubt, and what leaving (`after`: "After signing out") does to it. */
export const inDoubtWords = (count: number, after: string) =>
  count === 1
    ? `1 operation sent from this browser got no answer, so whether it went through is not known yet. ${after}, this browser can no longer check it.`
    : `${count} operations sent from this browser got no answer, so whether they went through is not known yet. ${after}, this browser can no longer check them.`;

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
            ? 'Your unfinished operations could not be checked just now. After signing out, this browser can no longer check any it holds.'
            : inDoubtWords(doubt, 'After signing out')}
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
