/**
 * /seller/profile, rendered on the server from the profile its page read with the visitor's session: the form's
 * stand-in with the saved profile until a person starts with the form, whose code loads then.
 */
import { ReadError } from '@/components/ui/read-error';
import type { SellerProfile } from '@/lib/marketplace/seller/contract';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { ProfileFormStandIn } from './profile-form-stand-in';
import { ProfileFormOnFirstUse } from './seller-controls-lazy';

export function ProfileEditor({
  profile,
  categories,
}: {
  profile: ServerRead<SellerProfile | null>;
  categories: string[] | undefined;
}) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Seller profile</h1>
        <p className="text-sm text-slate-600">What buyers see on your public page and beside your listings.</p>
      </div>
      {profile.ok ? (
        <ProfileFormOnFirstUse
          standIn={<ProfileFormStandIn profile={profile.data} categories={categories} />}
          profile={profile.data}
          categories={categories}
        />
      ) : (
        <ReadError failure={profile.failure} title="Your profile could not be loaded" readsAgain />
      )}
    </div>
  );
}
