import type { serviceCharges } from '../../db/schema/index.ts';

export type ServiceChargeRow = typeof serviceCharges.$inferSelect;

/** The fields of a service-charge definition that deciding, pricing and answering it need. */
export type ServiceChargeDefinition = Pick<
  ServiceChargeRow,
  | 'id'
  | 'type'
  | 'name'
  | 'nameEn'
  | 'description'
  | 'descriptionEn'
  | 'calculation'
  | 'value'
  | 'vatRate'
  | 'applyOn'
  | 'customerTypes'
  | 'conditions'
  | 'display'
  | 'includedItems'
>;

/** What the applicable-service-charges call of 001 §7 passes, plus the table's type. */
export type ServiceChargeContext = {
  /** session_start: a new order (charges of both kinds); every_order: every_order ones only. */
  applyOn: 'session_start' | 'every_order';
  /** The table's type when the table is known and belongs to the business. */
  tableType: string | undefined;
  /** Kuruş: the items' subtotal. */
  orderAmount: number;
  personCount: number;
  customerType: string;
  hasReservation: boolean;
};

/**
 * Whether an active definition applies in a context: its applyOn, customer types and
 * conditions (minimum order amount and party, table types, reservation). The checkout preview
 * and order placement both decide with it, so the app shows exactly what is charged.
 */
export function serviceChargeApplies(
  charge: ServiceChargeDefinition,
  context: ServiceChargeContext,
): boolean {
  if (context.applyOn === 'every_order' && charge.applyOn !== 'every_order') return false;
  // NOTE: a per-person charge is once per person per sitting, on its first order, whatever its
  // applyOn (docs/decisions/076-walk-outs-open-accounts-and-the-kuver.md).
  if (context.applyOn === 'every_order' && charge.calculation === 'per_person') return false;
  if (charge.customerTypes.length > 0 && !charge.customerTypes.includes(context.customerType)) {
    return false;
  }
  const { minOrderAmount, minPersonCount, tableTypes, reservation } = charge.conditions;
  if (minOrderAmount !== undefined && context.orderAmount < minOrderAmount) return false;
  if (minPersonCount !== undefined && context.personCount < minPersonCount) return false;
  if (tableTypes && tableTypes.length > 0) {
    if (!context.tableType || !tableTypes.includes(context.tableType)) return false;
  }
  if (reservation === 'required' && !context.hasReservation) return false;
  if (reservation === 'none' && context.hasReservation) return false;
  return true;
}
