/**
 * The server's Turkish answers for accounts and sessions. Texts quoted by the spec are used as
 * they are (000 §4.1, §8.1, §8.3); the others are ours, written the way the app speaks.
 */
export const AUTH_MESSAGES = {
  /** 000 §4.1: what the app says when a refresh fails. */
  sessionExpired: 'Oturum süresi doldu, lütfen tekrar giriş yapın.',
  resetLinkInvalid:
    'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  verifyLinkInvalid: 'Doğrulama bağlantısı geçersiz veya süresi dolmuş.',
  phoneCodeFormat: 'Doğrulama kodu 6 haneli olmalıdır',
  socialProvider: 'Sağlayıcı google veya apple olmalıdır',
  socialIdTokenRequired: 'Sağlayıcıdan gelen kimlik belirteci (idToken) gerekli',
  socialFailed: {
    google: 'Google ile giriş yapılırken bir hata oluştu.',
    apple: 'Apple ile giriş yapılırken bir hata oluştu.',
  },
  socialNotConfigured: {
    google: 'Google ile giriş bu sunucuda yapılandırılmamış.',
    apple: 'Apple ile giriş bu sunucuda yapılandırılmamış.',
  },
  avatarTooManyPixels:
    'Profil fotoğrafı en fazla 12 megapiksel olabilir; lütfen daha küçük bir fotoğraf yükleyin.',
} as const;

/**
 * A taken e-mail. Turkish for the person, with "email already" inside because the app maps a
 * message containing both words to 'Bu e-posta adresi zaten kullanılıyor' (000 §8.2).
 */
export const EMAIL_TAKEN = 'Bu e-posta adresi zaten kullanılıyor (email already registered)';
