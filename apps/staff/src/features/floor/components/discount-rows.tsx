import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useRemoveDiscount } from '../api/discounts.ts';

/**
 * A bill's staff discounts (ADR 074), each its own row "İndirim · Müdavim %10 −₺12,50" as the
 * server priced it; owners and managers may take one back (audited).
 */
export function DiscountRows({ orderId, bill }: { orderId: string | null; bill: BillResponse }) {
  const { t } = useI18n();
  const role = useSession()?.staff.role;
  const remove = useRemoveDiscount();
  const mayRemove = orderId !== null && role !== undefined && staffMay(role, 'removeDiscounts');
  return (
    <>
      {bill.staffDiscounts.map((discount, index) => {
        const label = t('bill.staffDiscount', {
          reason: discount.reason,
          percent: discount.kind === 'percent' ? discount.value : null,
        });
        return (
          <div key={discount.id} className="bill-discount">
            <dt>{label}</dt>
            <dd data-testid={`bill-staff-discount-${index}`}>
              −{formatTry(discount.amount)}
              {mayRemove && (
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('discounts.remove', { label })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate({ orderId, discountId: discount.id, expectedTotal: bill.total })
                  }
                >
                  ×
                </button>
              )}
            </dd>
          </div>
        );
      })}
      {remove.error && (
        <div className="bill-discount">
          <dd role="alert" className="form-error">
            {remove.error.message}
          </dd>
        </div>
      )}
    </>
  );
}
