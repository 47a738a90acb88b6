import { paymentMethodKeySchema } from '@masa/core/bill/bill-status.schemas';
import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { texts } from '../../../i18n/texts.ts';
import { paidByMethod } from '../utils/paid-by-method.ts';

const t = texts('bill');

const methodLabel = (method: string): string => {
  const key = paymentMethodKeySchema.safeParse(method);
  return key.success ? t(`bill.methods.${key.data}`) : method;
};

/**
 * How the bill was paid so far, every method with its amount ("Nakit ₺300,00 + Kredi Kartı
 * ₺245,00"): a bill paid partly by card never reads as paid in cash (issue 30). Nothing before
 * the first payment.
 */
export function PaidWith({ payments }: { payments: BillResponse['payments'] }) {
  const parts = paidByMethod(payments);
  if (parts.length === 0) return null;
  const text = parts
    .map(({ method, amount }) => `${methodLabel(method)} ${formatTry(amount)}`)
    .join(' + ');
  return (
    <p className="payment-paid-with">
      {t('bill.paidWith')}: <span data-testid="bill-paid-with">{text}</span>
    </p>
  );
}
