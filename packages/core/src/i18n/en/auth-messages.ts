import type { AUTH_MESSAGES } from '../../auth/auth-messages.ts';
import type { Texts } from '../texts.ts';

/** The account validation messages in English (ADR 046). */
export const AUTH_MESSAGES_EN: Texts<typeof AUTH_MESSAGES> = {
  loginEmailRequired: 'Please enter your e-mail address.',
  loginEmailInvalid: 'Please enter a valid e-mail address.',
  loginPasswordRequired: 'Please enter your password.',
  loginResponseIncomplete: 'The sign-in answer is incomplete or wrong.',
  nameTooShort: 'The full name must be at least 3 characters',
  emailRequired: 'The e-mail address is required',
  emailInvalid: 'Enter a valid e-mail address',
  phoneRequired: 'The phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  birthDateRequired: 'The date of birth is required',
  birthDateInvalid: 'Enter a valid date of birth (18 or older)',
  addressTooShort: 'Enter a valid address (at least 5 characters)',
  cityInvalid: 'Enter a valid city name',
  zipCodeRequired: 'The postal code is required',
  passwordRequired: 'The password is required',
  passwordTooShort: 'The password must be at least 6 characters',
  passwordMismatch: 'The passwords do not match',
  termsRequired: 'You must accept the terms of use and the data policy',
  registerResponseIncomplete: 'The sign-up answer is incomplete or wrong.',
  profileNameRequired: 'The full name is required',
  nameTooLong: 'The name can be at most 100 characters',
  addressTooLong: 'The address fields can be at most 200 characters',
  inviteCodeInvalid: 'Invalid invite code',
  avatarTooLarge: 'The profile photo must be smaller than 2MB',
  avatarWrongType: 'Please upload a JPEG, PNG or GIF image',
};
