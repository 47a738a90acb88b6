// Accounts (000 §2.5, §2.6, §5.1, §5.2, §8.1, §8.2). Field rule messages come with the core
// schemas (@masa/core/auth/auth-messages); texts the spec does not show are ours.
export const auth = {
  loginTitle: 'Giriş Yap',
  registerTitle: 'Kayıt Ol',
  forgotPasswordTitle: 'Şifremi Unuttum',
  resetPasswordTitle: 'Şifre Sıfırlama',
  verifyTitle: 'Doğrulama',
  fields: {
    email: 'E-posta',
    password: 'Şifre',
    name: 'Ad Soyad',
    phone: 'Telefon',
    confirmPassword: 'Şifre (Tekrar)',
    newPassword: 'Yeni Şifre',
    confirmNewPassword: 'Yeni Şifre (Tekrar)',
  },
  hints: {
    phone: 'İsteğe bağlı. Örnek: 0532 123 4567 veya +44 7911 123456',
    password: 'En az 6 karakter',
  },
  // Ordering as a guest and keeping the account afterwards (ADR 036): ours.
  guest: {
    /** The guest answer had no token (000 §8.1, the order-area login). */
    noToken: 'Token alınamadı',
    checkoutNote: 'Üye olmadan, misafir olarak sipariş verirsiniz.',
    haveAccount: 'Hesabınız var mı?',
    login: 'Giriş Yap',
    offerTitle: 'Hesabınızı saklayın',
    offerText:
      'Misafir olarak sipariş verdiniz. E-posta ve şifre belirleyin: siparişleriniz hesabınızda kalsın, başka bir cihazdan da görün.',
    offerButton: 'Hesabımı Kaydet',
    keepTitle: 'Hesabınızı Kaydedin',
    keepIntro:
      'Bu cihazda misafir olarak verdiğiniz siparişler aynı hesapta kalır. Sonra e-posta ve şifrenizle giriş yaparsınız.',
    keepSubmit: 'Hesabımı Kaydet',
    keepSubmitting: 'Kaydediliyor...',
    keepDone: 'Hesabınız kaydedildi.',
    alreadyKept: 'Hesabınız zaten kayıtlı.',
    // Ours (issue 35 §5): where a guest reads what is done with their data.
    privacyLink: 'Kişisel verileriniz hakkında aydınlatma metni',
  },
  login: {
    intro: 'Siparişlerinizi takip etmek ve hızlıca sipariş vermek için giriş yapın.',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor...',
    success: 'Giriş başarılı! Yönlendiriliyorsunuz...',
    forgot: 'Şifremi Unuttum',
    noAccount: 'Hesabınız yok mu?',
    register: 'Kayıt Olun',
    fromRegister: 'Hesabınız başarıyla oluşturuldu! Lütfen giriş yapın.',
    // Ours (issue 35 §5): after the account was deleted.
    accountDeleted:
      'Hesabınız silindi. Siparişleriniz restoranın kayıtlarında adınız ve iletişim bilgileriniz olmadan saklanır.',
    or: 'veya',
  },
  social: {
    google: 'Google ile Giriş Yap',
    apple: 'Apple ile Giriş Yap',
    devMode:
      'Google ve Apple ile giriş geliştirme modunda çalışıyor: açılan pencerede bir test kimliği seçin.',
    waiting: 'Açılan pencerede girişi tamamlayın...',
    popupBlocked: 'Giriş penceresi açılamadı. Lütfen bu site için açılır pencerelere izin verin.',
    failed: {
      google: 'Google ile giriş yapılırken bir hata oluştu.',
      apple: 'Apple ile giriş yapılırken bir hata oluştu.',
    },
  },
  // The login screen's notice for /login?session=expired[&reason=…] and ?error=auth (000 §2.1).
  session: {
    // 000 §8.4: a 401 (the refresh itself refused: the session ended or was never valid).
    expired: 'Oturumunuz zaman aşımına uğradı veya geçersiz. Lütfen tekrar giriş yapın.',
    max_retry: 'Oturumunuz doğrulanamadı. Güvenliğiniz için lütfen tekrar giriş yapın.',
    no_refresh_token: 'Oturum bilgileriniz bulunamadı. Lütfen tekrar giriş yapın.',
    refresh_failed: 'Oturumunuz yenilenemedi. Lütfen tekrar giriş yapın.',
    authError: 'Kimlik doğrulaması başarısız oldu. Lütfen tekrar giriş yapın.',
  },
  errors: {
    loginHttp: (status: number) => `Giriş başarısız (HTTP ${status})`,
    wrongCredentials: 'E-posta adresi veya şifre hatalı.',
    noAccount: 'Bu e-posta adresi ile kayıtlı kullanıcı bulunamadı.',
    connection: 'Sunucu bağlantısında bir hata oluştu. Lütfen internet bağlantınızı kontrol edin.',
    loginUnknown: 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
    loginDefault: 'Giriş yapılırken bir hata oluştu.',
    loginFailed: 'Giriş başarısız oldu.',
    registerHttp: (status: number) => `Kayıt başarısız (HTTP ${status})`,
    registerDefault: 'Kayıt olurken bir hata oluştu.',
    emailTaken: 'Bu e-posta adresi zaten kullanılıyor',
    registerUnknown: 'Kayıt yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
  },
  register: {
    intro: 'Hesap oluşturun; siparişleriniz ve puanlarınız hep yanınızda olsun.',
    submit: 'Kayıt Ol',
    submitting: 'Kayıt yapılıyor...',
    success: 'Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...',
    termsLink: 'Kullanım şartlarını',
    and: ' ve ',
    privacyLink: 'veri politikasını',
    termsAfter: ' okudum, kabul ediyorum.',
    haveAccount: 'Zaten hesabınız var mı?',
    login: 'Giriş Yapın',
    invited: (code: string) =>
      `${code} davet koduyla kayıt oluyorsunuz: sizi davet eden arkadaşınız 50 puan kazanacak.`,
  },
  forgot: {
    intro:
      'Hesabınıza kayıtlı e-posta adresini girin; şifrenizi sıfırlamanız için bir bağlantı gönderelim.',
    submit: 'Sıfırlama Bağlantısı Gönder',
    submitting: 'Gönderiliyor...',
    sent: 'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Gelen kutunuzu kontrol edin.',
    backToLogin: 'Giriş sayfasına dön',
  },
  reset: {
    intro: 'Hesabınız için yeni bir şifre belirleyin.',
    submit: 'Şifreyi Güncelle',
    submitting: 'Güncelleniyor...',
    success: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
    missingToken:
      'Şifre sıfırlama bağlantısı geçersiz veya eksik. Lütfen yeni bir bağlantı isteyin.',
    newLink: 'Yeni bağlantı iste',
    login: 'Giriş Yap',
  },
  verify: {
    checking: 'E-posta adresiniz doğrulanıyor...',
    success: 'E-posta adresiniz doğrulandı.',
    missingToken: 'Doğrulama bağlantısı geçersiz veya eksik.',
    home: 'Ana Sayfaya Git',
    login: 'Giriş Yap',
  },
} as const;
