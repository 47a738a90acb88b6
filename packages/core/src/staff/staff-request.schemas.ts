// What diners ask of a business (waiter calls, messages, bill and split requests) as the API
// answers them (001 §3), in one place for the server, which validates its answers with them,
// and both apps, which infer their types from them.
import { z } from 'zod';

/** 001 §3 Waiter-call result, plus the call's own id, table and reason. */
export const waiterCallResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string().nullable().describe('Null for a call from a table without an order.'),
  tableId: z.string(),
  businessId: z.string(),
  waiterCalled: z.boolean(),
  callTime: z.string().describe('ISO 8601'),
  createdAt: z.string(),
  status: z.enum(['pending', 'acknowledged', 'resolved']),
  reason: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type WaiterCallResponse = z.infer<typeof waiterCallResponse>;

/** 001 §3 Order message, with who sent it: the diner (`customer`) or the business (`staff`). */
export const orderMessageResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  message: z.string(),
  messageType: z.enum(['status_request', 'special_request', 'complaint', 'compliment', 'other']),
  messageTypeLabel: z
    .string()
    .describe("'Durum Sorgusu', 'Özel İstek', 'Şikayet', 'Beğeni', 'Diğer'"),
  senderType: z.enum(['customer', 'staff']),
  sentBy: z.object({
    userId: z.string().nullable(),
    staffId: z.string().nullable(),
    name: z.string(),
  }),
  readAt: z.string().nullable().describe('When the other side answered or read it.'),
  createdAt: z.string(),
});
export type OrderMessageResponse = z.infer<typeof orderMessageResponse>;

/** Where a request comes from, as staff need it on a list: order number and table. */
const place = {
  orderNumber: z.number().int().nullable(),
  tableName: z.string(),
  tableNumber: z.number().int(),
};

export const staffWaiterCallResponse = waiterCallResponse.extend(place);
export type StaffWaiterCallResponse = z.infer<typeof staffWaiterCallResponse>;

/** 001 §3 Bill-request payload as recorded, for the staff. */
export const staffBillRequestResponse = z.object({
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
export type StaffBillRequestResponse = z.infer<typeof staffBillRequestResponse>;

/** 001 §3 split variant: selectedItems maps an order item id to its quantity. */
export const staffSplitRequestResponse = z.object({
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
  charges: z
    .array(z.object({ chargeId: z.string(), name: z.string() }))
    .describe('Service charges (the kuver) the split pays whole with its items.'),
  shares: z
    .array(
      z.object({
        itemId: z.string(),
        name: z.string(),
        shareCount: z.number().int(),
        shareIndex: z.number().int(),
      }),
    )
    .describe('Shares of shared lines it pays, one of each (ADR 048): share 2 of 3 of the wine.'),
  splitDetails: z
    .array(z.object({ userId: z.string().nullable(), amount: z.number(), name: z.string() }))
    .nullable(),
  paid: z.boolean().describe('Its payment was recorded (POST /staff/orders/{id}/payments).'),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  ...place,
});
export type StaffSplitRequestResponse = z.infer<typeof staffSplitRequestResponse>;

export const staffMessageResponse = orderMessageResponse.extend({ tableId: z.string(), ...place });
export type StaffMessageResponse = z.infer<typeof staffMessageResponse>;
