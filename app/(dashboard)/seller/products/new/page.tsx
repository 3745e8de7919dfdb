import { ListingEditorSignIn } from '@/components/account/sign-in-prompts';
import { NewListing, sellerOf } from '@/components/seller/listing-editor';
import { readProfile } from '@/lib/marketplace/seller/client';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'New listing' };

/**
 * Signed out, a sign-in prompt rendered here, without the editor's code. Signed in, the form's stand-in with the
 * seller's store card (their profile, read here); the form's code loads when a person starts with it.
 */
export default async function NewListingPage() {
  const session = await signedInSession();
  if (!session) return <ListingEditorSignIn title="New listing" />;
  const profile = await serverRead(readProfile({ transport: inProcessTransport(session) }));
  return <NewListing seller={sellerOf(profile.ok ? profile.data : null)} />;
}
