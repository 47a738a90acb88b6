import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../storage.ts';
import { requireOrderAuth } from './require-order-auth.ts';

beforeEach(() => {
  localStorage.clear();
  storage.clearAuth();
});

describe('order calls need the session (001 §5, 000 §8.4)', () => {
  it('refuses without a token (AUTH_ERROR) and without a user id (AUTH_REQUIRED)', () => {
    expect(() => requireOrderAuth()).toThrow(
      expect.objectContaining({
        code: 'AUTH_ERROR',
        message: 'Oturum bilginiz bulunamadı. Lütfen tekrar giriş yapın.',
      }),
    );
    storage.setToken('t1');
    storage.setUser({ name: 'Ayşe' });
    expect(() => requireOrderAuth()).toThrow(
      expect.objectContaining({
        code: 'AUTH_REQUIRED',
        message: 'Kullanıcı bilgileriniz bulunamadı.',
      }),
    );
    storage.setUser({ id: 'u1', name: 'Ayşe' });
    expect(requireOrderAuth()).toBe('u1');
  });
});
