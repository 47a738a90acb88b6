import { escapeHtml } from '../../lib/html-page.ts';
import type { RequestLanguage } from '../../lib/english/request-language.ts';

/**
 * The e-mails a diner's account gets, in the language of the request that sent them (ADR 046):
 * a registration, a kept guest account or a changed address in English sends an English
 * verification; a reset asked for in English an English link. Turkish is the default.
 */
type Email = { subject: string; text: string; html: string };

const TEXTS = {
  tr: {
    hello: (name: string) => `Merhaba ${name},`,
    verify: {
      subject: 'Masa: e-posta adresinizi doğrulayın',
      lead: 'Masa hesabınızın e-posta adresini doğrulamak için bu bağlantıyı açın:',
      leadHtml: 'Masa hesabınızın e-posta adresini doğrulamak için',
      click: 'buraya tıklayın',
      note: 'Bağlantı 48 saat geçerlidir. Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
    reset: {
      subject: 'Masa: şifre sıfırlama',
      lead: 'Masa şifrenizi sıfırlamak için bu bağlantıyı açın:',
      leadHtml: 'Masa şifrenizi sıfırlamak için',
      click: 'buraya tıklayın',
      note: 'Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı yok sayın; şifreniz değişmez.',
    },
    emailChanged: {
      subject: 'Masa: e-posta adresiniz değiştirildi',
      body: (email: string) =>
        `Masa hesabınızın e-posta adresi ${email} olarak değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.\nBu değişikliği siz yapmadıysanız hesabınız başkasının elinde olabilir: lütfen hemen bizimle iletişime geçin.`,
    },
    emailCode: {
      subject: 'Masa: e-posta değişikliği kodunuz',
      body: (email: string, code: string) =>
        `Masa hesabınızın e-posta adresini ${email} olarak değiştirmek için kodunuz: ${code}\nKod en az 15 dakika geçerlidir; kimseyle paylaşmayın. Bu isteği siz yapmadıysanız bu e-postayı yok sayın; adresiniz değişmez.`,
    },
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    verify: {
      subject: 'Masa: confirm your e-mail address',
      lead: 'Open this link to confirm the e-mail address of your Masa account:',
      leadHtml: 'To confirm the e-mail address of your Masa account,',
      click: 'click here',
      note: 'The link is valid for 48 hours. If you did not create this account, you can ignore this e-mail.',
    },
    reset: {
      subject: 'Masa: reset your password',
      lead: 'Open this link to reset your Masa password:',
      leadHtml: 'To reset your Masa password,',
      click: 'click here',
      note: 'The link is valid for 1 hour and works once. If you did not ask for this, ignore this e-mail; your password stays as it is.',
    },
    emailChanged: {
      subject: 'Masa: your e-mail address was changed',
      body: (email: string) =>
        `The e-mail address of your Masa account was changed to ${email}, and your sessions on other devices were ended.\nIf you did not make this change, someone else may have your account: please contact us at once.`,
    },
    emailCode: {
      subject: 'Masa: your code to change your e-mail address',
      body: (email: string, code: string) =>
        `Your code to change the e-mail address of your Masa account to ${email}: ${code}\nThe code is valid for at least 15 minutes; do not share it. If you did not ask for this, ignore this e-mail; your address stays as it is.`,
    },
  },
} as const;

/** The verification (48 h) or password-reset (1 h) e-mail with its link. */
export function linkEmail(
  kind: 'verify' | 'reset',
  language: RequestLanguage,
  { name, link }: { name: string; link: string },
): Email {
  const t = TEXTS[language];
  const words = t[kind];
  const text = [t.hello(name), '', words.lead, link, '', words.note].join('\n');
  const html = `<p>${escapeHtml(t.hello(name))}</p>
<p>${words.leadHtml} <a href="${escapeHtml(link)}">${words.click}</a>.</p>
<p>${words.note}</p>`;
  return { subject: words.subject, text, html };
}

/** The notice to the old address after the account's e-mail was changed. */
export function emailChangedEmail(
  language: RequestLanguage,
  { name, email }: { name: string; email: string },
): Omit<Email, 'html'> {
  const t = TEXTS[language];
  return {
    subject: t.emailChanged.subject,
    text: `${t.hello(name)}\n\n${t.emailChanged.body(email)}\n`,
  };
}

/** The code a password-less account needs to change its e-mail, sent to its current address. */
export function emailChangeCodeEmail(
  language: RequestLanguage,
  { name, email, code }: { name: string; email: string; code: string },
): Omit<Email, 'html'> {
  const t = TEXTS[language];
  return {
    subject: t.emailCode.subject,
    text: `${t.hello(name)}\n\n${t.emailCode.body(email, code)}\n`,
  };
}
