/** The session of the request a server component is rendering. */
import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { sessionByToken, sessionCookie, summarize, type Session } from './session';

/** Read once per request: the layout, the page and its metadata all ask, and each read is a database query. */
export const currentSession = cache(async (): Promise<Session | null> => {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return sessionByToken(jar.get(sessionCookie(head.get('host')).name)?.value);
});

/** The session when it is signed in to an account, as the page's session summary says; else null (no account read). */
export async function signedInSession(): Promise<Session | null> {
  const session = await currentSession();
  return summarize(session).signedIn ? session : null;
}
