import type { Allergen } from '@masa/core/allergens/allergen-list';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { getUser } from './get-user.ts';
import type { UserRow } from './public-user.ts';

/**
 * PUT /users/allergens (issue 21 §5, docs/decisions/045-diner-allergens.md): the allergens the
 * signed-in diner avoids, saved on the account, replacing the earlier choice. The list was
 * checked by the route (codes of the fixed list, each once, in its order); orders already
 * placed keep the note they were placed with.
 */
export async function setAvoidedAllergens({
  db,
  userId,
  avoidedAllergens,
}: {
  db: Db;
  userId: string;
  avoidedAllergens: Allergen[];
}): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ avoidedAllergens, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated ?? getUser({ db, userId });
}
