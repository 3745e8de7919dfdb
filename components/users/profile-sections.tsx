'use client';

/** A public profile's longer parts: about, blog, and the store, reviews and portfolio collections. */
import { Bot, FileText } from 'lucide-react';
import { useState } from 'react';
import { Section } from '@/components/ui/section';
import { ProductCard } from '@/components/store/product-card';
import type { PublicUser } from '@/lib/marketplace/users/contract';
import { Truncated } from './truncated';
import { UserCollection } from './user-collection';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function AboutAndBlog({ user }: { user: PublicUser }) {
  return (
    <>
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
    </>
  );
}

export function Collections({ user }: { user: PublicUser }) {
  return (
    <>
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
    </>
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
