import type { ServiceChargeSettings } from '@masa/core/staff/business-settings.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { serviceCharges } from '../../db/schema/index.ts';
import type { ServiceChargeType } from '../../db/schema/enums.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { notFound } from '../../lib/app-error.ts';
import { SETTINGS_ANSWERS as M } from './settings-messages.ts';

/** A kuver per person, a percentage service charge, or a fixed charge per order. */
const typeOf = (calculation: ServiceChargeSettings['calculation']): ServiceChargeType =>
  calculation === 'per_person' ? 'cover_charge' : 'service_charge';

/**
 * Adds a service-charge definition (applied to orders placed from now on, at session start),
 * or changes one of the business's: another business's id is 404. Orders copy the charge when
 * placed (order_service_charges), so a change never alters what a placed order was charged
 * (ADR 034).
 */
export async function saveServiceCharge({
  tx,
  businessId,
  chargeId,
  charge,
}: {
  tx: Tx;
  businessId: string;
  chargeId?: string | undefined;
  charge: ServiceChargeSettings;
}) {
  if (chargeId === undefined) {
    const [created] = await tx
      .insert(serviceCharges)
      .values({
        businessId,
        type: typeOf(charge.calculation),
        ...charge,
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from service_charges where business_id = ${businessId})`,
      })
      .returning();
    return created!;
  }
  const [updated] = await tx
    .update(serviceCharges)
    .set({ ...charge, updatedAt: new Date() })
    .where(and(eq(serviceCharges.id, chargeId), eq(serviceCharges.businessId, businessId)))
    .returning();
  if (!updated) throw notFound(M.chargeNotFound, 'SERVICE_CHARGE_NOT_FOUND');
  return updated;
}
