import { paymentIntentSchema } from '@masa/core/payment/payment-intent.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readIntent } from '../../domain/payments/read-intent.ts';
import { announceIntent } from '../../domain/payments/announce-intent.ts';
import { cancelIntents } from '../../domain/payments/cancel-intent.ts';
import { LIVE_INTENT_STATUSES } from '../../domain/payments/check-reservations.ts';
import { presentIntent } from '../../domain/payments/present-intent.ts';
import type { IntentRow } from '../../domain/payments/reserve-intent.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';

const params = z.object({ intentId: entityId('Geçersiz ödeme kimliği') });
const answer = envelope(z.object({ intent: paymentIntentSchema }));
const isLive = (intent: IntentRow) =>
  (LIVE_INTENT_STATUSES as readonly string[]).includes(intent.status);

/** A diner's online payment, read and cancelled (issue 34, ADR 084). */
export const paymentIntentReadRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The intent if the caller may see it: its diner, or staff of its business; else 404. */
  const findIntent = async (request: FastifyRequest, intentId: string, dinerOnly: boolean) => {
    const who = request.principal;
    const intent = await readIntent({ db: app.db, intentId });
    const mine =
      intent &&
      ((who?.kind === 'customer' && intent.userId === who.userId) ||
        (!dinerOnly && who?.kind === 'staff' && intent.businessId === who.businessId));
    if (!mine) throw refuse(404, 'INTENT_NOT_FOUND');
    return intent;
  };
  /** Its 15 minutes ran out: ended when read, so its units are free again. */
  const ended = async (intent: IntentRow, now: Date) => {
    if (!isLive(intent) || intent.expiresAt > now) return intent;
    const [expired] = await cancelIntents({
      db: app.db,
      provider: app.paymentProvider,
      ids: [intent.id],
      code: 'EXPIRED',
      reason: 'expired',
      now,
    });
    if (!expired) return intent;
    await announceIntent({ db: app.db, io: app.io, intent: expired, twin: twin() });
    return expired;
  };
  const twin = () => app.paymentProvider?.twin ?? false;

  app.get(
    '/:intentId',
    {
      onRequest: async (request) => {
        if (request.principal?.kind !== 'staff') await app.requireCustomer(request);
      },
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary: 'An online payment as it is now',
        description:
          "Its diner, or staff of its business; anyone else 404. An intent whose 15 minutes ran out is cancelled when read (failureCode EXPIRED) and its units are free again. failureMessage is in the diner's language.",
        params,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const intent = await findIntent(request, request.params.intentId, false);
      return ok({ intent: presentIntent(await ended(intent, app.clock.now()), twin()) });
    },
  );

  app.post(
    '/:intentId/cancel',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary: 'The diner cancels her online payment',
        description:
          "Its diner only (else 404). A live intent becomes cancelled and the provider's form refuses to charge afterwards; a charge that still comes is refunded automatically. Paid or failed already: 409 INTENT_FINAL.",
        params,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const intent = await findIntent(request, request.params.intentId, true);
      if (intent.status === 'cancelled') return ok({ intent: presentIntent(intent, twin()) });
      if (!isLive(intent)) throw refuse(409, 'INTENT_FINAL');
      const [cancelled] = await cancelIntents({
        db: app.db,
        provider: app.paymentProvider,
        ids: [intent.id],
        code: 'CANCELLED',
        reason: 'cancelledByDiner',
      });
      const now = cancelled ?? intent;
      if (cancelled) await announceIntent({ db: app.db, io: app.io, intent: now, twin: twin() });
      return ok({ intent: presentIntent(now, twin()) });
    },
  );
};
