import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { bearer, readOutbox, registrationPayload, verifyEmail } from './helpers.ts';

// Issue 21 §1, ADR 046: a diner's e-mails go in the language of the request that sends them;
// Turkish stays the default.
const { app } = await createTestApp({ PUBLIC_URL: 'https://masa.example.com' });
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

const newest = async (to: string) => (await readOutbox(app)).find((m) => m.to === to)!;

async function registerIn(headers: Record<string, string>) {
  const payload = registrationPayload({ name: 'Jane Doe' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer-users/register',
    headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...payload, token: res.json().data.token as string };
}

describe("a diner's account e-mails", () => {
  it('verify an address registered in English in English, with its working link', async () => {
    const jane = await registerIn(ENGLISH);
    const mail = await newest(jane.email);
    expect(mail.subject).toBe('Masa: confirm your e-mail address');
    expect(mail.text).toContain('Hello Jane Doe,');
    expect(mail.text).toMatch(/https:\/\/masa\.example\.com\/customerapp\/verify\?token=\S+/);
    expect(mail.text).not.toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  });

  it('stay Turkish for a registration without a language or in Turkish', async () => {
    const languages: Record<string, string>[] = [{}, { 'accept-language': 'tr-TR,en;q=0.5' }];
    for (const headers of languages) {
      const ayse = await registerIn(headers);
      const mail = await newest(ayse.email);
      expect(mail.subject).toBe('Masa: e-posta adresinizi doğrulayın');
      expect(mail.text).toContain('Merhaba Jane Doe,');
    }
  });

  it('send a reset asked for in English in English, and one asked for in Turkish in Turkish', async () => {
    const jane = await registerIn({});
    await verifyEmail(app, jane.email);
    const forgot = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/customer-users/forgotpassword',
        headers,
        payload: { email: jane.email },
      });
    expect((await forgot(ENGLISH)).statusCode).toBe(200);
    const english = await newest(jane.email);
    expect(english.subject).toBe('Masa: reset your password');
    expect(english.text).toMatch(/\/customerapp\/reset-password\?token=\S+/);
    expect(english.text).toContain('The link is valid for 1 hour and works once.');
  });

  it('tell both addresses of a change made in English in English', async () => {
    const jane = await registerIn({});
    const email = `jane.new.${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/updatedetails',
      headers: { ...bearer(jane.token), ...ENGLISH },
      payload: { email, currentPassword: jane.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await newest(email)).subject).toBe('Masa: confirm your e-mail address');
    const old = await newest(jane.email);
    expect(old.subject).toBe('Masa: your e-mail address was changed');
    expect(old.text).toContain(`was changed to ${email}`);
  });
});
