import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { UserRow } from './public-user.ts';

/** The signed-in customer's row; a token for a user that no longer exists answers 401. */
export async function getUser({ db, userId }: { db: Db; userId: string }): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refuse(401, 'USER_NOT_FOUND.userGone');
  return user;
}
