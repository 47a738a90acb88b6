import { z } from 'zod';
import { TABLE_STATES } from './table-state.ts';

/**
 * A table on the staff's floor (GET /staff/floor, issue 16 §5): its state, what is open on it
 * and since when. One schema for both sides of the wire: the server's route answers with it,
 * the staff app reads its type.
 */
export const floorTable = z.object({
  id: z.string(),
  name: z.string(),
  number: z.number().int(),
  seats: z.number().int(),
  state: z.enum(TABLE_STATES),
  openAmount: z.number().int().describe('Kuruş still to pay over the open orders, tips apart.'),
  seatedSince: z
    .string()
    .nullable()
    .describe('When the current guests sat down (first active session or open order), ISO.'),
  openCalls: z.number().int().describe('Waiter calls not yet resolved.'),
  openOrders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.number().int(),
      status: z.string(),
      left: z.number().int().describe('Kuruş'),
      billLabel: z
        .string()
        .nullable()
        .describe('Which of the table\'s bills: null the first, "Hesap 2"… (ADR 078).'),
    }),
  ),
});
export type FloorTable = z.infer<typeof floorTable>;
