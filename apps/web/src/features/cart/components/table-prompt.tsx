import { LinkCard } from '../../../components/ui/link-card.tsx';
import { texts } from '../../../i18n/texts.ts';
import { SCAN_FOR_CART } from '../../../lib/cart/scan-for-cart.ts';

const t = texts('checkout');

/**
 * The cart is ready but the diner has not shown a table of its business yet: the scan page
 * (camera, photo, or the code printed under the QR code typed in) opens it and comes back
 * here with the cart kept (ADR 036).
 */
export function TablePrompt() {
  return (
    <LinkCard
      block="checkout"
      title={t('checkout.tablePrompt.title')}
      to={SCAN_FOR_CART}
      link={t('checkout.tablePrompt.scan')}
    >
      <p className="card__text">{t('checkout.missingTable')}</p>
      <p className="card__text">{t('checkout.tablePrompt.hint')}</p>
    </LinkCard>
  );
}
