import type { FastifyInstance } from 'fastify';
import { HOSTED_TEXTS } from './hosted-page-texts.ts';
import {
  callbackForm,
  formBody,
  sendHostedPage,
  type FieldProblems,
  type Locale,
} from './hosted-page.ts';
import { cardOutcome } from './twin-cards.ts';
import { HIDDEN } from './twin-api.ts';
import type { TwinOptions } from './twin-options.ts';
import { sendTwinWebhook } from './twin-webhook.ts';

type Fields = Record<string, string | undefined>;

/**
 * The hosted Checkout Form (iyzico's paymentPageUrl): GET shows the form for a token, POST takes
 * the card. A good card charges and sends the browser back to Masa's callbackUrl with the token
 * (an auto-submitting form, as iyzico's page does), then the signed webhook follows; a refused
 * card shows iyzico's error text, ends the form and reports FAILURE on retrieve and by webhook;
 * the silent card says done and sends nothing.
 */
export function hostedForm(app: FastifyInstance, options: TwinOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const localeOf = (lang: unknown, fallback: Locale = 'tr'): Locale =>
    lang === 'en' ? 'en' : lang === 'tr' ? 'tr' : fallback;

  app.get('/checkout', HIDDEN, async (request, reply) => {
    const query = request.query as Fields;
    const checkout = options.store.checkouts.get(query.token ?? '');
    const locale = localeOf(query.lang, checkout?.locale);
    if (!checkout)
      return sendHostedPage(reply, { locale, status: 404, body: (t) => `<p>${t.notFound}</p>` });
    if (!options.store.isPayable(checkout)) {
      return sendHostedPage(reply, { locale, status: 410, body: (t) => `<p>${t.closed}</p>` });
    }
    return sendHostedPage(reply, { locale, body: (t) => formBody(checkout, t, locale) });
  });

  app.post('/checkout', HIDDEN, async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const checkout = options.store.checkouts.get(fields.token ?? '');
    const locale = localeOf(fields.lang, checkout?.locale);
    if (!checkout)
      return sendHostedPage(reply, { locale, status: 404, body: (t) => `<p>${t.notFound}</p>` });
    if (!options.store.isPayable(checkout)) {
      return sendHostedPage(reply, { locale, status: 410, body: (t) => `<p>${t.closed}</p>` });
    }
    const problems = checkCard(fields, locale);
    if (Object.keys(problems).length > 0) {
      const values = {
        cardNumber: fields.cardNumber ?? '',
        expiry: fields.expiry ?? '',
        holder: fields.holder ?? '',
      };
      return sendHostedPage(reply, {
        locale,
        status: 400,
        body: (t) => formBody(checkout, t, locale, problems, values),
      });
    }
    const outcome = cardOutcome((fields.cardNumber ?? '').replace(/[\s-]/g, ''));
    const callbackOrigin = new URL(checkout.callbackUrl).origin;
    if (outcome.kind === 'silent') {
      checkout.state = 'silent';
      return sendHostedPage(reply, { locale, body: (t) => `<h1>${t.silentDone}</h1>` });
    }
    if (outcome.kind === 'failure') {
      options.store.fail(checkout, outcome);
      setImmediate(() => void sendTwinWebhook({ options, checkout, status: 'FAILURE' }));
      return sendHostedPage(reply, {
        locale,
        formAction: callbackOrigin,
        body: (t) =>
          `<h1>${t.failed}</h1><p class="error" role="alert">${outcome.message[locale]}</p>${callbackForm(checkout, t.back)}`,
      });
    }
    options.store.charge(checkout);
    setImmediate(() => void sendTwinWebhook({ options, checkout, status: 'SUCCESS' }));
    return sendHostedPage(reply, {
      locale,
      formAction: callbackOrigin,
      body: (t) => `<h1>${t.redirecting}</h1>${callbackForm(checkout, t.continue)}`,
      script: "document.getElementById('callback').submit()",
    });
  });
}

function checkCard(fields: Fields, locale: Locale): FieldProblems {
  const t = HOSTED_TEXTS[locale].invalid;
  const problems: FieldProblems = {};
  if (!/^\d{15,16}$/.test((fields.cardNumber ?? '').replace(/[\s-]/g, '')))
    problems.cardNumber = t.cardNumber;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry ?? '');
  const month = Number(expiry?.[1]);
  const now = new Date();
  const future =
    expiry && month >= 1 && month <= 12 && new Date(2000 + Number(expiry[2]), month, 1) > now;
  if (!future) problems.expiry = t.expiry;
  if (!/^\d{3,4}$/.test(fields.cvc ?? '')) problems.cvc = t.cvc;
  if (!(fields.holder ?? '').trim()) problems.holder = t.holder;
  return problems;
}
