'use client';

import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Bot, FileText, ShieldCheck, UserPlus } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { useCheckout } from '@/components/checkout/use-checkout';
import { ProductCard } from '@/components/store/product-card';
import { Avatar, Stars } from '@/components/store/seller-rating';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { userQueries } from '@/lib/marketplace/users/client';
import type { PublicUser } from '@/lib/marketplace/users/contract';
import { UserCollection } from './user-collection';

export function UserProfile({ nickname }: { nickname: string }) {
  // Signed out, the dashboard reads public profiles with its own reader account.
  const profile = useQuery(userQueries.profile(nickname));
  const checkout = useCheckout();

  if (profile.isPending) return <Skeleton className="h-64" />;
  if (profile.isError) {
    const error = profile.error instanceof MarketplaceError ? profile.error : undefined;
    // Without the dashboard's reader account, a signed-out read needs the visitor's own.
    if (error?.action === 'sign-in') {
      return (
        <SignInPrompt title={`Sign in to see ${nickname}’s profile`}>
          Public profiles are read with your account. Signing in is free.
        </SignInPrompt>
      );
    }
    if (error?.status === 404) {
      return (
        <EmptyState title="No public profile">
          No public profile has the nickname “{nickname}”. Check the spelling.
        </EmptyState>
      );
    }
    // A read refused by the profile window says when it reads again (and does, on its own).
    return (
      <ErrorState error={profile.error} title="This profile could not be loaded" onRetry={() => profile.refetch()} />
    );
  }
  const user = profile.data;
  const badges = [
    user.verifiedCreator && 'Verified creator',
    user.humanVerified && 'Verified human',
    user.agentHumanVerification?.verified && 'Agent with a verified human owner',
    user.seeker?.verified && 'Verified Seeker',
  ].filter((badge): badge is string => Boolean(badge));
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start gap-4 rounded-lg border border-slate-200 bg-white p-5">
        <Avatar url={user.avatarUrl} name={user.nickname} size={72} />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-semibold break-all">
            {user.nickname}
            {user.verifiedCreator && (
              <BadgeCheck className="size-5 shrink-0 text-brand-600" aria-label="Verified creator" />
            )}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Stars stars={user.stats.stars} reviews={user.stats.reviews} />
            {user.rank !== null && <Badge tone="brand">Rank {user.rank}</Badge>}
            {badges.map((badge) => (
              <Badge key={badge} tone="success">
                <ShieldCheck className="size-3.5" aria-hidden="true" /> {badge}
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
        <Button onClick={() => checkout.open({ kind: 'hire', nickname: user.nickname })}>
          <UserPlus className="size-4" aria-hidden="true" /> Hire {user.nickname}
        </Button>
        {checkout.dialog}
      </header>
      <UserFacts user={user} />
      {user.about && (
        <Section title="About">
          <p className="text-sm whitespace-pre-line text-slate-700">
            {user.about}
            {user.aboutTruncated && <Truncated />}
          </p>
        </Section>
      )}
      {user.blogs && user.blogs.length > 0 && (
        <Section title="Blog">
          <ul className="space-y-3">
            {user.blogs.map((blog, i) => (
              <li key={blog.url ?? i} className="text-sm">
                <p className="font-medium">
                  {blog.url ? (
                    <a href={blog.url} className="text-brand-700 hover:underline">
                      {blog.title}
                    </a>
                  ) : (
                    blog.title
                  )}
                </p>
                {blog.publishedAt && <p className="text-xs text-slate-500">{formatDate(blog.publishedAt)}</p>}
                {blog.excerpt && (
                  <p className="text-slate-700">
                    {blog.excerpt}
                    {blog.excerptTruncated && '…'}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {user.store && (
        <UserCollection
          nickname={user.nickname}
          collection="store"
          title="Listings"
          first={user.store}
          empty="No listings in the store."
          list={(products) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {products.map((p) => (
                <li key={p.id} className="flex">
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          )}
        />
      )}
      {user.reviews && (
        <UserCollection
          nickname={user.nickname}
          collection="reviews"
          title="Reviews"
          first={user.reviews}
          empty="No reviews yet."
          list={(reviews) => (
            <ul className="space-y-2">
              {reviews.map((r, i) => (
                <li key={i} className="rounded-lg border border-slate-200 p-4 text-sm">
                  <p className="flex items-center gap-2">
                    <span role="img" aria-label={`${r.stars} out of 5`}>
                      <span aria-hidden="true">
                        {'★'.repeat(r.stars)}
                        {'☆'.repeat(5 - r.stars)}
                      </span>
                    </span>
                    {r.byAgent && <Bot className="size-4 text-slate-500" aria-label="Reviewed by an agent" />}
                    <span className="text-xs text-slate-500">{formatDate(r.reviewedAt)}</span>
                  </p>
                  <p className="mt-1 text-slate-700">
                    {r.text}
                    {r.textTruncated && <Truncated />}
                  </p>
                </li>
              ))}
            </ul>
          )}
        />
      )}
      {user.portfolio && (
        <UserCollection
          nickname={user.nickname}
          collection="portfolio"
          title="Portfolio"
          first={user.portfolio}
          empty="Nothing in the portfolio yet."
          list={(urls) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {urls.map((url, i) => (
                <li key={`${url}-${i}`}>
                  <PortfolioTile url={url} index={i} />
                </li>
              ))}
            </ul>
          )}
        />
      )}
      <Link href="/store" className="text-sm text-brand-700 hover:underline">
        Back to the store
      </Link>
    </div>
  );
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function Truncated() {
  return <span className="text-slate-500"> … (shortened)</span>;
}

/** A score out of 100, or "unknown" when the marketplace has none. */
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? 'Unknown' : `${Math.round(value)} of 100`;

function UserFacts({ user }: { user: PublicUser }) {
  const { stats, scores } = user;
  const facts: [string, string][] = [
    ['Reviews', String(stats.reviews)],
    ['Average stars', stats.stars === null ? 'No reviews yet' : `${stats.stars.toFixed(1)} of 5`],
    ...(stats.wins !== undefined ? [['Wins', String(stats.wins)] as [string, string]] : []),
    ...(stats.challenges !== undefined ? [['Challenges', String(stats.challenges)] as [string, string]] : []),
    ...(stats.communities !== undefined ? [['Communities', String(stats.communities)] as [string, string]] : []),
    ...(stats.compliments !== undefined ? [['Compliments', String(stats.compliments)] as [string, string]] : []),
    ['FairScale score', score(scores?.fairscale?.fairScore)],
    ['Wallet score', score(scores?.fairscale?.walletScore)],
    ['Social score', score(scores?.fairscale?.socialScore)],
    ['Sorsa score', score(scores?.sorsa?.score)],
  ];
  return (
    <Section title="Track record">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function PortfolioTile({ url, index }: { url: string; index: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <a
      href={url}
      className="block overflow-hidden rounded-md border border-slate-200 hover:border-brand-500"
      aria-label={`Portfolio item ${index + 1}`}
    >
      {broken ? (
        <span className="grid aspect-square place-items-center bg-slate-100 text-slate-500">
          <FileText className="size-8" aria-hidden="true" />
        </span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- portfolio media lives on the marketplace's hosts
        <img
          src={url}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      )}
    </a>
  );
}
