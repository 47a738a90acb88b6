import { z } from 'zod';

/**
 * A table's sitting (ADR 042): the party at the table now. A phone joins it by scanning the
 * table's printed code and gets a key of its own, which it sends in this header on every
 * request; the key shows the sitting's orders, bill and shared cart while the sitting lasts.
 */
export const TABLE_SESSION_KEY_HEADER = 'x-table-session-key';

/** How many minutes a sitting with nothing owed lasts after its last activity (ADR 042). */
export const SESSION_IDLE_MINUTES = 20;

/**
 * How many minutes a settled sitting lasts after its last activity: every order of it paid
 * (or cancelled, at least one paid) and served. The party has paid and eaten; the next party
 * must not join its sitting while the staff forget to clear the table (ADR 059).
 */
export const SETTLED_SITTING_MINUTES = 5;

export const tableSessionKeySchema = z
  .string()
  .max(64)
  .optional()
  .describe(
    "The key this phone got when it joined the table's sitting (POST /tables/sessions/join), ADR 042.",
  );

/** A diner of the sitting as the others see them: a name, never an account. */
export const sittingDinerSchema = z.object({
  id: z.string(),
  name: z
    .string()
    .nullable()
    .describe("The diner's first name; null for a diner without one (ADR 060): see guestNumber."),
  guestNumber: z
    .number()
    .int()
    .nullable()
    .describe("A diner without a name: the app labels them ('Misafir 1', 'Guest 1')."),
  /** The diner whose key the request carries. */
  isMe: z.boolean(),
});
export type SittingDiner = z.infer<typeof sittingDinerSchema>;

/** The sitting as its own diners see it. */
export const sittingSchema = z.object({
  sessionId: z.string(),
  tableId: z.string(),
  businessId: z.string(),
  /** `closed` once the staff cleared the table or it was paid and idle: the key shows nothing more. */
  status: z.enum(['active', 'closed']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  me: sittingDinerSchema,
  diners: z.array(sittingDinerSchema),
  /**
   * The table's cart is the shared one (ADR 043): another diner's phone is at the table now (in
   * the sitting's socket room), or the shared cart was used already in this sitting.
   */
  party: z.boolean(),
});
export type Sitting = z.infer<typeof sittingSchema>;

/** The answer to joining: the sitting and, once, this phone's key. */
export const joinedSittingSchema = sittingSchema.extend({
  key: z.string().describe('Keep it and send it as X-Table-Session-Key; it is not shown again.'),
});
export type JoinedSitting = z.infer<typeof joinedSittingSchema>;
