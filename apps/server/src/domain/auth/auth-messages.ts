/**
 * What a failed social sign-in tells the sign-in popup (ADR 105 keeps the JSON refusals in the
 * catalogs, `error.SOCIAL_*`); ours, written the way the app speaks.
 */
export const AUTH_MESSAGES = {
  socialFailed: {
    google: 'Google ile giriş yapılırken bir hata oluştu.',
    apple: 'Apple ile giriş yapılırken bir hata oluştu.',
  },
  socialNotConfigured: {
    google: 'Google ile giriş bu sunucuda yapılandırılmamış.',
    apple: 'Apple ile giriş bu sunucuda yapılandırılmamış.',
  },
} as const;
