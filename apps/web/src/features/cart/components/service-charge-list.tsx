import { formatTry } from '@masa/core/money/format-try';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import type { ServiceCharge } from '../../../lib/cart/get-applicable-service-charges.ts';
import {
  type FreePick,
  type PickableProduct,
  freePickLimit,
  pickableProducts,
} from '../../../lib/cart/free-picks.ts';
import { FreeItemPicker } from './free-item-picker.tsx';

const t = texts('checkout');

type Props = {
  charges: readonly ServiceCharge[];
  /** Each charge's amount, from core calculateOrderTotals. */
  amounts: readonly number[];
  personCount: number;
  products: readonly PickableProduct[];
  picks: readonly FreePick[];
  onPicksChange: (chargeId: string, picks: FreePick[]) => void;
};

/**
 * The service charges a new order gets (001 §3), with their amounts, and for a charge that
 * includes items the free-item picker (001 §2, §9).
 */
export function ServiceChargeList({
  charges,
  amounts,
  personCount,
  products,
  picks,
  onPicksChange,
}: Props) {
  const [picking, setPicking] = useState<ServiceCharge | null>(null);
  if (charges.length === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby="service-charges-title">
      <h3 id="service-charges-title" className="checkout-section__title">
        {t('checkout.serviceCharges')}
      </h3>
      <ul className="service-charges">
        {charges.map((charge, index) => {
          const choices = pickableProducts(charge, products);
          const chosen = picks.filter((pick) => pick.serviceChargeId === charge.id);
          const limit = freePickLimit(charge, personCount);
          return (
            <li key={charge.id} className="service-charges__item">
              <div className="service-charges__head">
                <span className="service-charges__name">{charge.name}</span>
                <span className="service-charges__amount">{formatTry(amounts[index] ?? 0)}</span>
              </div>
              {charge.description && <p className="service-charges__text">{charge.description}</p>}
              {charge.calculation === 'per_person' && (
                <p className="service-charges__text">
                  {t('checkout.perPerson', { count: personCount })}
                </p>
              )}
              {charge.includedItems && choices.length > 0 && (
                <>
                  <p className="service-charges__text">
                    {t('checkout.freeItems', { total: limit })}
                  </p>
                  {chosen.length > 0 && (
                    <ul className="service-charges__picks">
                      {chosen.map((pick) => (
                        <li key={pick.productId}>
                          {pick.quantity} × {pick.name} · {t('checkout.free')}
                        </li>
                      ))}
                    </ul>
                  )}
                  <button
                    type="button"
                    className="checkout-link-button"
                    onClick={() => setPicking(charge)}
                  >
                    {chosen.length > 0
                      ? t('checkout.changeFreeItems')
                      : t('checkout.chooseFreeItems')}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {picking && (
        <FreeItemPicker
          charge={picking}
          limit={freePickLimit(picking, personCount)}
          products={pickableProducts(picking, products)}
          initial={picks.filter((pick) => pick.serviceChargeId === picking.id)}
          onConfirm={(chosen) => {
            onPicksChange(picking.id, chosen);
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      )}
    </section>
  );
}
