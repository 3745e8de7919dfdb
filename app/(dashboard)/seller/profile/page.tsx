import { SellerProfileSignIn } from '@/components/account/sign-in-prompts';
import { ProfileEditor } from '@/components/seller/profile-editor';
import { readCategories, readProfile } from '@/lib/marketplace/seller/client';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Seller profile' };

/**
 * Signed out, a sign-in prompt rendered here, without the form's code. Signed in, the profile and the categories to
 * choose from are read with the visitor's session and the form's stand-in is rendered on the server; the form's code
 * loads when a person starts with it.
 */
export default async function SellerProfilePage() {
  const session = await signedInSession();
  if (!session) return <SellerProfileSignIn />;
  const transport = inProcessTransport(session);
  const [profile, categories] = await Promise.all([
    serverRead(readProfile({ transport })),
    serverRead(readCategories({ transport })),
  ]);
  return <ProfileEditor profile={profile} categories={categories.ok ? categories.data : undefined} />;
}
