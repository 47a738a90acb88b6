import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentOnlinePaymentsSchema } from '@masa/core/payment/payment-intent.schemas';
import { listRecentOnlinePayments } from '../../domain/payments/list-recent-online-payments.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentStaff } from './current-staff.ts';

/** GET /staff/online-payments: today's online payments, for the inbox as it opens (issue 34). */
export const staffOnlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/online-payments',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: "Today's online payments, newest first",
        description:
          "Issue 34. The diners' online payments (intents `succeeded`) of the business's day in Istanbul, newest first, up to 20, with their order's number and table: the inbox's 'Online ödemeler' as it opens; `payment-intent:updated` adds the next ones live. Owners, managers and waiters.",
        response: { 200: envelope(recentOnlinePaymentsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'answerRequests');
      const twin = app.paymentProvider?.twin ?? false;
      return ok({ payments: await listRecentOnlinePayments({ db: app.db, businessId, twin }) });
    },
  );
};
