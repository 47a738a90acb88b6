import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson, serveTestApi } from '../../../testing/test-api-server.ts';
import { storage } from '../../../lib/storage.ts';
import { getTotalSpend } from './get-total-spend.ts';
import { updateProfile } from './update-profile.ts';
import { uploadAvatar } from './upload-avatar.ts';

const server = serveTestApi();
beforeEach(() => {
  storage.setToken('token-1');
});

const user = { id: 'u1', _id: 'u1', name: 'Ayşe' };
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

describe('profile calls (000 §7.2, §4.4)', () => {
  it('puts only the given changes and reads the updated user', async () => {
    server.state.route = (_req, res) =>
      sendJson(res, 200, { success: true, data: { ...user, name: 'Ayşe Kaya' } });
    await expect(updateProfile({ name: 'Ayşe Kaya' })).resolves.toMatchObject({
      name: 'Ayşe Kaya',
    });
    const [request] = server.state.requests;
    expect([request?.method, request?.path]).toEqual(['PUT', '/api/users/updatedetails']);
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Ayşe Kaya' });
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: { ok: 1 } });
    await expect(updateProfile({ name: 'X' })).rejects.toThrow(
      'Profil güncelleme yanıtı beklenenden farklı.',
    );
  });

  it('uploads the JPEG as the multipart field avatar and reads either answer shape', async () => {
    server.state.route = (_req, res) =>
      sendJson(res, 200, {
        success: true,
        data: { avatar: '/uploads/a.webp', user: { ...user, avatar: '/uploads/a.webp' } },
      });
    await expect(uploadAvatar(jpeg, user)).resolves.toMatchObject({ avatar: '/uploads/a.webp' });
    const [request] = server.state.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's FormData loses the file name and bytes on their way into Node's fetch; the
    // browser sends both (the end-to-end avatar test uploads a real image).
    expect(request?.body).toContain('form-data; name="avatar"; filename=');
    expect(request?.body).toContain('Content-Type: image/jpeg');

    server.state.route = (_req, res) =>
      sendJson(res, 200, { success: true, data: { avatar: '/uploads/b.webp' } });
    await expect(uploadAvatar(jpeg, user)).resolves.toEqual({ ...user, avatar: '/uploads/b.webp' });
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: {} });
    await expect(uploadAvatar(jpeg, user)).rejects.toThrow(
      'Avatar yükleme yanıtı beklenenden farklı.',
    );
  });

  it('reads the total spend and its tips in kuruş, and shows 0 when the call fails', async () => {
    server.state.route = (_req, res) =>
      sendJson(res, 200, { success: true, data: { total: 74_750, tips: 5_250 } });
    await expect(getTotalSpend()).resolves.toEqual({ total: 74_750, tips: 5_250 });
    server.state.route = (_req, res) => sendJson(res, 500, { message: 'Sunucu hatası' });
    await expect(getTotalSpend()).resolves.toEqual({ total: 0, tips: 0 });
  });
});
