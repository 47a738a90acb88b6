import type { SelectionPrice } from '@masa/core/bill/bill';
import { billSchema } from '@masa/core/bill/bill.schemas';
import { z } from 'zod';
import type { billRequests } from '../../db/schema/index.ts';
import type { OrderItemRow } from '../orders/to-order-response.ts';
import { orderResponse, type OrderResponse } from '../orders/order-response.ts';
import type { SplitRequestRow } from './load-bill-state.ts';

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);

/** A pay-all or equal-split request (001 §3 Bill-request payload), as answered. */
export const billRequestResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  tableId: z.string().nullable(),
  mode: z.enum(['full', 'equal']),
  peopleCount: z.number().int().nullable().describe('Equal split: at least 2.'),
  paymentMethod: z.string().nullable(),
  tipPercentage: z.number().int(),
  status: z.string(),
  subtotal: kurus('Items still due, as priced (VAT included unless prices exclude it).'),
  vatTotal: kurus("VAT of what is due (its share of the bill's VAT by rate)."),
  serviceChargeTotal: kurus('Service charges still unpaid.'),
  amount: kurus('What is due, tip excluded: items + unpaid service charges (+ VAT added on top).'),
  tip: kurus('tipPercentage of subtotal (the items).'),
  total: kurus('amount + tip.'),
  perPerson: z
    .array(z.number().int())
    .describe('Equal split: whole-kuruş parts adding up to total.'),
  createdAt: z.string(),
  order: orderResponse,
});
export type BillRequestResponse = z.infer<typeof billRequestResponse>;

/** A split request (001 §3 split variant), as answered. */
export const splitRequestResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  isSplitBill: z.literal(true),
  status: z.enum(['pending', 'approved', 'rejected']),
  paymentMethod: z.string(),
  tipPercentage: z.number().int(),
  selectedItems: z.record(z.string(), z.number().int()),
  items: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: kurus('One unit.'),
    }),
  ),
  subtotal: kurus('The chosen units, as priced.'),
  vatTotal: kurus("VAT of the chosen units (their share of the bill's VAT by rate)."),
  vat: billSchema.shape.vat,
  amount: kurus('subtotal + VAT added on top; tip excluded.'),
  tip: kurus('tipPercentage of subtotal.'),
  total: kurus('amount + tip: what this diner pays.'),
  splitDetails: z
    .array(z.object({ userId: z.string().nullable(), amount: z.number(), name: z.string() }))
    .nullable(),
  createdAt: z.string(),
});
export type SplitRequestResponse = z.infer<typeof splitRequestResponse>;

export function serializeBillRequest(
  row: typeof billRequests.$inferSelect,
  figures: { subtotal: number; vatTotal: number; serviceChargeTotal: number; perPerson: number[] },
  order: OrderResponse,
): BillRequestResponse {
  return {
    id: row.id,
    _id: row.id,
    orderId: row.orderId,
    businessId: row.businessId,
    tableId: row.tableId,
    mode: row.mode === 'equal' ? 'equal' : 'full',
    peopleCount: row.peopleCount,
    paymentMethod: row.paymentMethod,
    tipPercentage: row.tipPercentage,
    status: row.status,
    ...figures,
    amount: row.amount,
    tip: row.tipAmount,
    total: row.amount + row.tipAmount,
    createdAt: row.createdAt.toISOString(),
    order,
  };
}

export function serializeSplitRequest(
  row: SplitRequestRow,
  chosen: { item: OrderItemRow; quantity: number }[],
  price: SelectionPrice,
): SplitRequestResponse {
  return {
    id: row.id,
    _id: row.id,
    orderId: row.orderId,
    businessId: row.businessId,
    isSplitBill: true,
    status: row.status,
    paymentMethod: row.paymentMethod,
    tipPercentage: row.tipPercentage,
    selectedItems: Object.fromEntries(chosen.map(({ item, quantity }) => [item.id, quantity])),
    items: chosen.map(({ item, quantity }) => ({
      itemId: item.id,
      name: item.name,
      quantity,
      unitPrice: item.unitPrice,
    })),
    subtotal: price.itemsAmount,
    vatTotal: price.vatTotal,
    vat: price.vat,
    amount: row.amount,
    tip: row.tipAmount,
    total: row.amount + row.tipAmount,
    splitDetails: row.splitDetails,
    createdAt: row.createdAt.toISOString(),
  };
}
