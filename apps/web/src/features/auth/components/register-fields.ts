import type { HTMLInputTypeAttribute } from 'react';
import { tr } from '../../../i18n/tr.ts';

type Field = {
  name:
    | 'name'
    | 'email'
    | 'phone'
    | 'birthDate'
    | 'address'
    | 'city'
    | 'zipCode'
    | 'password'
    | 'confirmPassword';
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'numeric';
  hint?: string;
};

/** The text inputs of the registration form, in the order of 000 §2.6. */
export const REGISTER_FIELDS: readonly Field[] = [
  { name: 'name', label: tr.auth.fields.name, type: 'text', autoComplete: 'name' },
  {
    name: 'email',
    label: tr.auth.fields.email,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  {
    name: 'phone',
    label: tr.auth.fields.phone,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    hint: tr.auth.hints.phone,
  },
  {
    name: 'birthDate',
    label: tr.auth.fields.birthDate,
    type: 'date',
    autoComplete: 'bday',
    hint: tr.auth.hints.birthDate,
  },
  { name: 'address', label: tr.auth.fields.address, type: 'text', autoComplete: 'street-address' },
  { name: 'city', label: tr.auth.fields.city, type: 'text', autoComplete: 'address-level1' },
  {
    name: 'zipCode',
    label: tr.auth.fields.zipCode,
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
  },
  {
    name: 'password',
    label: tr.auth.fields.password,
    type: 'password',
    autoComplete: 'new-password',
    hint: tr.auth.hints.password,
  },
  {
    name: 'confirmPassword',
    label: tr.auth.fields.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
  },
];
