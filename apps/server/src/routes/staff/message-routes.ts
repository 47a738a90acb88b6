import { orderMessageSchema } from '@masa/core/orders/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderMessageResponse,
  serializeOrderMessage,
} from '../../domain/live-orders/message-response.ts';
import { sendStaffAnswer } from '../../domain/staff/send-staff-answer.ts';
import { listStaffMessages } from '../../domain/staff/list-staff-messages.ts';
import { staffMessageResponse } from '../../domain/staff/staff-request-responses.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { orderIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { sayTo } from '../../i18n/say.ts';

/** Diners' messages to the business, and the business's answers. */
export const staffMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: "The business's order messages, newest first",
        description: '`unanswered=true`: diners’ messages no answer has marked read yet.',
        querystring: z.object({
          orderId: orderIdSchema.optional(),
          unanswered: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: {
          200: envelope(z.array(staffMessageResponse)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'answerRequests');
      return ok(await listStaffMessages({ db: app.db, businessId, ...request.query }));
    },
  );

  app.post(
    '/orders/:id/messages',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: "Answer in an order's message thread",
        description:
          'Same rules as the diner’s message (1–200 characters). Emits order:message to the diner.',
        params: z.object({ id: orderIdSchema }),
        body: orderMessageSchema,
        response: { 201: envelope(orderMessageResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { businessId, staffId } = currentStaff(request, 'answerRequests');
      const { row } = await sendStaffAnswer({
        db: app.db,
        orderId: request.params.id,
        businessId,
        staffId,
        message: request.body.message,
        messageType: request.body.messageType,
        now: app.clock.now(),
      });
      reply.code(201);
      return ok(serializeOrderMessage(row), sayTo(request, 'answer.staff.answerSent'));
    },
  );
};
