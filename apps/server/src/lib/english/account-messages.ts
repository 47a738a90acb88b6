import type { Texts } from '@masa/core/i18n/texts';
import type { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';

/** The server's account answers in English (ADR 046), key for key with AUTH_MESSAGES. */
export const AUTH_MESSAGES_EN: Texts<typeof AUTH_MESSAGES> = {
  loginOk: 'Signed in',
  registerOk: 'Registration complete. Check your inbox to verify your e-mail address.',
  logoutOk: 'Signed out',
  guestOk: 'You are continuing as a guest',
  guestKept:
    'Your account is saved and your orders are in it. Check your inbox to verify your e-mail address.',
  refreshOk: 'Session renewed',
  sessionExpired: 'Your session has expired, please sign in again.',
  resetSent:
    'If an account is registered with this e-mail address, a password reset link has been sent. Check your inbox.',
  resetLinkInvalid: 'The password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been updated. You can sign in with your new password.',
  verifyLinkInvalid: 'The verification link is invalid or has expired.',
  emailVerified: 'Your e-mail address has been verified.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  phoneCodeSent: 'A verification code has been sent to your phone.',
  phoneCodeFormat: 'The verification code must be 6 digits',
  phoneRegisterOk: 'Your phone number is verified and your account has been created.',
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
  profileUpdated: 'Profile updated',
  avatarUpdated: 'Profile photo updated',
  emailCodeSent: 'A verification code has been sent to your current e-mail address.',
  avatarTooManyPixels:
    'The profile photo can be at most 12 megapixels; please upload a smaller photo.',
  accountDeleted:
    'Your account has been deleted. Your orders stay in the restaurant’s records without your name and contact details.',
};

/** Keeps "email already", which the app looks for (000 §8.2). */
export const EMAIL_TAKEN_EN = 'This e-mail address is already in use (email already registered)';
