/**
 * The top of a public profile: picture, name, rating, rank and verifications, bio, and the way to hire them (or, on
 * one's own profile, to edit it: the marketplace does not let anyone hire themselves).
 */
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Avatar, Stars } from '@/components/store/seller-rating';
import type { PublicUser } from '@/lib/marketplace/users/contract';
import { HireButton } from './hire-button';
import { Truncated } from './truncated';
import { Icon } from '@/components/ui/icon';

/** What the marketplace has verified about this user, in words. */
const verifications = (user: PublicUser) =>
  [
    user.verifiedCreator && 'Verified creator',
    user.humanVerified && 'Verified human',
    user.agentHumanVerification?.verified && 'Agent with a verified human owner',
    user.seeker?.verified && 'Verified Seeker',
  ].filter((badge): badge is string => Boolean(badge));

export function ProfileHeader({ user, own }: { user: PublicUser; own: boolean }) {
  const badges = verifications(user);
  return (
    <header className="flex flex-wrap items-start gap-4 rounded-lg border border-slate-200 bg-white p-5">
      <Avatar url={user.avatarUrl} name={user.nickname} size={72} />
      {/* On a phone the name and bio get the card's whole width, the button a line of its own. */}
      <div className="min-w-0 flex-1 basis-full space-y-1 sm:basis-64">
        <h1 className="flex items-center gap-2 text-2xl font-semibold wrap-anywhere">
          {user.nickname}
          {user.verifiedCreator && (
            <Icon name="badge-check" className="size-5 shrink-0 text-brand-600" label="Verified creator" />
          )}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Stars stars={user.stats.stars} reviews={user.stats.reviews} />
          {user.rank !== null && <Badge tone="brand">Rank {user.rank}</Badge>}
          {badges.map((badge) => (
            <Badge key={badge} tone="success">
              <Icon name="shield-check" className="size-3.5" /> {badge}
            </Badge>
          ))}
        </div>
        {user.bio && (
          <p className="text-sm text-slate-700">
            {user.bio}
            {user.bioTruncated && <Truncated />}
          </p>
        )}
      </div>
      {own ? (
        <Link href="/seller/profile" className={buttonClasses('secondary')}>
          Edit your profile
        </Link>
      ) : (
        <HireButton user={user} />
      )}
    </header>
  );
}
