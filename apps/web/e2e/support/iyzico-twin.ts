import { createHmac, randomBytes } from 'node:crypto';
import { E2E_BASE_URL } from './env.ts';

// The iyzico twin mounted in the e2e server (ADR 085), called as the iyzico SDK calls it: an
// IYZWSv2 signature over random key + path + body with the twin's own key pair
// (apps/server/src/payments/iyzico-twin/twin-keys.ts).
const API_KEY = 'sandbox-masa-twin-api-key';
const SECRET_KEY = 'sandbox-masa-twin-secret-key';
const PREFIX = '/_twin/iyzico';

async function signedPost(path: string, payload: unknown): Promise<Record<string, unknown>> {
  const body = JSON.stringify(payload);
  const randomKey = randomBytes(8).toString('hex');
  const signature = createHmac('sha256', SECRET_KEY)
    .update(randomKey + path + body)
    .digest('hex');
  const auth = Buffer.from(
    `apiKey:${API_KEY}&randomKey:${randomKey}&signature:${signature}`,
  ).toString('base64');
  const response = await fetch(E2E_BASE_URL + PREFIX + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `IYZWSv2 ${auth}` },
    body,
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Opens a Checkout Form on the twin for ₺179,85 and returns its hosted page URL and token. */
export async function openTwinCheckout(input: {
  conversationId: string;
  callbackUrl: string;
  locale: 'tr' | 'en';
}) {
  const address = {
    contactName: 'Ayşe Yılmaz',
    city: 'İstanbul',
    country: 'Turkey',
    address: 'Masa 4',
  };
  const answer = await signedPost('/payment/iyzipos/checkoutform/initialize/auth/ecom', {
    locale: input.locale,
    conversationId: input.conversationId,
    price: '179.85',
    paidPrice: '179.85',
    currency: 'TRY',
    basketId: 'order-e2e',
    paymentGroup: 'PRODUCT',
    callbackUrl: input.callbackUrl,
    enabledInstallments: [1],
    buyer: {
      id: 'e2e',
      name: 'Ayşe',
      surname: 'Yılmaz',
      identityNumber: '11111111111',
      email: 'ayse@example.com',
      registrationAddress: 'Masa 4',
      ip: '127.0.0.1',
      city: 'İstanbul',
      country: 'Turkey',
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: [
      {
        id: 'menemen',
        name: 'Menemen',
        category1: 'Kahvaltı',
        itemType: 'PHYSICAL',
        price: '163.5',
      },
      { id: 'tip', name: 'Bahşiş', category1: 'Bahşiş', itemType: 'VIRTUAL', price: '16.35' },
    ],
  });
  if (answer.status !== 'success')
    throw new Error(`twin refused the form: ${JSON.stringify(answer)}`);
  return { token: String(answer.token), pageUrl: String(answer.paymentPageUrl) };
}

/** What the twin says about a form (CF retrieve). */
export const retrieveTwinCheckout = (token: string) =>
  signedPost('/payment/iyzipos/checkoutform/auth/ecom/detail', {
    locale: 'tr',
    conversationId: 'e2e',
    token,
  });
