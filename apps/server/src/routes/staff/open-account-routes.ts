import {
  openAccountBody,
  openAccountSchema,
  walkoutResult,
} from '@masa/core/walkouts/walkouts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOpenAccounts } from '../../domain/open-accounts/list-open-accounts.ts';
import { moveToOpenAccount } from '../../domain/open-accounts/move-to-open-account.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** Veresiye: a table's bill onto a customer's open account, and the accounts (ADR 076). */
export const staffOpenAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tables/:tableId/open-account',
    {
      schema: {
        tags,
        security,
        summary: "Move a served table's unpaid rest to a customer's open account (veresiye)",
        description:
          "A new account (`customerName`, `phone` optional) or an existing open one of the business (`accountId`; another's: 404; a settled one: 409 OPEN_ACCOUNT_SETTLED, ADR 079). Not a cancellation nor a payment: the orders leave the floor and are paid later with POST /staff/orders/{id}/payments, counted on the day they are paid. Owner or manager; a waiter's request needs `approval` (403 APPROVAL_REQUIRED). 400 CUSTOMER_REQUIRED without a name; 409 ORDER_NOT_SERVED, ORDER_PAID, NOTHING_TO_CLOSE, and AMOUNT_CHANGED (with `left`) when the bill is not what the screen showed. Emits order:updated.",
        params: z.object({ tableId: tableIdSchema() }),
        body: openAccountBody,
        response: {
          200: envelope(walkoutResult.extend({ accountId: z.string() })),
          ...errorResponses(400, 401, 403, 404),
          409: errorBody.extend({ left: z.number().int() }).partial({ left: true }),
        },
      },
    },
    async (request) => {
      const staff = currentStaff(request, 'takePayments');
      const now = app.clock.now();
      const result = await moveToOpenAccount({
        db: app.db,
        businessId: staff.businessId,
        staff,
        tableId: request.params.tableId,
        body: request.body,
        now,
      });
      return ok(
        {
          orderIds: result.closing.map(({ order }) => order.id),
          left: result.left,
          approvedBy: null,
          accountId: result.account.id,
        },
        sayTo(request, 'answer.walkout.movedToAccount', { name: result.account.name }),
      );
    },
  );

  app.get(
    '/open-accounts',
    {
      schema: {
        tags,
        security,
        summary: 'The open accounts (veresiye) and what each owes, from the bills',
        description: 'Owners and managers.',
        response: { 200: envelope(z.array(openAccountSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'openAccounts');
      return ok(await listOpenAccounts({ db: app.db, businessId }));
    },
  );
};
