import Iyzipay from 'iyzipay';
import {
  ProviderError,
  ProviderUnavailable,
  type CheckoutOutcome,
  type PaymentProvider,
} from '../provider.ts';
import { initializeRequest } from './checkout-form-request.ts';
import { fromIyzicoPrice, toIyzicoPrice } from './iyzico-price.ts';
import { readCheckoutForm } from './read-checkout-form.ts';
import { checkoutFormWebhookEvent } from './iyzico-webhook.ts';
import { responseSignature, sameSignature } from './iyzico-signature.ts';

/** How long Masa waits for iyzico before telling the diner it cannot be reached. */
export const IYZICO_TIMEOUT_MS = 5000;

export type IyzicoOptions = {
  apiKey: string;
  secretKey: string;
  /** https://api.iyzipay.com, the sandbox, or the twin (read per call: the twin's port is known once the server listens). */
  baseUrl: () => string;
  twin: boolean;
  /** The twin's own calls (cancel), which iyzico itself does not have. */
  cancelCheckout?: (token: string) => Promise<void>;
};

type Answer = Record<string, unknown> & { status?: unknown };
type Resource = 'checkoutFormInitialize' | 'checkoutForm' | 'refundV2';

/**
 * iyzico through its official SDK (iyzipay-node): Checkout Form initialize and retrieve, refunds,
 * webhook verification. Every answer's `signature` is checked before Masa believes it; an
 * answer that does not come (5 s), a refused connection or a 5xx page is ProviderUnavailable,
 * an answer `status: failure` is ProviderError with iyzico's code and message (ADR 085).
 */
export function createIyzicoProvider(options: IyzicoOptions): PaymentProvider {
  let sdk: { client: Iyzipay; uri: string } | undefined;
  const client = () => {
    const uri = options.baseUrl();
    if (sdk?.uri !== uri) {
      sdk = {
        uri,
        client: new Iyzipay({ apiKey: options.apiKey, secretKey: options.secretKey, uri }),
      };
    }
    return sdk.client;
  };

  const call = (
    resource: Resource,
    method: 'create' | 'retrieve',
    request: Record<string, unknown>,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new ProviderUnavailable(`iyzico did not answer within ${IYZICO_TIMEOUT_MS} ms`)),
        IYZICO_TIMEOUT_MS,
      );
      try {
        client()[resource][method](request, (error, result) => {
          clearTimeout(timer);
          if (error)
            return reject(
              new ProviderUnavailable(`iyzico unreachable: ${error.message}`, { cause: error }),
            );
          const answer = result as Answer | string | undefined;
          // A 5xx page, a proxy's error or an empty answer: nothing iyzico decided.
          if (
            typeof answer !== 'object' ||
            answer === null ||
            !['success', 'failure'].includes(String(answer.status))
          ) {
            return reject(new ProviderUnavailable('iyzico answered without a result'));
          }
          // 1000 bad signature, 1001 unknown API key: Masa's keys are wrong, not the diner's card.
          if (answer.status === 'failure' && ['1000', '1001'].includes(String(answer.errorCode))) {
            return reject(
              new ProviderUnavailable(
                `iyzico refused Masa's API keys: ${String(answer.errorMessage)}`,
              ),
            );
          }
          resolve(answer);
        });
      } catch (error) {
        clearTimeout(timer);
        reject(
          error instanceof ProviderUnavailable
            ? error
            : new ProviderUnavailable('iyzico unreachable', { cause: error }),
        );
      }
    });

  const refuse = (answer: Answer) =>
    new ProviderError(
      String(answer.errorCode ?? 'UNKNOWN'),
      String(answer.errorMessage ?? 'iyzico refused the request'),
    );

  const checkSignature = (answer: Answer, fields: unknown[]) => {
    if (!sameSignature(responseSignature(options.secretKey, fields), answer.signature)) {
      throw new ProviderUnavailable("iyzico's answer does not carry a valid signature");
    }
  };

  return {
    name: 'iyzico',
    twin: options.twin,

    async createCheckout(input) {
      const answer = await call('checkoutFormInitialize', 'create', initializeRequest(input));
      if (answer.status !== 'success') throw refuse(answer);
      checkSignature(answer, [answer.conversationId, answer.token]);
      const seconds = typeof answer.tokenExpireTime === 'number' ? answer.tokenExpireTime : 1800;
      return {
        token: String(answer.token),
        paymentPageUrl: String(answer.paymentPageUrl),
        expiresAt: new Date(Date.now() + seconds * 1000),
      };
    },

    async retrieveCheckout(token, conversationId): Promise<CheckoutOutcome> {
      const answer = await call('checkoutForm', 'retrieve', {
        locale: 'tr',
        conversationId,
        token,
      });
      const form = readCheckoutForm(answer);
      if (form.status === 'succeeded') {
        checkSignature(answer, [
          answer.paymentStatus,
          answer.paymentId,
          answer.currency,
          answer.basketId,
          answer.conversationId,
          answer.paidPrice,
          answer.price,
          answer.token,
        ]);
      }
      return form;
    },

    ...(options.cancelCheckout ? { cancelCheckout: options.cancelCheckout } : {}),

    async refund(input) {
      const amount = input.transactions.reduce((sum, t) => sum + t.amount, 0);
      const answer = await call('refundV2', 'create', {
        locale: 'tr',
        conversationId: input.conversationId,
        paymentId: input.providerPaymentId,
        price: toIyzicoPrice(amount),
        currency: 'TRY',
        ip: input.ip,
      });
      if (answer.status !== 'success') throw refuse(answer);
      checkSignature(answer, [answer.paymentId, answer.conversationId]);
      const refunded = fromIyzicoPrice(answer.price);
      if (refunded !== amount)
        throw new ProviderUnavailable(
          `iyzico refunded ${String(answer.price)}, asked ${amount} kuruş`,
        );
      return {
        providerRefundId: String(
          answer.refundHostReference ??
            answer.hostReference ??
            `${input.providerPaymentId}:${input.conversationId}`,
        ),
        amount,
      };
    },

    verifyWebhook: (input) => checkoutFormWebhookEvent({ ...input, secretKey: options.secretKey }),
  };
}
