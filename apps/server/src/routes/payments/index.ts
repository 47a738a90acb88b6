import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimProviderEvent,
  releaseProviderEvent,
} from '../../domain/payments/provider-event-once.ts';
import { announceIntent } from '../../domain/payments/announce-intent.ts';
import type { IntentRow } from '../../domain/payments/reserve-intent.ts';
import { settleIntent } from '../../domain/payments/settle-intent.ts';
import { refuse } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { ProviderUnavailable, type PaymentProvider } from '../../payments/provider.ts';
import { afterSettle } from './after-settle.ts';

const tags = ['payments'];

/**
 * iyzico's two ways of telling Masa a Checkout Form ended (issue 34, ADR 084): the browser's
 * redirect (callback) and the signed webhook. Both settle by the token through settleIntent,
 * which asks iyzico for the outcome: the redirect alone is never trusted, and whichever comes
 * second does nothing.
 */
export const paymentProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const provider = () => {
    if (!app.paymentProvider) throw refuse(404, 'ONLINE_PAYMENT_OFF');
    return app.paymentProvider;
  };
  // The phone reads "Ödemeniz işleniyor…" while Masa asks the provider (issue 34).
  const announcing = (iyzico: PaymentProvider) => (intent: IntentRow) =>
    announceIntent({ db: app.db, io: app.io, intent, twin: iyzico.twin });

  app.post(
    '/iyzico/callback',
    {
      schema: {
        tags,
        summary: "iyzico's hosted form sends the diner's browser back here with the token",
        description:
          "Public: the form field `token`, as iyzico posts it. The outcome is retrieved from iyzico by the token (never trusted from the browser) and settled exactly once; then 303 to the diner's payment page `/customerapp/payment/{orderId}?intent={intentId}`, which follows the intent live. An unknown token: 404.",
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({ token: z.string().min(1).max(200) }),
        response: {
          303: z.null().describe("To the diner's payment page."),
          ...errorResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const iyzico = provider();
      const settled = await settleOrUnavailable(() =>
        settleIntent({
          db: app.db,
          provider: iyzico,
          token: request.body.token,
          onProcessing: announcing(iyzico),
        }),
      );
      if (!settled) throw refuse(404, 'INTENT_NOT_FOUND');
      await afterSettle(app, iyzico, settled);
      const { intent } = settled;
      return reply.redirect(`/customerapp/payment/${intent.orderId}?intent=${intent.id}`, 303);
    },
  );

  app.post(
    '/iyzico/webhook',
    {
      schema: {
        tags,
        summary: "iyzico's signed webhook: a Checkout Form's outcome",
        description:
          'Public. X-IYZ-SIGNATURE-V3 is verified (else 401 and nothing done); the event key is kept, so a replayed event answers 200 and does nothing. Settles the intent of the token exactly once (the callback may come first). iyzico unreachable: 503 and the event is forgotten, so its resend settles it.',
        body: z.unknown(),
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const iyzico = provider();
      const headers = request.headers as Record<string, string | string[] | undefined>;
      const event = iyzico.verifyWebhook({ headers, body: request.body });
      if (!event) throw refuse(401, 'BAD_SIGNATURE');
      const key = { provider: iyzico.name, eventKey: event.eventKey };
      if (!(await claimProviderEvent({ db: app.db, key }))) return { success: true as const };
      try {
        const settled = await settleOrUnavailable(() =>
          settleIntent({
            db: app.db,
            provider: iyzico,
            token: event.token,
            onProcessing: announcing(iyzico),
          }),
        );
        if (settled) await afterSettle(app, iyzico, settled);
      } catch (error) {
        await releaseProviderEvent({ db: app.db, key });
        throw error;
      }
      return { success: true as const };
    },
  );
};

/** The provider not answering is a 503 with the Turkish message; nothing was recorded. */
export async function settleOrUnavailable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      throw refuse(503, 'PAYMENT_PROVIDER_UNAVAILABLE.payment.providerUnavailable');
    }
    throw error;
  }
}
