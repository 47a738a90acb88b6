import type { DbOrTx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import {
  serviceChargeApplies,
  type ServiceChargeContext,
  type ServiceChargeDefinition,
} from './service-charge-applies.ts';

const CHARGES = `select id, type, name, name_en as "nameEn", description,
  description_en as "descriptionEn", calculation, value, vat_rate as "vatRate",
  apply_on as "applyOn", customer_types as "customerTypes", conditions, display,
  included_items as "includedItems"
  from service_charges where business_id = $1 and active order by sort_order, created_at, id`;

/** The business's active service-charge definitions that apply in a context, in their order. */
export async function findApplicableServiceCharges({
  db,
  businessId,
  context,
}: {
  db: DbOrTx;
  businessId: string;
  context: ServiceChargeContext;
}): Promise<ServiceChargeDefinition[]> {
  const rows = await rawQuery<ServiceChargeDefinition>(db, 'business_service_charges', CHARGES, [
    businessId,
  ]);
  return rows.filter((row) => serviceChargeApplies(row, context));
}
