// Order-area inputs with the messages of 001 §5 (core's rule texts, ADR 117, the Turkish
// verbatim; texts marked "ours" are not in the documents). Used by the app's forms and by the
// server's routes alike.
import { z } from 'zod';
import { ruleMessage, ruleText, type RuleId, type RuleText } from '../i18n/rule-text.ts';
import {
  DEFAULT_TABLE_SEATS,
  MESSAGE_MAX_LENGTH,
  PERSON_COUNT_MAX,
  PERSON_COUNT_MIN,
  PRODUCT_NOTE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  maxPartyAtTable,
} from './order-limits.ts';

export const ORDER_MESSAGES = {
  personCountMin: 'rules.order.personCountMin',
  /** Ours: above the documented maximum of 20 on a table with more seats. */
  personCountMax: 'rules.order.personCountMax',
  productNoteTooLong: 'rules.order.productNoteTooLong', // ours
  messageRequired: 'rules.order.messageRequired',
  messageTooLong: 'rules.order.messageTooLong',
  reviewTargetMissing: 'rules.order.reviewTargetMissing',
  reviewTargetBoth: 'rules.order.reviewTargetBoth',
  reviewRating: 'rules.order.reviewRating',
  reviewCommentTooLong: 'rules.order.reviewCommentTooLong', // ours
  feedbackRating: 'rules.order.feedbackRating',
  orderNeedsItem: 'rules.order.orderNeedsItem',
  quantityMin: 'rules.order.quantityMin', // ours
} as const satisfies Record<string, RuleId>;

/**
 * The party is above what its table can take even with chairs pulled up (ADR 065): 'Bu masa
 * {seats} kişilik' (001 §5) and the most it takes, a rule text (ADR 117).
 */
export const partyTooLarge = (seats: number, most: number): RuleText =>
  ruleText('rules.order.partyTooLarge', { seats, most });

/** The seats of a table, 4 when the table does not say. */
export const tableSeats = (seats?: number | null) =>
  seats && seats > 0 ? Math.floor(seats) : DEFAULT_TABLE_SEATS;

/**
 * Person count 1–20 and at most twice the table's seats (4 when the table does not say): a
 * party larger than its table orders and the staff are told (ADR 065, departing from 001 §5).
 */
export function createPersonCountSchema(seats?: number | null) {
  const capacity = tableSeats(seats);
  const most = maxPartyAtTable(capacity);
  const upTo = z.number().max(PERSON_COUNT_MAX, ORDER_MESSAGES.personCountMax);
  return z
    .number({ error: ORDER_MESSAGES.personCountMin })
    .int(ORDER_MESSAGES.personCountMin)
    .min(PERSON_COUNT_MIN, ORDER_MESSAGES.personCountMin)
    .pipe(
      most < PERSON_COUNT_MAX ? upTo.max(most, ruleMessage(partyTooLarge(capacity, most))) : upTo,
    );
}

export const productNoteSchema = z
  .string()
  .trim()
  .max(PRODUCT_NOTE_MAX_LENGTH, ORDER_MESSAGES.productNoteTooLong);

export const MESSAGE_TYPE_LABELS = {
  status_request: 'Durum Sorgusu',
  special_request: 'Özel İstek',
  complaint: 'Şikayet',
  compliment: 'Beğeni',
  other: 'Diğer',
} as const;
export type MessageType = keyof typeof MESSAGE_TYPE_LABELS;
export const MESSAGE_TYPES = Object.keys(MESSAGE_TYPE_LABELS) as MessageType[];

/** The message-to-business dialog and POST /orders/{orderId}/messages. */
export const orderMessageSchema = z.object({
  message: z
    .string({ error: ORDER_MESSAGES.messageRequired })
    .trim()
    .min(1, ORDER_MESSAGES.messageRequired)
    .pipe(z.string().max(MESSAGE_MAX_LENGTH, ORDER_MESSAGES.messageTooLong)),
  messageType: z.enum(MESSAGE_TYPES as [MessageType, ...MessageType[]]).default('other'),
});
export type OrderMessageInput = z.input<typeof orderMessageSchema>;

const rating = (message: string) =>
  z.number({ error: message }).int(message).min(RATING_MIN, message).max(RATING_MAX, message);
const comment = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX_LENGTH, ORDER_MESSAGES.reviewCommentTooLong)
  .optional();
const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((id) => id || undefined);

/** POST /reviews: a review belongs to a business or a product, never both (001 §5). */
export const reviewSchema = z
  .object({
    business: optionalId,
    product: optionalId,
    rating: rating(ORDER_MESSAGES.reviewRating),
    comment,
  })
  .check((ctx) => {
    const { business, product } = ctx.value;
    if (!business && !product) {
      ctx.issues.push({
        code: 'custom',
        message: ORDER_MESSAGES.reviewTargetMissing,
        input: ctx.value,
      });
    } else if (business && product) {
      ctx.issues.push({
        code: 'custom',
        message: ORDER_MESSAGES.reviewTargetBoth,
        input: ctx.value,
      });
    }
  });
export type ReviewInput = z.input<typeof reviewSchema>;

/** The feedback form: 1–5 stars and an optional comment of at most 500 characters. */
export const feedbackFormSchema = z.object({
  rating: rating(ORDER_MESSAGES.feedbackRating),
  comment,
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;

/** The items of an edited order: at least one, each at least 1 unit (001 §5 "Edit order"). */
export const editOrderItemsSchema = z
  .array(
    z.object({
      productId: z.string().trim().min(1),
      quantity: z.number().int(ORDER_MESSAGES.quantityMin).min(1, ORDER_MESSAGES.quantityMin),
      notes: productNoteSchema.optional(),
    }),
  )
  .min(1, ORDER_MESSAGES.orderNeedsItem);
