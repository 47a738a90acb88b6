import { linesSubtotal } from '@masa/core/bill/price-order';
import type { PricedLine } from '../orders/price-cart-items.ts';
import {
  serviceChargeApplies,
  type ServiceChargeDefinition,
} from '../menu/service-charge-applies.ts';

/**
 * The service charges of a waiter's send, decided once for the whole send as for a diner's one
 * order with the same lines (docs/decisions/076-walk-outs-open-accounts-and-the-kuver.md): the
 * send that starts the sitting takes its session_start and every_order charges, a later send
 * its every_order ones, each checked against the send's subtotal and the party. Per course
 * order (`index` in service order) a per-person or per-order charge lands on the send's first
 * order only, a percentage on every course's own lines, so three courses are charged as one.
 */
export function sendCharges({
  charges,
  lines,
  firstOfSitting,
  personCount,
  tableType,
}: {
  charges: ServiceChargeDefinition[];
  lines: PricedLine[];
  firstOfSitting: boolean;
  personCount: number;
  tableType: string | undefined;
}): (index: number) => ServiceChargeDefinition[] {
  const subtotal = linesSubtotal(
    lines.map((line) => ({ ...line, freeQuantity: line.requestedFreeQuantity })),
  );
  const applying = charges.filter((charge) =>
    serviceChargeApplies(charge, {
      applyOn: firstOfSitting ? 'session_start' : 'every_order',
      tableType,
      orderAmount: subtotal,
      personCount,
      customerType: 'customer',
      hasReservation: false,
    }),
  );
  return (index) =>
    index === 0 ? applying : applying.filter((charge) => charge.calculation === 'percentage');
}
