import { isOrderPaid } from '@masa/core/orders/order-status';
import { SPLIT_TIP_OPTIONS, TIP_OPTIONS } from '@masa/core/money/tip';
import { z } from 'zod';
import { paymentMethodKeySchema } from '../businesses/business.schemas.ts';
import type { BillState } from './load-bill-state.ts';
import { priceBillSelection, remainingUnits } from './price-bill-selection.ts';

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);

/** GET /orders/{orderId}/bill: everything the bill dialog and the split screen show. */
export const billStatusResponse = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  businessId: z.string(),
  tableId: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  isPaid: z.boolean(),
  billRequested: z.boolean(),
  allPaid: z
    .boolean()
    .describe(
      "No item left to pay (paid or in approved splits): the web shows 'Tüm Ürünler Ödendi'.",
    ),
  taxIncludedInPrice: z.boolean(),
  paymentMethods: z.array(paymentMethodKeySchema).describe('Accepted by the business, in order.'),
  splitPaymentMethods: z.array(paymentMethodKeySchema).describe('The same without online.'),
  tipOptions: z.array(z.number().int()),
  splitTipOptions: z.array(z.number().int()),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      quantity: z.number().int(),
      freeQuantity: z.number().int(),
      unitPrice: kurus('One charged unit, after the discount.'),
      vatRate: z.number().int().describe('Whole percent.'),
      isPaid: z.boolean(),
      paidQuantity: z.number().int(),
      approvedQuantity: z.number().int().describe('Units in approved split requests.'),
      pendingQuantity: z.number().int().describe('Units in split requests awaiting the business.'),
      remainingQuantity: z
        .number()
        .int()
        .describe(
          '001 §4: quantity − max(paidQuantity, approvedQuantity); 0 when paid or cancelled.',
        ),
      availableQuantity: z
        .number()
        .int()
        .describe('What a new split may take: remainingQuantity less the pending units.'),
    }),
  ),
  subtotal: kurus("The order's subtotal."),
  serviceChargeTotal: kurus("The order's service charges (paid with the rest of the bill)."),
  total: kurus("The order's total."),
  remainingAmount: kurus(
    'Units still to pay (remainingQuantity) + VAT on top + service charges, tip excluded; 0 once the order is paid.',
  ),
  splitRequests: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      isMine: z.boolean(),
      paymentMethod: z.string(),
      tipPercentage: z.number().int(),
      selectedItems: z.record(z.string(), z.number().int()),
      amount: kurus('Tip excluded.'),
      tip: kurus(''),
      total: kurus(''),
      createdAt: z.string(),
    }),
  ),
});
export type BillStatusResponse = z.infer<typeof billStatusResponse>;

/** The bill of an order as the caller (`userId`) sees it. */
export function presentBillStatus(state: BillState, userId: string): BillStatusResponse {
  const { order, settings } = state;
  const rest = priceBillSelection({ state, quantities: remainingUnits(state), basis: 'remaining' });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    businessId: order.businessId,
    tableId: order.tableId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    isPaid: order.isPaid,
    billRequested: order.billRequested,
    allPaid: state.allPaid,
    taxIncludedInPrice: settings.tax.includedInPrice,
    paymentMethods: settings.payment.methods,
    splitPaymentMethods: settings.payment.methods.filter((method) => method !== 'online'),
    tipOptions: [...TIP_OPTIONS],
    splitTipOptions: [...SPLIT_TIP_OPTIONS],
    items: state.items.map(({ item, ...units }) => ({
      id: item.id,
      name: item.name,
      status: item.status,
      quantity: item.quantity,
      freeQuantity: item.freeQuantity,
      unitPrice: item.unitPrice,
      vatRate: item.vatRate,
      isPaid: item.isPaid,
      paidQuantity: item.paidQuantity,
      ...units,
    })),
    subtotal: order.subtotal,
    serviceChargeTotal: order.serviceChargeTotal,
    total: order.total,
    remainingAmount: isOrderPaid(order) ? 0 : rest.total + order.serviceChargeTotal,
    splitRequests: state.splitRequests.map((request) => ({
      id: request.id,
      status: request.status,
      isMine: request.userId === userId,
      paymentMethod: request.paymentMethod,
      tipPercentage: request.tipPercentage,
      selectedItems: request.selectedItems,
      amount: request.amount,
      tip: request.tipAmount,
      total: request.amount + request.tipAmount,
      createdAt: request.createdAt.toISOString(),
    })),
  };
}
