import type { HTMLInputTypeAttribute } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('auth');

type Field = {
  name: 'name' | 'email' | 'phone' | 'password' | 'confirmPassword';
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'numeric';
};

/** A field's label and hint in the page's language, read when the form renders. */
export const fieldTexts = (name: Field['name']) => ({
  label: t(`auth.fields.${name}`),
  hint: t.lookup(`auth.hints.${name}`),
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
