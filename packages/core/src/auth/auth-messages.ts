// The account validation messages of 000 §5.1 to §5.3, verbatim. Texts marked "ours" are
// not shown in the documents.
export const AUTH_MESSAGES = {
  loginEmailRequired: 'Lütfen e-posta adresinizi girin.',
  loginEmailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
  loginPasswordRequired: 'Lütfen şifrenizi girin.',
  loginResponseIncomplete: 'Giriş yanıtı eksik veya hatalı.',

  nameTooShort: 'Ad soyad en az 3 karakter olmalıdır',
  emailRequired: 'E-posta adresi gerekli',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  phoneRequired: 'Telefon numarası gerekli',
  phoneInvalid: 'Geçerli bir telefon numarası girin',
  birthDateRequired: 'Doğum tarihi gerekli',
  birthDateInvalid: 'Geçerli bir doğum tarihi girin (18 yaş ve üzeri)',
  addressTooShort: 'Geçerli bir adres girin (en az 5 karakter)',
  cityInvalid: 'Geçerli bir şehir adı girin',
  zipCodeRequired: 'Posta kodu gerekli',
  passwordRequired: 'Şifre gerekli',
  passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
  passwordMismatch: 'Şifreler eşleşmiyor',
  termsRequired: 'Kullanım şartlarını ve veri politikasını kabul etmelisiniz',
  registerResponseIncomplete: 'Kayıt yanıtı eksik veya hatalı.',

  /** Ours: 000 §5.3 says name is required without showing the text. */
  profileNameRequired: 'Ad soyad gerekli',
  /** Ours: the documents set no upper limits; these keep a stored text to what a person types. */
  nameTooLong: 'Ad en fazla 100 karakter olabilir',
  addressTooLong: 'Adres alanları en fazla 200 karakter olabilir',
  /** Ours: an invite code longer than any we issue. */
  inviteCodeInvalid: 'Geçersiz davet kodu',
  avatarTooLarge: "Profil fotoğrafı 2MB'dan küçük olmalıdır",
  avatarWrongType: 'Lütfen JPEG, PNG veya GIF formatında bir resim yükleyin',
} as const;
