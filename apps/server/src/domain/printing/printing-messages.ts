/** The printing routes' answers (issue 33), Turkish first; English in lib/english/printing-messages.ts. */
export const PRINTING_MESSAGES = {
  orderNotFound: 'Sipariş bulunamadı',
  tableNotFound: 'Masa bulunamadı',
} as const;
