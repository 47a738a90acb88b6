import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/** Every active business, in Turkish alphabetical order ('Çay Bahçesi' after 'Cadde'). */
export async function listActiveBusinesses({ db }: { db: Db }) {
  const rows = await db.select().from(businesses).where(eq(businesses.active, true));
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
