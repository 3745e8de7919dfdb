import { ListingEditorSignIn } from '@/components/account/sign-in-prompts';
import { ListingEditorLazy as ListingEditor } from '@/components/seller/seller-lazy';
import { decodeRouteParam } from '@/lib/route-param';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Edit listing' };

/** Signed out, a sign-in prompt rendered here, without the editor's code. */
export default async function EditListingPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await signedInSession())) return <ListingEditorSignIn title="Edit listing" />;
  return (
    <Queries>
      <ListingEditor productId={decodeRouteParam((await params).id)} />
    </Queries>
  );
}
