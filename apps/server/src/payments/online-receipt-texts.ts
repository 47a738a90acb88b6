import { formatTry } from '@masa/core/money/format-try';

/**
 * The e-mail that carries an online payment's receipt, in the language the diner paid in. The
 * PDF itself is the receipt on paper, in Turkish (a Turkish business's document, as the till's).
 */
export const ONLINE_RECEIPT_TEXTS = {
  tr: {
    heading: 'Online ödeme',
    title: (business: string, orderNumber: number) =>
      `${business} · Sipariş #${orderNumber} online ödeme fişi`,
    subject: (business: string) => `${business} · Online ödeme fişiniz`,
    body: (business: string, total: number) =>
      `${business} için ${formatTry(total)} tutarındaki online ödemeniz alındı. Ödeme fişiniz ekte (PDF).\n\nBilgi fişidir, mali değeri yoktur.`,
  },
  en: {
    heading: 'Online payment',
    title: (business: string, orderNumber: number) =>
      `${business} · Order #${orderNumber} online payment receipt`,
    subject: (business: string) => `${business} · Your online payment receipt`,
    body: (business: string, total: number) =>
      `Your online payment of ${formatTry(total)} to ${business} was received. Your receipt is attached (PDF).\n\nThis receipt is for information; it is not a fiscal receipt.`,
  },
} as const;
