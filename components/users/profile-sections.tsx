/** A public profile's longer parts: about, blog, and the store, reviews and portfolio collections. */
import { Section } from '@/components/ui/section';
import type { PublicUser } from '@/lib/marketplace/users/contract';
import { CollectionItems, type CollectionRows } from './collection-items';
import { Truncated } from './truncated';
import { UserCollection } from './user-collection';
import { LocalTime } from '@/components/ui/local-time';

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
                {blog.publishedAt && (
                  <p className="text-xs text-slate-500">
                    <LocalTime iso={blog.publishedAt} style="date" />
                  </p>
                )}
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

const COLLECTIONS = [
  { collection: 'store', title: 'Listings', empty: 'No listings in the store.' },
  { collection: 'reviews', title: 'Reviews', empty: 'No reviews yet.' },
  { collection: 'portfolio', title: 'Portfolio', empty: 'Nothing in the portfolio yet.' },
] as const;

export function Collections({ user }: { user: PublicUser }) {
  return COLLECTIONS.map(({ collection, title, empty }) => {
    const first = user[collection];
    if (!first) return null;
    return (
      <Section key={collection} title={title}>
        <UserCollection
          nickname={user.nickname}
          collection={collection}
          title={title}
          first={{ hasMore: first.hasMore, nextCursor: first.nextCursor }}
          shown={first.items.length}
          empty={empty}
        >
          <CollectionItems rows={{ collection, items: first.items } as CollectionRows} />
        </UserCollection>
      </Section>
    );
  });
}
