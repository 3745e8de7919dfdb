import { ListingEditorSignIn } from '@/components/account/sign-in-prompts';
import { EditListing, sellerOf } from '@/components/seller/listing-editor';
import { readListing, readProfile } from '@/lib/marketplace/seller/client';
import { decodeRouteParam } from '@/lib/route-param';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Edit listing' };

/**
 * Signed out, a sign-in prompt rendered here, without the editor's code. Signed in, the listing and the seller's
 * profile (for the store card) are read with the visitor's session and the form's stand-in is rendered on the
 * server; the form's code loads when a person starts with it.
 */
export default async function EditListingPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await signedInSession();
  if (!session) return <ListingEditorSignIn title="Edit listing" />;
  const id = decodeRouteParam((await params).id);
  const transport = inProcessTransport(session);
  const [listing, profile] = await Promise.all([
    serverRead(readListing(id, { transport })),
    serverRead(readProfile({ transport })),
  ]);
  return <EditListing id={id} read={listing} seller={sellerOf(profile.ok ? profile.data : null)} />;
}
