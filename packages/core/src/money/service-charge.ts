// Service charges (001 §3 "Service charge definition"): the amount one charge adds to an order.
// The documents show the kinds of charge but not how an amount is derived from `value`; we
// define three calculations. A charge is priced like a product (VAT-inclusive when the
// business's prices include VAT, net otherwise) and is taxed at its own vatRate in the bill's
// VAT by rate (ADR 027).
import { divideRoundHalfUp, percentToBasisPoints } from './round-half-up.ts';

export const SERVICE_CHARGE_TYPES = [
  'entrance_fee',
  'service_charge',
  'umbrella_fee',
  'fixed_menu',
  'cover_charge',
  'corkage_fee',
  'table_fee',
  'vip_charge',
  'time_based_fee',
  'minimum_spend',
  'other',
] as const;
export type ServiceChargeType = (typeof SERVICE_CHARGE_TYPES)[number];

export const SERVICE_CHARGE_CALCULATIONS = ['per_person', 'per_order', 'percentage'] as const;
export type ServiceChargeCalculation = (typeof SERVICE_CHARGE_CALCULATIONS)[number];

export type ServiceChargeInput = {
  calculation: ServiceChargeCalculation;
  /** Kuruş for per_person and per_order; a percentage (e.g. 10 or 12.5) for percentage. */
  value: number;
  /** Whole percent; 10 (001 §9's default) when absent. */
  vatRate?: number;
};

export type ServiceChargeContext = {
  /** People at the table; at least 1 is charged. */
  personCount: number;
  /** The amount a percentage applies to, in kuruş (the order's subtotal). */
  orderAmount: number;
};

export function calculateServiceChargeAmount(
  charge: ServiceChargeInput,
  { personCount, orderAmount }: ServiceChargeContext,
): number {
  const value = Number.isFinite(charge.value) ? Math.max(0, charge.value) : 0;
  switch (charge.calculation) {
    case 'per_person':
      return Math.round(value) * Math.max(1, Math.floor(personCount) || 1);
    case 'per_order':
      return Math.round(value);
    case 'percentage':
      return divideRoundHalfUp(Math.max(0, orderAmount) * percentToBasisPoints(value), 10_000);
  }
}
