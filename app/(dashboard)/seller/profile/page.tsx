import { SellerProfileSignIn } from '@/components/account/sign-in-prompts';
import { ProfileEditorLazy as ProfileEditor } from '@/components/seller/seller-lazy';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Seller profile' };

/** Signed out, a sign-in prompt rendered here, without the editor's code. */
export default async function SellerProfilePage() {
  if (!(await signedInSession())) return <SellerProfileSignIn />;
  return (
    <Queries>
      <ProfileEditor />
    </Queries>
  );
}
