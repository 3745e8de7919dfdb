import type { Route } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';

/** While the seller profile is private, no listing shows in the store: say so, and where to change it. */
export function ProfileSetupPrompt() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <Icon name="eye-off" className="mt-0.5 size-5 shrink-0" />
      <p>
        Your seller profile is private, so none of your listings show in the store, active or not.{' '}
        <Link href={'/seller/profile' as Route} className="font-medium underline">
          Make your profile public
        </Link>{' '}
        to list them.
      </p>
    </div>
  );
}
