import { useI18n } from '../../../i18n/i18n.tsx';
import { useSetAvailability, useStockProducts } from '../../../lib/stock-products.ts';
import './sold-out-button.css';

/**
 * "Tükendi" on a board line (issue 17 §2): the last portion just went into this order, so the
 * product is marked sold out for every open menu; pressed again, it is back on sale.
 */
export function SoldOutButton({ productId, name }: { productId: string; name: string }) {
  const { t } = useI18n();
  const products = useStockProducts();
  const setAvailability = useSetAvailability();
  const product = products.data?.find((p) => p.id === productId);
  if (!product) return null;
  return (
    <button
      type="button"
      className="line-sold-out"
      aria-pressed={!product.isAvailable}
      aria-label={t.stock.lineSoldOut(name)}
      title={setAvailability.error?.message}
      disabled={setAvailability.isPending}
      onClick={() =>
        setAvailability.mutate({ id: productId, name, isAvailable: !product.isAvailable })
      }
    >
      {t.stock.soldOut}
    </button>
  );
}
