import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { loginErrorMessage } from '../../../lib/auth/login-error-message.ts';
import { registerError } from '../../../lib/auth/register-error.ts';
import { safeRedirectPath } from './safe-redirect-path.ts';
import { sessionNotice } from './session-notice.ts';
import { socialFailureText } from '../../../lib/auth/social-failure-text.ts';

const httpError = (status: number, message: string, fieldErrors = {}) =>
  new ApiError({ status, message, kind: 'http', fieldErrors });
/** An answer without words: the client's message is only its status's text. */
const bareError = (status: number, message: string) =>
  new ApiError({ status, message, kind: 'http', generic: true });
const noAnswer = new ApiError({ status: 0, message: 'Sunucuya bağlanılamadı', kind: 'network' });
const CONNECTION =
  'Sunucu bağlantısında bir hata oluştu. Lütfen internet bağlantınızı kontrol edin.';

describe('login errors (000 §8.1)', () => {
  it.each([
    [httpError(401, 'E-posta adresi veya şifre hatalı.'), 'E-posta adresi veya şifre hatalı.'],
    [bareError(401, 'Yetkisiz erişim'), 'E-posta adresi veya şifre hatalı.'],
    [httpError(400, 'Unauthorized'), 'E-posta adresi veya şifre hatalı.'],
    [
      bareError(404, 'İstenilen kaynak bulunamadı'),
      'Bu e-posta adresi ile kayıtlı kullanıcı bulunamadı.',
    ],
    [bareError(418, 'Hata: 418'), 'Giriş başarısız (HTTP 418)'],
    // A 2xx answer that says the login failed, without a message: a failed login result.
    [bareError(200, 'Hata: 200'), 'Giriş başarısız oldu.'],
    [httpError(429, 'Çok fazla giriş denemesi.'), 'Çok fazla giriş denemesi.'],
    [noAnswer, CONNECTION],
    [new TypeError('Failed to fetch'), CONNECTION],
    [new Error('Giriş yanıtı eksik veya hatalı.'), 'Giriş yanıtı eksik veya hatalı.'],
    ['bir dize', 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.'],
  ])('%s → %s', (error, text) => expect(loginErrorMessage(error)).toBe(text));
});

describe('registration errors (000 §8.2)', () => {
  it('shows a taken e-mail on the e-mail field', () => {
    const taken = httpError(409, 'Bu e-posta adresi zaten kullanılıyor (email already registered)');
    expect(registerError(taken)).toEqual({
      message: null,
      fields: { email: 'Bu e-posta adresi zaten kullanılıyor' },
    });
  });

  it("puts the server's field messages and a password message on their fields", () => {
    const invalid = httpError(400, 'Şifre en az 6 karakter olmalıdır', {
      password: 'Şifre en az 6 karakter olmalıdır',
    });
    expect(registerError(invalid).fields).toEqual({ password: 'Şifre en az 6 karakter olmalıdır' });
    expect(registerError(httpError(400, 'Password too weak')).fields).toEqual({
      password: 'Password too weak',
    });
  });

  it('falls back to the status, the connection text and the unknown text', () => {
    expect(registerError(bareError(502, 'Hata: 502')).message).toBe('Kayıt başarısız (HTTP 502)');
    expect(registerError(noAnswer).message).toBe(CONNECTION);
    expect(registerError(42).message).toBe(
      'Kayıt yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(registerError(new Error('')).message).toBe('Kayıt olurken bir hata oluştu.');
  });
});

describe('login notices (000 §2.1, §2.5)', () => {
  const notice = (query: string) => sessionNotice(new URLSearchParams(query))?.text;
  it('has a text for every way a session ends', () => {
    expect(notice('fromRegister=true')).toBe(
      'Hesabınız başarıyla oluşturuldu! Lütfen giriş yapın.',
    );
    // The refresh itself refused (401): the session is over or was never valid.
    expect(notice('session=expired')).toBe(
      'Oturumunuz zaman aşımına uğradı veya geçersiz. Lütfen tekrar giriş yapın.',
    );
    const reasons = ['max_retry', 'no_refresh_token', 'refresh_failed'].map((reason) =>
      notice(`session=expired&reason=${reason}`),
    );
    expect(new Set(reasons).size).toBe(3);
    expect(notice('session=expired&reason=zzz')).toBe(notice('session=expired'));
    expect(notice('error=auth')).toMatch(/Lütfen tekrar giriş yapın\.$/);
    expect(notice('redirectPath=%2Fprofile')).toBeUndefined();
    // Ours (issue 35 §5): after 'Hesabımı sil'.
    expect(notice('accountDeleted=true')).toMatch(/^Hesabınız silindi\./);
  });
});

describe('redirectPath', () => {
  it.each([
    [null, '/'],
    ['/profile', '/profile'],
    ['/menu/abc?x=1', '/menu/abc?x=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/login?session=expired', '/'],
  ])('%s → %s', (value, path) => expect(safeRedirectPath(value)).toBe(path));
});

describe('social sign-in failures (000 §8.1)', () => {
  it("shows the popup's message, else the provider's text, and a blocked popup", () => {
    expect(socialFailureText('google', { kind: 'error', message: null })).toBe(
      'Google ile giriş yapılırken bir hata oluştu.',
    );
    expect(socialFailureText('apple', { kind: 'error', message: null })).toBe(
      'Apple ile giriş yapılırken bir hata oluştu.',
    );
    expect(socialFailureText('apple', { kind: 'error', message: 'İptal edildi' })).toBe(
      'İptal edildi',
    );
    expect(socialFailureText('google', { kind: 'blocked' })).toMatch(/açılır pencerelere/);
  });
});
