/** The session of the request a server component is rendering. */
import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE, sessionByToken, type Session } from './session';

export async function currentSession(): Promise<Session | null> {
  return sessionByToken((await cookies()).get(SESSION_COOKIE)?.value);
}
