import type { BusinessProfile } from '@masa/core/staff/business-settings.schemas';
import { eq, sql } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import type { BusinessSettings } from '../../db/schema/json-types.ts';
import type { DbOrTx, Tx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';

type SettingsKey = 'payment' | 'tax' | 'board' | 'tips';

/**
 * Writes one key of the business's JSON settings in one statement (jsonb_set), so a concurrent
 * write of another key (the ordering pause, ADR 028) keeps its own. Answers the whole settings.
 */
export async function updateSettingsKey<K extends SettingsKey>({
  db,
  businessId,
  key,
  value,
}: {
  db: DbOrTx;
  businessId: string;
  key: K;
  value: NonNullable<BusinessSettings[K]>;
}): Promise<BusinessSettings> {
  const [row] = await db
    .update(businesses)
    .set({
      settings: sql`jsonb_set(${businesses.settings}, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId))
    .returning({ settings: businesses.settings });
  if (!row) throw refuse(404, 'BUSINESS_NOT_FOUND');
  return row.settings;
}

/** The business's name, phone, e-mail and address (the country is kept as it was). */
export async function updateBusinessProfile({
  tx,
  businessId,
  profile,
}: {
  tx: Tx;
  businessId: string;
  profile: BusinessProfile;
}) {
  const [row] = await tx
    .update(businesses)
    .set({
      name: profile.name,
      phone: profile.phone,
      email: profile.email,
      address: sql`${businesses.address} || ${JSON.stringify(profile.address)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId))
    .returning();
  if (!row) throw refuse(404, 'BUSINESS_NOT_FOUND');
  return row;
}
