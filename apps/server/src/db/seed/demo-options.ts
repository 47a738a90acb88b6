import type { ProductExtra, ProductOption } from '../schema/json-types.ts';

/** Option groups and extras shared by the demo menus. Prices in kuruş. */

/** The extras of the 001 §3 picker: cheese +3, tomato paste +1, mayonnaise +1, pickles +2 TL. */
export const EXTRAS: ProductExtra[] = [
  { name: 'Kaşar Peyniri', price: 3_00 },
  { name: 'Salça', price: 1_00 },
  { name: 'Mayonez', price: 1_00 },
  { name: 'Turşu', price: 2_00 },
];

const single = (name: string, choices: [string, number][]): ProductOption => ({
  name,
  required: true,
  multiple: false,
  choices: choices.map(([choice, price]) => ({ name: choice, price })),
});

export const PISIRME = single('Pişirme', [
  ['Az', 0],
  ['Orta', 0],
  ['İyi', 0],
]);

export const BOY = single('Boy', [
  ['Küçük', 0],
  ['Büyük', 15_00],
]);

export const ACI = single('Acı', [
  ['Acısız', 0],
  ['Az Acılı', 0],
  ['Acılı', 0],
]);

export const SEKER = single('Şeker', [
  ['Sade', 0],
  ['Az Şekerli', 0],
  ['Orta', 0],
  ['Şekerli', 0],
]);

export const CAY_BOY = single('Boy', [
  ['Normal', 0],
  ['Duble', 15_00],
]);

export const RAKI_BOY = single('Boy', [
  ['Tek', 0],
  ['Duble', 250_00],
]);

/** Not required, several at once: garnishes a diner may leave out or add. */
export const SOS: ProductOption = {
  name: 'Sos',
  required: false,
  multiple: true,
  choices: [
    { name: 'Acı Sos', price: 0 },
    { name: 'Barbekü Sos', price: 5_00 },
    { name: 'Sarımsaklı Yoğurt', price: 10_00 },
  ],
};
