import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSetAvailability, useStockProducts } from '../../../lib/stock-products.ts';
import './sold-out-button.css';

/** How long the board offers "Geri Al" after a line's dish was marked sold out. */
export const SOLD_OUT_UNDO_MS = 8_000;

/**
 * "Tükendi" on a board line (issue 17 §2): the last portion just went into this order, so the
 * product is marked sold out for every open menu; pressed again, it is back on sale. A mark hides
 * the dish from every diner at once, and the switch sits on the same line as the check: so
 * the mark says what it did and offers "Geri Al" for a few seconds (issue 29).
 */
export function SoldOutButton({ productId, name }: { productId: string; name: string }) {
  const { t } = useI18n();
  const products = useStockProducts();
  const setAvailability = useSetAvailability();
  const [undoable, setUndoable] = useState(false);
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(false), SOLD_OUT_UNDO_MS);
    return () => clearTimeout(timer);
  }, [undoable]);
  const product = products.data?.find((p) => p.id === productId);
  if (!product) return null;
  const mark = (isAvailable: boolean) =>
    setAvailability.mutate(
      { id: productId, name, isAvailable },
      { onSuccess: () => setUndoable(!isAvailable) },
    );
  return (
    <span className="line-sold-out-group">
      <button
        type="button"
        className="line-sold-out"
        aria-pressed={!product.isAvailable}
        aria-label={t('stock.lineSoldOut', { name })}
        title={setAvailability.error?.message}
        disabled={setAvailability.isPending}
        onClick={() => mark(!product.isAvailable)}
      >
        {t('stock.soldOut')}
      </button>
      {undoable && !product.isAvailable && (
        <span className="line-sold-out-undo" role="status">
          {t('stock.markedSoldOut', { name })}
          <button
            type="button"
            aria-label={t('stock.undoSoldOut', { name })}
            disabled={setAvailability.isPending}
            onClick={() => mark(true)}
          >
            {t('stock.undo')}
          </button>
        </span>
      )}
    </span>
  );
}
