import { z } from 'zod';
import type { Said } from '../i18n/say.ts';

/**
 * Every successful JSON answer is `{ success: true, data, message? }` (000 §7.1: the app unwraps
 * success/data). Use `envelope(schema)` in a route's response schema and `ok(data)` to answer;
 * its message is said in the request's language (`ok(data, sayTo(request, 'answer.…'))`), or,
 * in the answer an idempotent write stores, kept by its id (`ok(data, said('answer.…'))`) and
 * said when the answer is sent (with-idempotency.ts, ADR 105).
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export function ok<T>(data: T): { success: true; data: T };
export function ok<T, Message extends string | Said>(
  data: T,
  message: Message,
): { success: true; data: T; message: Message };
export function ok<T>(data: T, message?: string | Said) {
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, data, message };
}

/** The failure body the error handler sends, for documenting 4xx answers in route schemas. */
export const errorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
