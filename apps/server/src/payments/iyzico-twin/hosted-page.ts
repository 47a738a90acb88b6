import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { formatTry } from '@masa/core/money/format-try';
import { escapeHtml } from '../../lib/html-page.ts';
import { HOSTED_TEXTS, type HostedTexts } from './hosted-page-texts.ts';
import { TEST_CARDS } from './twin-cards.ts';
import type { TwinCheckout } from './twin-store.ts';

export type Locale = 'tr' | 'en';
export type FieldProblems = Partial<Record<keyof HostedTexts['invalid'], string>>;

/**
 * The twin's hosted Checkout Form page: self-contained (its own nonce'd style and script, no
 * other resource), the test banner first, fields a phone keyboard fits (inputmode numeric,
 * autocomplete cc-*), each with its label and its error tied by aria-describedby.
 */
export function sendHostedPage(
  reply: FastifyReply,
  input: {
    locale: Locale;
    body: (t: HostedTexts, nonce: string) => string;
    script?: string;
    formAction?: string;
    status?: number;
  },
) {
  const t = HOSTED_TEXTS[input.locale];
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", ...(input.formAction ? [input.formAction] : [])].join(' ');
  const script = input.script ? `<script nonce="${nonce}">${input.script}</script>` : '';
  return reply
    .status(input.status ?? 200)
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style nonce="${nonce}">${CSS}</style></head><body>
<p class="banner" role="status">${escapeHtml(t.banner)}</p><main>${input.body(t, nonce)}</main>${script}</body></html>`);
}

export function formBody(
  checkout: TwinCheckout,
  t: HostedTexts,
  locale: Locale,
  problems: FieldProblems = {},
  values: Record<string, string> = {},
) {
  const amount = formatTry(checkout.paidPrice);
  const field = (name: keyof HostedTexts['invalid'], label: string, attrs: string) => {
    const problem = problems[name];
    const id = `f-${name}`;
    return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" ${attrs} value="${escapeHtml(values[name] ?? '')}"${problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''} required>${problem ? `<p class="error" id="${id}-error">${escapeHtml(problem)}</p>` : ''}`;
  };
  return `<h1>${escapeHtml(t.merchant)}</h1>
<p class="amount">${escapeHtml(t.amount)}: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="checkout" class="card" novalidate>
<input type="hidden" name="token" value="${escapeHtml(checkout.token)}"><input type="hidden" name="lang" value="${locale}">
${field('cardNumber', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row"><div>${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="AA/YY" maxlength="5"')}</div>
<div>${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div></div>
${field('holder', t.holder, 'autocomplete="cc-name" maxlength="60"')}
<button type="submit">${escapeHtml(t.pay(amount))}</button></form>
<section class="card"><h2>${escapeHtml(t.testCards)}</h2><p class="meta">${escapeHtml(t.anyExpiry)}</p><ul>
${TEST_CARDS.map((card) => `<li><code>${card.number}</code> — ${escapeHtml(card.label[locale])}</li>`).join('\n')}</ul></section>`;
}

/** The form that takes the token back to Masa's callbackUrl, as iyzico's page does. */
export function callbackForm(checkout: TwinCheckout, label: string) {
  return `<form method="post" action="${escapeHtml(checkout.callbackUrl)}" id="callback"><input type="hidden" name="token" value="${escapeHtml(checkout.token)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

const CSS = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1f2937}
.banner{margin:0;padding:.6rem 1rem;background:#fef3c7;color:#92400e;font-weight:600;text-align:center}
main{max-width:28rem;margin:0 auto;padding:1rem}h1{font-size:1.15rem;color:#1e3a8a}h2{font-size:1rem;margin:0 0 .5rem}
.amount{font-size:1.05rem}.card{background:#fff;border-radius:.75rem;padding:1rem;margin:.75rem 0;box-shadow:0 1px 3px #0002}
label{display:block;margin:.6rem 0 .25rem;font-weight:500}input{width:100%;padding:.7rem;font:inherit;font-size:1rem;border:1px solid #9ca3af;border-radius:.5rem}
input:focus,button:focus{outline:3px solid #1e40af;outline-offset:2px}input[aria-invalid=true]{border-color:#b91c1c}
.row{display:flex;gap:.75rem}.row>div{flex:1;min-width:0}
button{width:100%;margin-top:1rem;padding:.8rem 1rem;background:#1e40af;color:#fff;border:0;border-radius:.5rem;font:inherit;font-size:1rem;font-weight:600;cursor:pointer}
.error{color:#b91c1c;margin:.25rem 0 0}.meta{color:#4b5563;font-size:.9rem}ul{padding-left:1.1rem;margin:.25rem 0}li{margin:.3rem 0;overflow-wrap:anywhere}
code{font-size:.95rem}`;
