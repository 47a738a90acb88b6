import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '../../db/schema/json-types.ts';
import type { PublicBusinessSettings, PublicPaymentSettings } from './business.schemas.ts';

type MethodKey = PublicPaymentSettings['methods'][number];

const METHOD_FLAGS: [MethodKey, keyof BusinessSettings['payment']][] = [
  ['cash', 'acceptCash'],
  ['credit_card', 'acceptCreditCard'],
  ['online', 'acceptOnlinePayment'],
  ['sodexo', 'acceptSodexo'],
  ['mutlinet', 'acceptMutlinet'],
];

/**
 * The public parts of a business's settings: the payment flags (with the accepted method keys
 * of 001 §9 in display order) and whether prices include VAT. A flag missing from the stored
 * JSON takes the documented default (cash and credit card only; VAT included).
 */
export function presentBusinessSettings(
  settings: Partial<BusinessSettings> | null | undefined,
): PublicBusinessSettings {
  const payment = { ...DEFAULT_BUSINESS_SETTINGS.payment, ...settings?.payment };
  const includedInPrice =
    settings?.tax?.includedInPrice ?? DEFAULT_BUSINESS_SETTINGS.tax.includedInPrice;
  return {
    payment: {
      acceptCash: payment.acceptCash,
      acceptCreditCard: payment.acceptCreditCard,
      acceptOnlinePayment: payment.acceptOnlinePayment,
      acceptSodexo: payment.acceptSodexo,
      acceptMutlinet: payment.acceptMutlinet,
      methods: METHOD_FLAGS.filter(([, flag]) => payment[flag]).map(([key]) => key),
    },
    tax: { includedInPrice },
  };
}
