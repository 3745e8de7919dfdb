import type { Route } from 'next';

/** A person's public page, where every seller, worker and creator name in the app leads. */
export const userHref = (nickname: string) => `/users/${encodeURIComponent(nickname)}` as Route;
