import Iyzipay from 'iyzipay';
import { describe, expect, it } from 'vitest';
import { responseSignature } from '../../src/payments/iyzico/iyzico-signature.ts';
import { TWIN_API_KEY, TWIN_SECRET_KEY } from '../../src/payments/iyzico-twin/twin-keys.ts';
import { ProviderError } from '../../src/payments/provider.ts';
import {
  checkoutInput,
  payOnHostedForm,
  startTwinFixture,
  waitFor,
} from './iyzico-twin-fixture.ts';

// Contract tests: what Masa sends to iyzico and what it reads back, pinned to iyzico's documented
// shapes. Sources: iyzipay-node 2.0.69 lib/requests/CreateCheckoutFormInitializeRequest.js,
// RetrieveCheckoutFormRequest.js, CreateRefundV2Request.js (request fields), samples/IyzipaySamples.js
// ("checkout form initialize", "retrieve checkout form result": the answers' signature fields and
// their order), test/unit/RefundV2Test.js (the refund answer); docs.iyzico.com CF-Initialize,
// CF-Retrieve, Webhook (HPP format).

const { twin, provider, hooks } = await startTwinFixture();
const sdk = (secretKey = TWIN_SECRET_KEY) =>
  new Iyzipay({ apiKey: TWIN_API_KEY, secretKey, uri: twin.url });
const call = (
  resource: 'checkoutForm' | 'checkoutFormInitialize',
  method: 'create' | 'retrieve',
  request: Record<string, unknown>,
  client = sdk(),
) =>
  new Promise<Record<string, unknown>>((resolve, reject) =>
    client[resource][method](request, (error, result) =>
      error ? reject(error) : resolve(result as Record<string, unknown>),
    ),
  );
const HEX64 = /^[0-9a-f]{64}$/;

