import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '../../db/schema/json-types.ts';
import type { PublicBusinessSettings, PublicPaymentSettings } from './business.schemas.ts';
import { METHODS_TAKEN_IN_APP } from './methods-taken-in-app.ts';

type MethodKey = PublicPaymentSettings['methods'][number];

const METHOD_FLAGS: [MethodKey, keyof BusinessSettings['payment']][] = [
  ['cash', 'acceptCash'],
  ['credit_card', 'acceptCreditCard'],
  ['online', 'acceptOnlinePayment'],
  ['sodexo', 'acceptSodexo'],
  ['mutlinet', 'acceptMutlinet'],
];

/** The method keys the business ticked in its settings, whether or not the app can take them. */
export function flaggedMethods(
  settings: Partial<BusinessSettings> | null | undefined,
): MethodKey[] {
  const payment = { ...DEFAULT_BUSINESS_SETTINGS.payment, ...settings?.payment };
  return METHOD_FLAGS.filter(([, flag]) => payment[flag]).map(([key]) => key);
}

/**
 * The public parts of a business's settings: the payment flags as the business set them, the
 * method keys of 001 §9 the diner's app offers (in display order: those flagged that the server
 * can take, ADR 063, so no 'online' until a provider is configured) and whether prices include
 * VAT. A flag missing from the stored JSON takes the documented default (cash and credit card
 * only; VAT included).
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
      methods: flaggedMethods(settings).filter((key) => METHODS_TAKEN_IN_APP.has(key)),
    },
    tax: { includedInPrice },
  };
}
