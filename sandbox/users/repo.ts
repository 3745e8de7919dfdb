/** Public profiles: an account with a nickname, a public profile and no block (spec 4.12). */
import { and, eq, sql } from 'drizzle-orm';
import { accounts } from '../db/schema';
import type { SandboxDb } from '../db/types';
import type { AccountRow } from '../account/repo';

/** Nicknames match case-insensitively; private and blocked profiles are as good as missing. */
export async function publicUserByNickname(db: SandboxDb, nickname: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.nickname}) = ${nickname.toLowerCase()}`,
        eq(accounts.publicProfile, true),
        eq(accounts.blocked, false),
      ),
    )
    .limit(1);
  return row;
}
