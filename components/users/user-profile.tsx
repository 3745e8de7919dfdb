/**
 * /users/[nickname]: a public profile, or in plain words why it cannot be shown. Rendered on the server from the
 * page's read; in the browser run only its controls: hiring, "load more" and a broken picture's stand-in.
 */
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { ReadFailure, ServerRead } from '@/lib/marketplace/read-failure';
import type { PublicUser } from '@/lib/marketplace/users/contract';
import { ProfileHeader } from './profile-header';
import { AboutAndBlog, Collections } from './profile-sections';
import { UserFacts } from './user-facts';

function Refusal({ nickname, failure }: { nickname: string; failure: ReadFailure }) {
  const error = new MarketplaceError(failure);
  // Without the dashboard's reader account, a signed-out read needs the visitor's own.
  if (error.action === 'sign-in') {
    return (
      <SignInPrompt title={`Sign in to see ${nickname}’s profile`}>
        Public profiles are read with your account. Signing in is free.
      </SignInPrompt>
    );
  }
  if (error.status === 404) {
    return (
      <EmptyState title="No public profile">
        No public profile has the nickname “{nickname}”. Check the spelling.
      </EmptyState>
    );
  }
  // A read refused by the profile window says when it reads again (and does, on its own).
  return <ReadError failure={failure} title="This profile could not be loaded" readsAgain />;
}

/** Why the profile is not shown, under the nickname asked for as the page's heading. */
function NotShown({ nickname, failure }: { nickname: string; failure: ReadFailure }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{nickname}</h1>
      <Refusal nickname={nickname} failure={failure} />
    </div>
  );
}

export function UserProfile({
  nickname,
  read,
  own,
}: {
  nickname: string;
  read: ServerRead<PublicUser>;
  /** The signed-in visitor's own profile. */
  own: boolean;
}) {
  if (!read.ok) return <NotShown nickname={nickname} failure={read.failure} />;
  const user = read.data;
  return (
    <div className="space-y-6">
      <ProfileHeader user={user} own={own} />
      <UserFacts user={user} />
      <AboutAndBlog user={user} />
      <Collections user={user} />
      <Link href="/store" className="text-sm text-brand-700 hover:underline">
        Back to the store
      </Link>
    </div>
  );
}
