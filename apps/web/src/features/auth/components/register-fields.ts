import type { HTMLInputTypeAttribute } from 'react';
import { tr } from '../../../i18n/tr.ts';

type Field = {
  name: 'name' | 'email' | 'phone' | 'password' | 'confirmPassword';
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'numeric';
};

/** A field's label and hint in the page's language, read when the form renders. */
export const fieldTexts = (name: Field['name']) => ({
  label: tr.auth.fields[name],
  hint: name in tr.auth.hints ? tr.auth.hints[name as keyof typeof tr.auth.hints] : undefined,
});

/**
 * The text inputs of the registration form, in the order of 000 §2.6, without what ordering
 * does not need: birth date and address are asked later on the profile (ADR 080).
 */
export const REGISTER_FIELDS: readonly Field[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  {
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  {
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
  {
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
];
