import { texts } from '../../i18n/texts.ts';
import type { PaymentMethod } from './bill-types.ts';

const t = texts('bill');

/** 001 §9: the methods a business accepts when its settings cannot be read. */
export const FALLBACK_METHODS: readonly PaymentMethod[] = ['cash', 'credit_card'];

export type MethodChoice = {
  methods: PaymentMethod[];
  /** 'Ödeme ayarları yüklenemedi: …' or 'Bu işletmede aktif ödeme yöntemi bulunmuyor.'. */
  notice: string | null;
};

/**
 * The payment methods to offer (001 §2, §9): what the business accepts, in its order; cash and
 * credit card with a notice when its settings could not be read. 'Online Ödeme' only where the
 * phone can pay (`online`: the payment and split screens, when the business accepts online and
 * a provider is configured, issue 34), never on a mere bill request.
 */
export function choosePaymentMethods({
  accepted,
  loadError,
  online = false,
}: {
  accepted: readonly PaymentMethod[] | undefined;
  loadError: string | null;
  online?: boolean;
}): MethodChoice {
  const source = loadError !== null || accepted === undefined ? FALLBACK_METHODS : accepted;
  const methods = source.filter((method) => method !== 'online' || online);
  if (online && !methods.includes('online')) methods.push('online');
  if (loadError !== null)
    return { methods, notice: t('bill.methods.loadFailed', { error: loadError }) };
  return { methods, notice: methods.length === 0 ? t('bill.methods.none') : null };
}

/** The method to preselect: the current one while still offered, else the first. */
export function pickMethod(
  methods: readonly PaymentMethod[],
  current: PaymentMethod | null,
): PaymentMethod | null {
  return current !== null && methods.includes(current) ? current : (methods[0] ?? null);
}
