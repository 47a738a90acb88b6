// The account validation messages of 000 §5.1 to §5.3, by their ids in core's catalog (ADR 117;
// the Turkish there is the documents' verbatim). Texts marked "ours" are not shown in the
// documents.
import type { RuleId } from '../i18n/rule-text.ts';

export const AUTH_MESSAGES = {
  loginEmailRequired: 'rules.auth.loginEmailRequired',
  loginEmailInvalid: 'rules.auth.loginEmailInvalid',
  loginPasswordRequired: 'rules.auth.loginPasswordRequired',
  loginResponseIncomplete: 'rules.auth.loginResponseIncomplete',

  nameTooShort: 'rules.auth.nameTooShort',
  emailRequired: 'rules.auth.emailRequired',
  emailInvalid: 'rules.auth.emailInvalid',
  phoneRequired: 'rules.auth.phoneRequired',
  phoneInvalid: 'rules.auth.phoneInvalid',
  birthDateRequired: 'rules.auth.birthDateRequired',
  birthDateInvalid: 'rules.auth.birthDateInvalid',
  addressTooShort: 'rules.auth.addressTooShort',
  cityInvalid: 'rules.auth.cityInvalid',
  zipCodeRequired: 'rules.auth.zipCodeRequired',
  passwordRequired: 'rules.auth.passwordRequired',
  passwordTooShort: 'rules.auth.passwordTooShort',
  passwordMismatch: 'rules.auth.passwordMismatch',
  termsRequired: 'rules.auth.termsRequired',
  registerResponseIncomplete: 'rules.auth.registerResponseIncomplete',

  /** Ours: 000 §5.3 says name is required without showing the text. */
  profileNameRequired: 'rules.auth.profileNameRequired',
  /** Ours: the documents set no upper limits; these keep a stored text to what a person types. */
  nameTooLong: 'rules.auth.nameTooLong',
  addressTooLong: 'rules.auth.addressTooLong',
  /** Ours: an invite code longer than any we issue. */
  inviteCodeInvalid: 'rules.auth.inviteCodeInvalid',
  avatarTooLarge: 'rules.auth.avatarTooLarge',
  avatarWrongType: 'rules.auth.avatarWrongType',
} as const satisfies Record<string, RuleId>;
