/**
 * Posts on X the sandbox knows. There is no X here, so every well-formed
 * status URL or ID is taken to exist with a few reposts, except the seeded
 * posts below, which exist to show the refusals of 4.14: a post whose author
 * is blocked (403), a post with more than 500 reposts (refused), and a post
 * that was deleted (404).
 */
import { tweetIdOf } from '@/lib/marketplace/launch/terms';

export interface KnownPost {
  url: string;
  author: string;
  reposts: number;
  blockedAuthor: boolean;
  deleted: boolean;
}

/** Sandbox assumption: the seeded posts; documented in docs/sandbox.md. */
export const SEEDED_POSTS: readonly KnownPost[] = [
  {
    url: 'https://x.com/sandboxnews/status/1900000000000000001',
    author: 'sandboxnews',
    reposts: 42,
    blockedAuthor: false,
    deleted: false,
  },
  {
    url: 'https://x.com/sandboxblocked/status/1900000000000000002',
    author: 'sandboxblocked',
    reposts: 12,
    blockedAuthor: true,
    deleted: false,
  },
  {
    url: 'https://x.com/sandboxviral/status/1900000000000000003',
    author: 'sandboxviral',
    reposts: 1200,
    blockedAuthor: false,
    deleted: false,
  },
  {
    url: 'https://x.com/sandboxnews/status/1900000000000000004',
    author: 'sandboxnews',
    reposts: 500,
    blockedAuthor: false,
    deleted: false,
  },
  {
    url: 'https://x.com/sandboxgone/status/1900000000000000005',
    author: 'sandboxgone',
    reposts: 0,
    blockedAuthor: false,
    deleted: true,
  },
];

/** Sandbox assumption: a post the sandbox has not seeded exists, with this many reposts. */
const UNSEEDED_REPOSTS = 7;

export const MAX_REPOSTS = 500;

export function postOf(ref: string): KnownPost {
  const id = tweetIdOf(ref);
  return (
    SEEDED_POSTS.find((p) => tweetIdOf(p.url) === id) ?? {
      url: ref,
      author: 'unknown',
      reposts: UNSEEDED_REPOSTS,
      blockedAuthor: false,
      deleted: false,
    }
  );
}
