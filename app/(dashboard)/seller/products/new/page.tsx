import { ListingEditorSignIn } from '@/components/account/sign-in-prompts';
import { ListingEditorLazy as ListingEditor } from '@/components/seller/seller-lazy';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'New listing' };

/** Signed out, a sign-in prompt rendered here, without the editor's code. */
export default async function NewListingPage() {
  if (!(await signedInSession())) return <ListingEditorSignIn title="New listing" />;
  return (
    <Queries>
      <ListingEditor />
    </Queries>
  );
}
