import { priceSelection, restOfBill } from '@masa/core/bill/bill';
import { billSchema } from '@masa/core/bill/bill.schemas';
import { sumSplitQuantity } from '@masa/core/bill/remaining-quantity';
import { isOrderPaid } from '@masa/core/orders/order-status';
import { SPLIT_TIP_OPTIONS, TIP_OPTIONS } from '@masa/core/money/tip';
import { z } from 'zod';
import { paymentMethodKeySchema } from '../businesses/business.schemas.ts';
import type { BillState } from './load-bill-state.ts';

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
      paidQuantity: z.number().int().describe('Charged units paid.'),
      approvedQuantity: z.number().int().describe('Units in approved split requests.'),
      pendingQuantity: z
        .number()
        .int()
        .describe('Units held by split requests awaiting the business (for 15 minutes at most).'),
      remainingQuantity: z
        .number()
        .int()
        .describe(
          '001 §4: charged units not paid nor in an approved split (the bill line dueQuantity); free units are never due.',
        ),
      availableQuantity: z
        .number()
        .int()
        .describe('What a new split may take: remainingQuantity less the pending units.'),
    }),
  ),
  bill: billSchema,
  subtotal: kurus("The bill's subtotal."),
  serviceChargeTotal: kurus("The bill's service charges (paid with the rest of the bill)."),
  total: kurus("The bill's total, tips apart."),
  remainingAmount: kurus(
    'What the rest of the bill costs now (units due and unpaid service charges), tip excluded; 0 once the order is paid.',
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
  const { order, settings, bill } = state;
  const rest = priceSelection(state.input, restOfBill(bill));
  const lines = new Map(bill.lines.map((line) => [line.id, line]));
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
    items: state.items.map((item) => {
      const line = lines.get(item.id)!;
      return {
        id: item.id,
        name: item.name,
        status: item.status,
        quantity: item.quantity,
        freeQuantity: line.freeQuantity,
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
        isPaid: item.isPaid,
        paidQuantity: line.paidQuantity,
        approvedQuantity: sumSplitQuantity(item.id, state.splitRequests),
        pendingQuantity: line.dueQuantity - line.availableQuantity,
        remainingQuantity: line.dueQuantity,
        availableQuantity: line.availableQuantity,
      };
    }),
    bill,
    subtotal: bill.subtotal,
    serviceChargeTotal: bill.serviceChargeTotal,
    total: bill.total,
    remainingAmount: isOrderPaid(order) ? 0 : rest.amount,
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
