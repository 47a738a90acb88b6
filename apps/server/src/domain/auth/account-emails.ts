import { say, type MessageId } from '../../i18n/say.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { escapeHtml } from '../../lib/html-page.ts';

/**
 * The e-mails a diner's account gets, in the language of the request that sent them (ADR 046):
 * a registration, a kept guest account or a changed address in English sends an English
 * verification; a reset asked for in English an English link. Turkish is the default. Their
 * texts are the catalogs' `email.*` messages (locales/{tr,en}/emails.json, ADR 105).
 */
type Email = { subject: string; text: string; html: string };

/** One message of the e-mails' catalog in a language. */
const text = (language: RequestLanguage, id: MessageId, values: Record<string, string> = {}) =>
  say(language, { id, values });

/** The verification (48 h) or password-reset (1 h) e-mail with its link. */
export function linkEmail(
  kind: 'verify' | 'reset',
  language: RequestLanguage,
  { name, link }: { name: string; link: string },
): Email {
  const hello = text(language, 'email.hello', { name });
  const words = (part: 'subject' | 'lead' | 'leadHtml' | 'click' | 'note') =>
    text(language, `email.${kind}.${part}`);
  const plain = [hello, '', words('lead'), link, '', words('note')].join('\n');
  const html = `<p>${escapeHtml(hello)}</p>
<p>${words('leadHtml')} <a href="${escapeHtml(link)}">${words('click')}</a>.</p>
<p>${words('note')}</p>`;
  return { subject: words('subject'), text: plain, html };
}

/** The notice to the old address after the account's e-mail was changed. */
export function emailChangedEmail(
  language: RequestLanguage,
  { name, email }: { name: string; email: string },
): Omit<Email, 'html'> {
  return {
    subject: text(language, 'email.emailChanged.subject'),
    text: `${text(language, 'email.hello', { name })}\n\n${text(language, 'email.emailChanged.body', { email })}\n`,
  };
}

/** The code a password-less account needs to change its e-mail, sent to its current address. */
export function emailChangeCodeEmail(
  language: RequestLanguage,
  { name, email, code }: { name: string; email: string; code: string },
): Omit<Email, 'html'> {
  return {
    subject: text(language, 'email.emailCode.subject'),
    text: `${text(language, 'email.hello', { name })}\n\n${text(language, 'email.emailCode.body', { email, code })}\n`,
  };
}
