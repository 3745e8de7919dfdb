/** The session of the request a server component is rendering. */
import 'server-only';
import { cookies, headers } from 'next/headers';
import { sessionByToken, sessionCookie, type Session } from './session';

export async function currentSession(): Promise<Session | null> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return sessionByToken(jar.get(sessionCookie(head.get('host')).name)?.value);
}
