import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromIyzicoPrice } from '../iyzico/iyzico-price.ts';
import { readAuthorizationHeader, verifyAuthorization } from '../iyzico/iyzico-signature.ts';
import { readInitialize } from './read-initialize.ts';
import { failureAnswer, initializeAnswer, refundAnswer, retrieveAnswer } from './twin-answers.ts';
import type { TwinOptions } from './twin-options.ts';

type Body = Record<string, unknown>;
/** Not Masa's API: kept out of the OpenAPI document (and so out of its fuzzing). */
export const HIDDEN = { schema: { hide: true } };
const localeOf = (body: Body) => (body.locale === 'en' ? 'en' : 'tr');

/**
 * The part of iyzico's API Masa calls, under the twin's prefix: CF initialize, CF retrieve,
 * refund (v2), and the twin's own cancel. Every request must carry a valid IYZWSv2 signature
 * made with the twin's key pair over the path as the SDK signs it (without the prefix) and the
 * body exactly as sent; otherwise iyzico's own refusal (1001 unknown key, 1000 bad signature).
 */
export function twinApi(app: FastifyInstance, options: TwinOptions & { prefix: string }) {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, { invalidJson: true });
    }
  });

  const signed = (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Body;
    const auth = readAuthorizationHeader(request.headers.authorization);
    const locale = localeOf(body);
    if (!auth || auth.apiKey !== options.apiKey) {
      void reply.status(401).send(
        failureAnswer({
          locale,
          errorCode: '1001',
          errorMessage: locale === 'en' ? 'Api information not found' : 'Api bilgileri bulunamadı',
        }),
      );
      return false;
    }
    const path = request.url.slice(options.prefix.length).split('?')[0]!;
    const ok = verifyAuthorization({
      secretKey: options.secretKey,
      randomKey: auth.randomKey,
      path,
      body: rawBodies.get(request) ?? '',
      signature: auth.signature,
    });
    if (!ok) {
      void reply.status(401).send(
        failureAnswer({
          locale,
          errorCode: '1000',
          errorMessage: locale === 'en' ? 'Invalid signature' : 'Geçersiz imza',
        }),
      );
      return false;
    }
    options.store.remember(options.store.requests, { path, body, at: new Date() });
    return true;
  };

  app.post('/payment/iyzipos/checkoutform/initialize/auth/ecom', HIDDEN, async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const body = request.body as Body;
    const read = readInitialize(body);
    if ('problem' in read) {
      return failureAnswer({
        locale: localeOf(body),
        conversationId: body.conversationId,
        errorCode: '11',
        errorMessage: `Geçersiz istek: ${read.problem}`,
      });
    }
    const checkout = options.store.open(read);
    return initializeAnswer(
      checkout,
      `${options.pageBaseUrl()}/checkout?token=${checkout.token}&lang=${checkout.locale}`,
      options.secretKey,
    );
  });

  app.post('/payment/iyzipos/checkoutform/auth/ecom/detail', HIDDEN, async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const body = request.body as Body;
    const checkout = options.store.checkouts.get(String(body.token));
    if (!checkout) {
      return failureAnswer({
        locale: localeOf(body),
        conversationId: body.conversationId,
        errorCode: '11',
        errorMessage: 'Geçersiz istek: token bulunamadı',
      });
    }
    return retrieveAnswer(checkout, localeOf(body), options.secretKey);
  });

  app.post('/v2/payment/refund', HIDDEN, async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const body = request.body as Body;
    const locale = localeOf(body);
    const paymentId = String(body.paymentId);
    const amount = fromIyzicoPrice(body.price);
    const checkout = options.store.paymentOf(paymentId);
    const refuse = (message: string) =>
      failureAnswer({
        locale,
        conversationId: body.conversationId,
        errorCode: '11',
        errorMessage: message,
      });
    if (!checkout) return refuse('Geçersiz istek: ödeme bulunamadı');
    if (!amount || amount <= 0) return refuse('Geçersiz istek: price sıfırdan büyük olmalıdır');
    if (amount > checkout.paidPrice - options.store.refundedOf(paymentId)) {
      return refuse('İade tutarı, ödemenin iade edilebilir tutarını aşıyor');
    }
    const refund = options.store.refund({
      paymentId,
      conversationId: String(body.conversationId ?? ''),
      amount,
    });
    return refundAnswer({
      locale,
      conversationId: refund.conversationId,
      paymentId,
      amount,
      refundReference: refund.refundReference,
      secretKey: options.secretKey,
    });
  });

  // Not iyzico's: its tokens only expire. Masa's intents end sooner, and the twin lets them say so.
  app.post('/twin/checkoutform/cancel', HIDDEN, async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const body = request.body as Body;
    const checkout = options.store.checkouts.get(String(body.token));
    if (!checkout)
      return failureAnswer({
        locale: 'tr',
        errorCode: '11',
        errorMessage: 'Geçersiz istek: token bulunamadı',
      });
    if (checkout.state === 'open') checkout.state = 'cancelled';
    return {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      token: checkout.token,
      formState: checkout.state,
    };
  });
}
