import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { bearer, readOutbox, register } from './helpers.ts';

// Issue 28: a Google or Apple account has no password, so its access token alone used to change
// its e-mail to the attacker's address and then ask for a reset link there. Such an account now
// proves the change with a code sent to its current address, and reset links go only to
// addresses that were proved.
const { app } = await createTestApp();

/** A Google account through the development popup, with its access token. */
async function googleAccount() {
  const email = `google.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const page = await app.inject({
    url: `/api/auth/google/dev-callback?${new URLSearchParams({ name: 'Gül Kaya', email })}`,
  });
  const token = /"token":"([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no token: ${page.body.slice(0, 200)}`);
  return { email, token };
}
const update = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/users/updatedetails', headers: bearer(token), payload });
const askCode = (token: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/email-change-code',
    headers: bearer(token),
    payload: { email },
  });
const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/customer-users/forgotpassword', payload: { email } });
const codeIn = async (to: string) =>
  /: (\d{6})\n/.exec((await readOutbox(app)).find((m) => m.to === to)?.text ?? '')?.[1];

describe("a password-less account's e-mail change", () => {
  it('is refused with the access token alone, and no reset link reaches the new address', async () => {
    const victim = await googleAccount();
    const attackerMail = `saldirgan.${Date.now()}@example.com`;
    const changed = await update(victim.token, { email: attackerMail });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      error: 'EMAIL_CODE_REQUIRED',
      message:
        'E-posta adresinizi değiştirmek için mevcut adresinize gönderilen doğrulama kodunu girin.',
    });
    const guessed = await update(victim.token, { email: attackerMail, emailCode: '000000' });
    expect(guessed.json().error).toBe('EMAIL_CODE_WRONG');
    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(victim.token) });
    expect(me.json().data).toMatchObject({ email: victim.email, hasPassword: false });
    expect(await forgot(attackerMail).then((r) => r.statusCode)).toBe(200);
    expect((await readOutbox(app)).filter((m) => m.to === attackerMail)).toEqual([]);
  });

  it('works with the code sent to the current address, and only for the address it was asked for', async () => {
    const owner = await googleAccount();
    const newMail = `yeni.${Date.now()}@example.com`;
    const sent = await askCode(owner.token, newMail);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Doğrulama kodu mevcut e-posta adresinize gönderildi.');
    const code = await codeIn(owner.email);
    expect(code).toMatch(/^\d{6}$/);
    const elsewhere = await update(owner.token, { email: `baska.${newMail}`, emailCode: code });
    expect(elsewhere.json().error).toBe('EMAIL_CODE_WRONG');
    const changed = await update(owner.token, { email: newMail, emailCode: code });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ email: newMail, emailVerified: false });
    // The code served that one change: it does not move the address on again.
    const again = await update(owner.token, { email: owner.email, emailCode: code });
    expect(again.json().error).toBe('EMAIL_CODE_WRONG');
  });

  it('an account with a password confirms with it and needs no code', async () => {
    const account = await register(app);
    const res = await askCode(account.token, `x.${account.email}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('EMAIL_CODE_NOT_NEEDED');
  });
});

describe('password reset', () => {
  it('sends nothing to an unverified address and answers as for an unknown one', async () => {
    const unverified = await register(app);
    const unknown = await forgot(`kimse.${Date.now()}@example.com`);
    const res = await forgot(unverified.email);
    expect(res.statusCode).toBe(unknown.statusCode);
    expect(res.json()).toEqual(unknown.json());
    const mails = (await readOutbox(app)).filter((m) => m.to === unverified.email);
    expect(mails.map((m) => m.subject)).not.toContain('Masa: şifre sıfırlama');
  });
});
