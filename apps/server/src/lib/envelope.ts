import { z } from 'zod';

/**
 * Every successful JSON answer is `{ success: true, data, message? }` (000 §7.1: the app unwraps
 * success/data). Use `envelope(schema)` in a route's response schema and `ok(data)` to answer.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const ok = <T>(data: T, message?: string) =>
  message === undefined
    ? { success: true as const, data }
    : { success: true as const, data, message };

/** The failure body the error handler sends, for documenting 4xx answers in route schemas. */
export const errorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
