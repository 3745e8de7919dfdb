'use client';

/**
 * Whom you are hiring, before anything is signed: their public profile's
 * name, picture and rating, or plainly that no public profile has that
 * nickname. A read refused by the profile window says when it reads again.
 */
import { useQuery } from '@tanstack/react-query';
import { userHref } from '@/components/users/user-href';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Avatar, Stars } from '@/components/store/seller-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { errorMessage } from '@/components/ui/states';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { userQueries } from '@/lib/marketplace/users/client';
import { Icon } from '@/components/ui/icon';

export type WorkerLookup = ReturnType<typeof useWorker>;

/** The public profile of a nickname (none asked for when undefined), as one read shared by every place that shows it. */
export function useWorker(nickname: string | undefined) {
  const query = useQuery({ ...userQueries.profile(nickname ?? ''), enabled: nickname !== undefined });
  const error = query.error instanceof MarketplaceError ? query.error : undefined;
  return {
    query,
    missing: error?.status === 404,
    signInNeeded: error?.action === 'sign-in',
  };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      {children}
    </div>
  );
}

function Waiting({ error }: { error: MarketplaceError }) {
  const secondsLeft = useSecondsLeft(error.retryAt);
  // The profile window's own words for its 429; a busy marketplace's named wait says its own.
  const why = error.status === 429 ? 'Profiles can be read once every 10 seconds.' : errorMessage(error);
  return (
    <p>{secondsLeft > 0 ? `${why} Trying again in ${formatDuration(secondsLeft)}…` : 'Reading the profile again…'}</p>
  );
}

export function WorkerPreview({
  nickname,
  worker,
  signIn,
}: {
  nickname: string;
  worker: WorkerLookup;
  signIn?: ReactNode;
}) {
  const { query, missing, signInNeeded } = worker;
  if (query.data) {
    const user = query.data;
    return (
      <Frame>
        <Avatar url={user.avatarUrl} name={user.nickname} size={48} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 font-semibold">
            <span className="sr-only">You are hiring </span>
            <Link href={userHref(user.nickname)} className="break-all hover:underline">
              {user.nickname}
            </Link>
            {user.verifiedCreator && (
              <Icon name="badge-check" className="size-4 text-brand-600" label="Verified creator" />
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Stars stars={user.stats.stars} reviews={user.stats.reviews} />
            {user.humanVerified && (
              <Badge tone="success">
                <Icon name="shield-check" className="size-3.5" /> Verified human
              </Badge>
            )}
          </div>
          {user.bio && <p className="line-clamp-2 text-slate-600">{user.bio}</p>}
        </div>
      </Frame>
    );
  }
  if (missing) {
    return (
      <Frame>
        <Icon name="user-x" className="size-5 shrink-0 text-slate-500" />
        <p>
          No public profile has the nickname <strong className="break-all">{nickname}</strong>. Only people with a
          public profile can be hired: check the spelling.
        </p>
      </Frame>
    );
  }
  if (signInNeeded) {
    return (
      <Frame>
        <div className="space-y-2">
          <p>Sign in to see {nickname}’s public profile before hiring.</p>
          {signIn}
        </div>
      </Frame>
    );
  }
  if (query.error instanceof MarketplaceError && query.error.retryAt) {
    return (
      <Frame>
        <Waiting error={query.error} />
      </Frame>
    );
  }
  if (query.isError) {
    return (
      <Frame>
        <div className="space-y-2">
          <p>
            {nickname}’s profile could not be read. {errorMessage(query.error)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? 'Reading…' : 'Try again'}
          </Button>
        </div>
      </Frame>
    );
  }
  return (
    <Frame>
      <p>Looking up {nickname}…</p>
    </Frame>
  );
}
