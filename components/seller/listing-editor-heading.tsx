/** The listing editor's heading, with the way back to the listings: the same signed in and at the sign-in prompt. */
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';

export function ListingEditorHeading({ title }: { title: 'New listing' | 'Edit listing' }) {
  return (
    <div className="space-y-1">
      <Link href="/seller/products" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" /> Your listings
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
    </div>
  );
}
