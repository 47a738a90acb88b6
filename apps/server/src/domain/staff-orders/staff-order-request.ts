import { billLabel } from '@masa/core/orders/bill-label';
import { COURSE_MESSAGE, COURSES } from '@masa/core/orders/courses';
import { PERSON_COUNT_MAX, PERSON_COUNT_MIN } from '@masa/core/orders/order-limits';
import { ORDER_MESSAGES } from '@masa/core/orders/order.schemas';
import { z } from 'zod';
import { cartItemInput } from '../orders/order-request.ts';
import { fieldMessage } from '../../i18n/say.ts';

const MAX_LINES = 100;

export const courseSchema = z.enum(COURSES, { error: COURSE_MESSAGE });

/**
 * Body of POST /staff/tables/{tableId}/orders (issue 31 §3): the diner's cart line, plus a
 * course and a seat per line; prices sent are ignored as on the diner's path.
 */
export const staffOrderBody = z.looseObject({
  personCount: z
    .number({ error: ORDER_MESSAGES.personCountMin })
    .int(ORDER_MESSAGES.personCountMin)
    .min(PERSON_COUNT_MIN, ORDER_MESSAGES.personCountMin)
    .max(PERSON_COUNT_MAX, ORDER_MESSAGES.personCountMax)
    .optional()
    .describe("The party: sets the sitting's size when this send starts it."),
  items: z
    .array(
      cartItemInput.extend({
        course: courseSchema
          .optional()
          .describe("The line's course; without it, its category's default course (else main)."),
        seat: z.number().int().min(1).max(20).nullish().describe('The seat, 1–20.'),
      }),
      { error: fieldMessage('cartEmpty') },
    )
    .min(1, fieldMessage('cartEmpty'))
    .max(MAX_LINES, fieldMessage('tooManyLines', { max: MAX_LINES })),
  holdCourses: z
    .array(courseSchema)
    .max(COURSES.length)
    .optional()
    .describe('Courses to hold even when they would go at once (ADR 070).'),
  billLabel: billLabel
    .optional()
    .describe(
      'Which of the table\'s bills the send goes on: "Hesap 2"…; none, the first (ADR 078).',
    ),
});
export type StaffOrderBody = z.infer<typeof staffOrderBody>;
