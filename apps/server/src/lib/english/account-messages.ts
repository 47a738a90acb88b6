import type { Texts } from '@masa/core/i18n/texts';
import type { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';

/** The server's account answers in English (ADR 046), key for key with AUTH_MESSAGES. */
export const AUTH_MESSAGES_EN: Texts<typeof AUTH_MESSAGES> = {
  sessionExpired: 'Your session has expired, please sign in again.',
  resetLinkInvalid: 'The password reset link is invalid or has expired. Please ask for a new one.',
  verifyLinkInvalid: 'The verification link is invalid or has expired.',
  phoneCodeFormat: 'The verification code must be 6 digits',
  socialProvider: 'The provider must be google or apple',
  socialIdTokenRequired: "The provider's identity token (idToken) is required",
  socialFailed: {
    google: 'Something went wrong while signing in with Google.',
    apple: 'Something went wrong while signing in with Apple.',
  },
  socialNotConfigured: {
    google: 'Sign-in with Google is not set up on this server.',
    apple: 'Sign-in with Apple is not set up on this server.',
  },
  avatarTooManyPixels:
    'The profile photo can be at most 12 megapixels; please upload a smaller photo.',
};

/** Keeps "email already", which the app looks for (000 §8.2). */
export const EMAIL_TAKEN_EN = 'This e-mail address is already in use (email already registered)';
