import { describe, expect, it } from 'vitest';
import { sendJson, serveTestApi } from '../../testing/test-api-server.ts';
import { createGuest } from './create-guest.ts';
import { registerAccount } from './register-account.ts';
import { signIn } from './sign-in.ts';

const server = serveTestApi();

const user = { id: 'u1', _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' };

describe('sign-in calls (000 §5.1, §5.2, §7.2)', () => {
  it('posts e-mail and password and reads token and user; a refresh token in the body is not kept', async () => {
    server.state.route = (_req, res) =>
      sendJson(res, 200, {
        success: true,
        data: { token: 't1', refreshToken: 'r1', user },
        message: 'Giriş başarılı',
      });
    const answer = await signIn({ email: 'ayse@example.com', password: 'gizli1' });
    expect(answer).toEqual({
      session: { token: 't1', user },
      message: 'Giriş başarılı',
    });
    const [request] = server.state.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/customer-users/login');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'ayse@example.com',
      password: 'gizli1',
    });
  });

  it('refuses an answer without token or user', async () => {
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: { user } });
    await expect(signIn({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Giriş yanıtı eksik veya hatalı.',
    );
    server.state.route = (_req, res) => sendJson(res, 201, { success: true, data: { token: 't' } });
    await expect(
      registerAccount({
        name: 'Ayşe',
        email: 'a@b.co',
        password: 'gizli1',
        phone: '05321234567',
        birthDate: '2000-01-01',
        address: 'Moda Cad. 12',
        city: 'İstanbul',
        zipCode: '34710',
      }),
    ).rejects.toThrow('Kayıt yanıtı eksik veya hatalı.');
    expect(server.state.requests[1]?.path).toBe('/api/customer-users/register');
  });

  it("refuses a guest answer without a token: 'Token alınamadı' (000 §8.1, the order-area login)", async () => {
    server.state.route = (_req, res) =>
      sendJson(res, 201, { success: true, data: { user: { ...user, isGuest: true } } });
    await expect(createGuest()).rejects.toThrow('Token alınamadı');
    expect(server.state.requests[0]?.path).toBe('/api/users/customer/guest');
  });
});
