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
  notAGuest: 'Bu hesap zaten kayıtlı. Misafir hesabı değil.',
  refreshOk: 'Oturum yenilendi',
  /** 000 §8.1: the same answer for an unknown e-mail and a wrong password. */
  invalidCredentials: 'E-posta adresi veya şifre hatalı.',
  tooManyLogins: (minutes: number) =>
    `Çok fazla giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
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
  phoneCodeWait: 'Yeni bir kod istemeden önce lütfen 1 dakika bekleyin.',
  phoneCodeInvalid: 'Doğrulama kodu geçersiz veya süresi dolmuş. Lütfen yeni bir kod isteyin.',
  phoneCodeWrong: 'Doğrulama kodu hatalı.',
  phoneCodeFormat: 'Doğrulama kodu 6 haneli olmalıdır',
  phoneCodeLocked: 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.',
  phoneTaken: 'Bu telefon numarası ile kayıtlı bir hesap zaten var.',
  phoneRegisterOk: 'Telefon numaranız doğrulandı, hesabınız oluşturuldu.',
  userGone: 'Kullanıcı bulunamadı. Lütfen tekrar giriş yapın.',
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
  avatarMissing: 'Lütfen yüklemek için bir resim seçin',
  currentPasswordRequired: 'E-posta adresinizi değiştirmek için mevcut şifrenizi girin.',
  currentPasswordWrong: 'Mevcut şifreniz yanlış.',
  emailCodeSent: 'Doğrulama kodu mevcut e-posta adresinize gönderildi.',
  emailCodeRequired:
    'E-posta adresinizi değiştirmek için mevcut adresinize gönderilen doğrulama kodunu girin.',
  emailCodeWrong: 'Doğrulama kodu hatalı veya süresi dolmuş. Lütfen yeni bir kod isteyin.',
  emailCodeNotNeeded: 'Bu hesap e-posta değişikliğini mevcut şifresiyle onaylar.',
  avatarUnreadable:
    'Avatar yüklenirken bir hata oluştu. Yükleme yarım kaldı veya bozuk; lütfen tekrar deneyin.',
  avatarTooManyPixels:
    'Profil fotoğrafı en fazla 12 megapiksel olabilir; lütfen daha küçük bir fotoğraf yükleyin.',
  // Ours (issue 35 §5, ADR 090): deleting an account.
  accountDeleted:
    'Hesabınız silindi. Siparişleriniz restoranın kayıtlarında adınız ve iletişim bilgileriniz olmadan saklanır.',
  deletePasswordRequired: 'Hesabınızı silmek için şifrenizi girin.',
  deletePasswordWrong: 'Şifreniz yanlış. Hesabınız silinmedi.',
  deleteNeedsFreshSignIn:
    'Hesabınızı silmek için lütfen çıkış yapıp yeniden giriş yapın, sonra 15 dakika içinde tekrar deneyin.',
} as const;

/**
 * A taken e-mail. Turkish for the person, with "email already" inside because the app maps a
 * message containing both words to 'Bu e-posta adresi zaten kullanılıyor' (000 §8.2).
 */
export const EMAIL_TAKEN = 'Bu e-posta adresi zaten kullanılıyor (email already registered)';
