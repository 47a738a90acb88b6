import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { nextIp } from './helpers.ts';

// Issue 36 §1: the staff sign-in's own check (core's staffLoginSchema) is a rule text of core's
// catalog (docs/decisions/117-core-rule-texts-by-id.md), said in the language the request asks
// for, as the staff app sends its screen's.
const { app } = await createTestApp();

const signIn = (payload: Record<string, string>, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/login',
    headers: language ? { 'accept-language': language } : {},
    payload,
    remoteAddress: nextIp(),
  });

type Refusal = { message: string; errors: { field: string; message: string }[] };

describe('a staff sign-in without e-mail or password', () => {
  it('is refused in English to an English request, naming each empty field', async () => {
    const res = await signIn({ email: '', password: '' }, 'en-GB,en;q=0.9');
    expect(res.statusCode).toBe(400);
    const body = res.json() as Refusal;
    expect(body.message).toBe('E-mail and password are required');
    expect(body.errors).toEqual([
      { field: 'email', message: 'E-mail and password are required' },
      { field: 'password', message: 'E-mail and password are required' },
    ]);
  });

  it('is refused in Turkish to a request that asks for no language', async () => {
    const res = await signIn({ email: 'garson@bogazici.test' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Refusal).message).toBe('E-posta ve şifre gereklidir');
  });
});
