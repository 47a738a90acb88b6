/**
 * The server's Turkish answers for accounts and sessions. Texts quoted by the spec are used as
 * they are (000 §4.1, §8.1, §8.3); the others are ours, written the way the app speaks.
 */
export const AUTH_MESSAGES = {
  loginOk: 'Giriş başarılı',
  registerOk: 'Kayıt başarılı. E-posta adresinizi doğrulamak için gelen kutunuzu kontrol edin.',
  logoutOk: 'Çıkış yapıldı',
  guestOk: 'Misafir olarak devam ediyorsunuz',
  guestKept:
    'Hesabınız kaydedildi, siparişleriniz hesabınızda. E-posta adresinizi doğrulamak için gelen kutunuzu kontrol edin.',
  refreshOk: 'Oturum yenilendi',
  /** 000 §4.1: what the app says when a refresh fails. */
  sessionExpired: 'Oturum süresi doldu, lütfen tekrar giriş yapın.',
  resetSent:
    'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Gelen kutunuzu kontrol edin.',
  resetLinkInvalid:
    'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  passwordReset: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
  verifyLinkInvalid: 'Doğrulama bağlantısı geçersiz veya süresi dolmuş.',
  emailVerified: 'E-posta adresiniz doğrulandı.',
  emailAlreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
  phoneCodeSent: 'Doğrulama kodu telefonunuza gönderildi.',
  phoneCodeFormat: 'Doğrulama kodu 6 haneli olmalıdır',
  phoneRegisterOk: 'Telefon numaranız doğrulandı, hesabınız oluşturuldu.',
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
  profileUpdated: 'Profil başarıyla güncellendi',
  avatarUpdated: 'Profil fotoğrafı güncellendi',
  emailCodeSent: 'Doğrulama kodu mevcut e-posta adresinize gönderildi.',
  avatarTooManyPixels:
    'Profil fotoğrafı en fazla 12 megapiksel olabilir; lütfen daha küçük bir fotoğraf yükleyin.',
  // Ours (issue 35 §5, ADR 090): deleting an account.
  accountDeleted:
    'Hesabınız silindi. Siparişleriniz restoranın kayıtlarında adınız ve iletişim bilgileriniz olmadan saklanır.',
} as const;

/**
 * A taken e-mail. Turkish for the person, with "email already" inside because the app maps a
 * message containing both words to 'Bu e-posta adresi zaten kullanılıyor' (000 §8.2).
 */
export const EMAIL_TAKEN = 'Bu e-posta adresi zaten kullanılıyor (email already registered)';
