import { sayRule } from '@masa/core/testing/say-rule';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES as M } from '@masa/core/auth/auth-messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { bearer, linkFromOutbox, register } from './helpers.ts';
import { elfBytes, makeImage, multipartFile, noisyPng } from './multipart.ts';

const { app, config } = await createTestApp();

const update = (token: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/updatedetails',
    headers: bearer(token),
    payload: payload as object,
  });
const upload = (token: string, fileName: string, type: string, bytes: Buffer, field = 'avatar') => {
  const body = multipartFile(field, fileName, type, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/users/avatar',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
};
const avatarFile = (avatar: string) =>
  path.join(config.dataDir, 'uploads', 'avatars', path.basename(avatar));

describe('PUT /api/users/updatedetails', () => {
  it('updates name, e-mail, phone and address and answers the updated user', async () => {
    const { token, password } = await register(app);
    const email = `yeni.${Date.now()}@example.com`;
    const res = await update(token, {
      name: 'Ayşe Yılmaz',
      email,
      currentPassword: password,
      phone: '+90 532 111 2233',
      address: { street: 'Moda Cd. 5', city: 'İstanbul', state: 'Kadıköy', postalCode: '34710' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profil başarıyla güncellendi',
      data: {
        name: 'Ayşe Yılmaz',
        email,
        phone: '+905321112233',
        emailVerified: false,
        address: {
          street: 'Moda Cd. 5',
          city: 'İstanbul',
          state: 'Kadıköy',
          zipCode: '34710',
          postalCode: '34710',
          country: 'Türkiye',
        },
      },
    });
    // The new address gets its own verification link.
    const link = await linkFromOutbox(app, email, '/customerapp/verify');
    const verified = await app.inject({
      url: `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect(verified.json().data).toMatchObject({ email, verified: true });
  });

  it('changes only the fields sent, and clears the phone when it is sent empty', async () => {
    const { token, user } = await register(app);
    const res = await update(token, { phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: user.name,
      email: user.email,
      phone: null,
      address: user.address,
    });
  });

  it("stores a tourist's phone in E.164 and refuses one that is not a number (ADR 080)", async () => {
    const { token } = await register(app);
    const res = await update(token, { phone: '+44 7911 123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe('+447911123456');
    for (const phone of ['+44 79', '+90 532 111 22', '0044 7911 123456']) {
      const refused = await update(token, { phone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(sayRule(M.phoneInvalid));
    }
    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(token) });
    expect(me.json().data.phone).toBe('+447911123456');
  });

  it('answers an e-mail taken by another account with 409', async () => {
    const other = await register(app);
    const { token, password } = await register(app);
    const res = await update(token, {
      name: 'Ayşe',
      email: other.email.toUpperCase(),
      currentPassword: password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Bu e-posta adresi zaten kullanılıyor');
  });

  it.each([
    [{ name: '  ' }, sayRule(M.profileNameRequired)],
    [{ email: 'bozuk' }, sayRule(M.emailInvalid)],
    [{ email: '' }, sayRule(M.emailRequired)],
    [{ phone: '123' }, sayRule(M.phoneInvalid)],
    [{ name: 12 }, sayRule(M.profileNameRequired)],
  ])('refuses %j with a 400 and its message', async (payload, message) => {
    const { token } = await register(app);
    const res = await update(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a bearer token', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/updatedetails',
      payload: { name: 'X Y Z' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/users/avatar', () => {
  it.each(['png', 'jpeg', 'gif'] as const)(
    'accepts a %s, stores it as WebP of at most 512×512 and serves it from /uploads',
    async (format) => {
      const { token } = await register(app);
      const res = await upload(
        token,
        `photo.${format}`,
        `image/${format}`,
        await makeImage(format, 1600, 900),
      );
      expect(res.statusCode).toBe(200);
      const { avatar, user } = res.json().data;
      expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}-[0-9a-f]{16}\.webp$/);
      expect(user.avatar).toBe(avatar);
      const served = await app.inject(avatar);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 288 });
    },
  );

  it('removes the previous photo file when a new one is uploaded', async () => {
    const { token } = await register(app);
    const first = (await upload(token, 'a.png', 'image/png', await makeImage('png'))).json().data
      .avatar;
    expect(existsSync(avatarFile(first))).toBe(true);
    const second = (await upload(token, 'b.jpg', 'image/jpeg', await makeImage('jpeg'))).json().data
      .avatar;
    expect(second).not.toBe(first);
    expect(existsSync(avatarFile(first))).toBe(false);
    expect(existsSync(avatarFile(second))).toBe(true);
    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(token) });
    expect(me.json().data.avatar).toBe(second);
  });

  it('judges the file by its bytes: a PNG named .gif and sent as image/gif is accepted as the PNG it is', async () => {
    const { token } = await register(app);
    const res = await upload(token, 'photo.gif', 'image/gif', await makeImage('png'));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an executable named .png', 'photo.png', 'image/png', elfBytes()],
    ['an executable renamed .gif', 'photo.gif', 'image/gif', elfBytes()],
    ['a text file', 'notes.jpg', 'image/jpeg', Buffer.from('merhaba dünya')],
    ['an SVG', 'logo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      'a PNG header followed by garbage',
      'broken.png',
      'image/png',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 7)]),
    ],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0)],
  ])('refuses %s with the type message of 000 §5.3', async (_label, name, type, bytes) => {
    const { token } = await register(app);
    const res = await upload(token, name, type, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(sayRule(M.avatarWrongType));
    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(token) });
    expect(me.json().data.avatar).toBeNull();
  });

  it('refuses a file over 2 MB with the size message of 000 §5.3, never a 500', async () => {
    const { token } = await register(app);
    const big = await noisyPng(2_300_000);
    expect(big.length).toBeGreaterThan(2_097_152);
    const res = await upload(token, 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(sayRule(M.avatarTooLarge));
  });

  it('accepts a file of just under 2 MB', async () => {
    const { token } = await register(app);
    const png = await noisyPng(2_000_000);
    expect(png.length).toBeLessThanOrEqual(2_097_152);
    expect((await upload(token, 'big.png', 'image/png', png)).statusCode).toBe(200);
  });

  it('refuses a request without the avatar field, or that is not multipart', async () => {
    const { token } = await register(app);
    const wrongField = await upload(token, 'a.png', 'image/png', await makeImage('png'), 'photo');
    expect(wrongField.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: bearer(token),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('needs a bearer token', async () => {
    const res = await upload('not-a-token', 'a.png', 'image/png', await makeImage('png'));
    expect(res.statusCode).toBe(401);
  });
});
