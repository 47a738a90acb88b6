import { z } from 'zod';
import { orderMessageResponse } from '../live-orders/message-response.ts';
import { waiterCallResponse } from '../live-orders/waiter-call-response.ts';

/** Where a request comes from, as staff need it on a list: order number and table. */
const place = {
  orderNumber: z.number().int().nullable(),
  tableName: z.string(),
  tableNumber: z.number().int(),
};

export const staffWaiterCallResponse = waiterCallResponse.extend(place);
export type StaffWaiterCallResponse = z.infer<typeof staffWaiterCallResponse>;

/** 001 §3 Bill-request payload as recorded (the bill issue writes these rows). */
export const billRequestResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  tableId: z.string().nullable(),
  userId: z.string().nullable(),
  mode: z.enum(['full', 'equal', 'split']),
  peopleCount: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  tipPercentage: z.number().int(),
  tipAmount: z.number().int().describe('Kuruş'),
  amount: z.number().int().describe('Kuruş, tip excluded'),
  status: z.enum(['pending', 'acknowledged', 'completed']),
  acknowledgedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  ...place,
});
export type BillRequestResponse = z.infer<typeof billRequestResponse>;

/** 001 §3 split variant: selectedItems maps an order item id to its quantity. */
export const splitRequestResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  userId: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  paymentMethod: z.string(),
  tipPercentage: z.number().int(),
  amount: z.number().int().describe('Kuruş for the selected items, tip excluded'),
  tipAmount: z.number().int(),
  selectedItems: z.record(z.string(), z.number().int()),
  items: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.number().int() })),
  splitDetails: z
    .array(z.object({ userId: z.string().nullable(), amount: z.number(), name: z.string() }))
    .nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  ...place,
});
export type SplitRequestResponse = z.infer<typeof splitRequestResponse>;

export const staffMessageResponse = orderMessageResponse.extend({ tableId: z.string(), ...place });
export type StaffMessageResponse = z.infer<typeof staffMessageResponse>;
