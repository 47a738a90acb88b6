import type { Texts } from '@masa/core/i18n/texts';
import type { FISCAL_MESSAGES } from '@masa/core/fiscal/fiscal.schemas';

/** The fiscal bridge's answers (ADR 093) in English (ADR 046). */
export const FISCAL_MESSAGES_EN: Texts<typeof FISCAL_MESSAGES> = {
  adapter: 'The register connection must be manual, integrated (GMP-3) or off',
  receiptNumber: 'The receipt number must be digits only',
  completeBody: 'Enter the receipt number or mark it printed without a number',
  notFound: 'Receipt request not found',
  alreadyDone: "This payment's receipt is already recorded",
  eArsiv: 'An online payment is documented by an e-Arşiv invoice: no receipt number is entered',
  zNumber: 'The Z number must be digits only (1–20 digits)',
  amount: 'The amount must be a whole number of kuruş, 0 or more',
  vatRate: 'The VAT rate must be 0%, 1%, 10% or 20%',
  method: 'Invalid payment method',
  duplicateKey: 'Write each VAT rate and payment method once',
  receiptsWaiting: (count) =>
    `${count} payments still wait for their receipt number: enter them or mark them printed without a number before closing the day.`,
  zMissing: "The register's Z report is not entered: enter it before closing the day.",
  differences:
    "Masa and the register's Z report differ: close accepting the differences, or correct the Z report.",
  deviceTwin: 'Test register: no real receipt is printed',
};