describe('iyzico Checkout Form through the SDK and the twin (issue 34)', () => {
  it('sends CF initialize with the documented fields, prices as iyzico decimals, and reads its signed answer', async () => {
    const session = await provider.createCheckout(checkoutInput());
    const sent = twin.store.requests.at(-1)!;
    expect(sent.path).toBe('/payment/iyzipos/checkoutform/initialize/auth/ecom');
    expect(sent.body).toEqual({
      locale: 'tr',
      conversationId: 'intent-0001',
      price: '179.85',
      basketId: 'order-0001',
      paymentGroup: 'PRODUCT',
      buyer: {
        id: 'user-ayse',
        name: 'Ayşe',
        surname: 'Yılmaz',
        identityNumber: '11111111111',
        email: 'ayse@example.com',
        gsmNumber: '+905350000000',
        registrationAddress: 'Boğaziçi Lokantası, Masa 4',
        city: 'İstanbul',
        country: 'Turkey',
        ip: '85.34.78.112',
      },
      shippingAddress: {
        address: 'Boğaziçi Lokantası, Masa 4',
        contactName: 'Ayşe Yılmaz',
        city: 'İstanbul',
        country: 'Turkey',
      },
      billingAddress: {
        address: 'Boğaziçi Lokantası, Masa 4',
        contactName: 'Ayşe Yılmaz',
        city: 'İstanbul',
        country: 'Turkey',
      },
      basketItems: [
        {
          id: 'line-menemen',
          price: '123.5',
          name: 'Menemen',
          category1: 'Kahvaltı',
          itemType: 'PHYSICAL',
        },
        {
          id: 'line-cay',
          price: '40.0',
          name: 'Çay',
          category1: 'Sıcak İçecekler',
          itemType: 'PHYSICAL',
        },
        { id: 'tip', price: '16.35', name: 'Bahşiş', category1: 'Bahşiş', itemType: 'VIRTUAL' },
      ],
      callbackUrl: 'http://127.0.0.1:9/api/payments/iyzico/callback',
      currency: 'TRY',
      paidPrice: '179.85',
      enabledInstallments: [1],
    });
    expect(session.paymentPageUrl).toBe(`${twin.url}/checkout?token=${session.token}&lang=tr`);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(1790 * 1000);

    // The answer itself, as the SDK hands it over (CF-Initialize response).
    const answer = await call('checkoutFormInitialize', 'create', { ...sent.body });
    expect(answer).toMatchObject({
      status: 'success',
      locale: 'tr',
      conversationId: 'intent-0001',
      tokenExpireTime: 1800,
    });
    expect(typeof answer.systemTime).toBe('number');
    expect(typeof answer.token).toBe('string');
    expect(typeof answer.checkoutFormContent).toBe('string');
    expect(answer.paymentPageUrl).toBe(
      `${twin.url}/checkout?token=${String(answer.token)}&lang=tr`,
    );
    expect(answer.signature).toMatch(HEX64);
    expect(answer.signature).toBe(
      responseSignature(TWIN_SECRET_KEY, [answer.conversationId, answer.token]),
    );
  });

  it('refuses a basket whose lines do not add up to the price, in iyzico words', async () => {
    const input = checkoutInput({ price: 17900, paidPrice: 17900 });
    await expect(provider.createCheckout(input)).rejects.toThrow(ProviderError);
    await expect(provider.createCheckout(input)).rejects.toMatchObject({
      code: '11',
      message: expect.stringMatching(/price/),
    });
  });

  it('charges a good card on the hosted form, posts the token back to the callback, and answers retrieve with the charge to the kuruş', async () => {
    const session = await provider.createCheckout(checkoutInput({ conversationId: 'intent-good' }));
    expect(await provider.retrieveCheckout(session.token, 'intent-good')).toEqual({
      status: 'pending',
    });
    const paid = await payOnHostedForm(session.paymentPageUrl, '5528 7900 0000 0008');
    expect(paid.status).toBe(200);
    // iyzico's page sends the browser back with a POST of the token to callbackUrl.
    expect(paid.html).toContain(
      `<form method="post" action="http://127.0.0.1:9/api/payments/iyzico/callback" id="callback"><input type="hidden" name="token" value="${session.token}">`,
    );
    expect(paid.headers.get('content-security-policy')).toMatch(
      /form-action 'self' http:\/\/127\.0\.0\.1:9;/,
    );

    const outcome = await provider.retrieveCheckout(session.token, 'intent-good');
    expect(outcome).toEqual({
      status: 'succeeded',
      providerPaymentId: expect.stringMatching(/^\d+$/),
      paidPrice: 17985,
      transactions: [
        {
          lineId: 'line-menemen',
          providerTransactionId: expect.stringMatching(/^\d+$/),
          paidPrice: 12350,
        },
        {
          lineId: 'line-cay',
          providerTransactionId: expect.stringMatching(/^\d+$/),
          paidPrice: 4000,
        },
        { lineId: 'tip', providerTransactionId: expect.stringMatching(/^\d+$/), paidPrice: 1635 },
      ],
    });
    expect(twin.store.requests.at(-1)).toMatchObject({
      path: '/payment/iyzipos/checkoutform/auth/ecom/detail',
      body: { locale: 'tr', conversationId: 'intent-good', token: session.token },
    });

    // The CF-Retrieve answer's documented fields and types, and its signature in the samples' order.
    const answer = await call('checkoutForm', 'retrieve', {
      locale: 'tr',
      conversationId: 'intent-good',
      token: session.token,
    });
    expect(answer).toMatchObject({
      status: 'success',
      paymentStatus: 'SUCCESS',
      paymentId: expect.any(String),
      price: 179.85,
      paidPrice: 179.85,
      currency: 'TRY',
      basketId: 'order-0001',
      conversationId: 'intent-good',
      installment: 1,
      token: session.token,
      itemTransactions: [
        {
          itemId: 'line-menemen',
          paymentTransactionId: expect.any(String),
          price: 123.5,
          paidPrice: 123.5,
        },
        { itemId: 'line-cay', paymentTransactionId: expect.any(String), price: 40, paidPrice: 40 },
        { itemId: 'tip', paymentTransactionId: expect.any(String), price: 16.35, paidPrice: 16.35 },
      ],
    });
    const {
      paymentStatus,
      paymentId,
      currency,
      basketId,
      conversationId,
      paidPrice,
      price,
      token,
    } = answer;
    expect(answer.signature).toBe(
      responseSignature(TWIN_SECRET_KEY, [
        paymentStatus,
        paymentId,
        currency,
        basketId,
        conversationId,
        paidPrice,
        price,
        token,
      ]),
    );

    // The signed webhook (HPP format) follows the redirect.
    const hook = await waitFor(() => hooks.received.find((h) => h.body.token === session.token));
    expect(hook.body).toEqual({
      paymentConversationId: 'intent-good',
      merchantId: expect.any(Number),
      token: session.token,
      status: 'SUCCESS',
      iyziReferenceCode: expect.any(String),
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziEventTime: expect.any(Number),
      iyziPaymentId: Number(paymentId),
    });
    expect(hook.headers['x-iyz-signature-v3']).toMatch(HEX64);
    expect(provider.verifyWebhook({ headers: hook.headers, body: hook.body })).toEqual({
      eventKey: `iyzico:CHECKOUT_FORM_AUTH:${String(paymentId)}:${session.token}:SUCCESS`,
      token: session.token,
      conversationId: 'intent-good',
      status: 'SUCCESS',
    });
    expect(twin.store.charges.filter((c) => c.token === session.token)).toHaveLength(1);
  });

  it('shows a refused card its reason, charges nothing, and reports FAILURE on retrieve and by webhook', async () => {
    const session = await provider.createCheckout(
      checkoutInput({ conversationId: 'intent-poor', locale: 'en' }),
    );
    const refused = await payOnHostedForm(session.paymentPageUrl, '4111111111111129', 'en');
    expect(refused.html).toContain('Insufficient card limit, insufficient balance');
    expect(refused.html).toContain('Back to Masa');
    expect(await provider.retrieveCheckout(session.token, 'intent-poor')).toEqual({
      status: 'failed',
      code: '10051',
      message: 'Kart limiti yetersiz, yetersiz bakiye',
    });
    const hook = await waitFor(() => hooks.received.find((h) => h.body.token === session.token));
    expect(hook.body.status).toBe('FAILURE');
    expect(provider.verifyWebhook({ headers: hook.headers, body: hook.body })?.status).toBe(
      'FAILURE',
    );
    expect(twin.store.charges.some((c) => c.token === session.token)).toBe(false);
    // The form is over: a second card is not taken on it.
    expect((await payOnHostedForm(session.paymentPageUrl, '5528790000000008')).status).toBe(410);
  });

  it('fails 3-D Secure on its test card', async () => {
    const session = await provider.createCheckout(checkoutInput({ conversationId: 'intent-3ds' }));
    const refused = await payOnHostedForm(session.paymentPageUrl, '4131111111111117');
    expect(refused.html).toContain('3D Secure doğrulaması başarısız oldu');
    expect(await provider.retrieveCheckout(session.token, 'intent-3ds')).toMatchObject({
      status: 'failed',
      code: 'MD_STATUS_0',
    });
  });

  it('the silent card says done but completes nothing: no charge, no webhook, retrieve stays pending', async () => {
    const session = await provider.createCheckout(
      checkoutInput({ conversationId: 'intent-silent' }),
    );
    const done = await payOnHostedForm(session.paymentPageUrl, '4000000000000002');
    expect(done.html).toContain('Ödeme tamamlandı.');
    expect(done.html).not.toContain('id="callback"');
    // A refused card's form after it: once its webhook has come, the silent card's, which
    // would have left first, has not.
    const after = await provider.createCheckout(checkoutInput({ conversationId: 'intent-after' }));
    await payOnHostedForm(after.paymentPageUrl, '4111111111111129');
    await waitFor(() => hooks.received.find((h) => h.body.token === after.token));
    expect(hooks.received.some((h) => h.body.token === session.token)).toBe(false);
    expect(await provider.retrieveCheckout(session.token, 'intent-silent')).toEqual({
      status: 'pending',
    });
    expect(twin.store.charges.some((c) => c.token === session.token)).toBe(false);
  });

  it("a cancelled form takes no card (the twin's cancel; iyzico's tokens only expire)", async () => {
    const session = await provider.createCheckout(
      checkoutInput({ conversationId: 'intent-cancel' }),
    );
    await provider.cancelCheckout!(session.token);
    expect((await fetch(session.paymentPageUrl)).status).toBe(410);
    expect((await payOnHostedForm(session.paymentPageUrl, '5528790000000008')).status).toBe(410);
    expect(await provider.retrieveCheckout(session.token, 'intent-cancel')).toEqual({
      status: 'pending',
    });
    expect(twin.store.charges.some((c) => c.token === session.token)).toBe(false);
  });

  it('refunds part of a charge through refund v2, and iyzico refuses more than is left', async () => {
    const session = await provider.createCheckout(
      checkoutInput({ conversationId: 'intent-refund' }),
    );
    await payOnHostedForm(session.paymentPageUrl, '5890040000000016');
    const outcome = await provider.retrieveCheckout(session.token, 'intent-refund');
    if (outcome.status !== 'succeeded') throw new Error(`not charged: ${outcome.status}`);
    const menemen = outcome.transactions[0]!;
    const refund = await provider.refund({
      providerPaymentId: outcome.providerPaymentId,
      transactions: [{ providerTransactionId: menemen.providerTransactionId, amount: 12350 }],
      conversationId: 'refund-1',
      ip: '85.34.78.112',
    });
    expect(refund).toEqual({ providerRefundId: expect.any(String), amount: 12350 });
    expect(twin.store.requests.at(-1)).toEqual({
      path: '/v2/payment/refund',
      body: {
        locale: 'tr',
        conversationId: 'refund-1',
        price: '123.5',
        paymentId: outcome.providerPaymentId,
        currency: 'TRY',
        ip: '85.34.78.112',
      },
      at: expect.any(Date),
    });
    await expect(
      provider.refund({
        providerPaymentId: outcome.providerPaymentId,
        transactions: [{ providerTransactionId: menemen.providerTransactionId, amount: 5636 }],
        conversationId: 'refund-2',
        ip: '85.34.78.112',
      }),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(
      twin.store.refunds
        .filter((r) => r.paymentId === outcome.providerPaymentId)
        .map((r) => r.amount),
    ).toEqual([12350]);
  });
});
