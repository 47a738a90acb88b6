import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function CartPage() {
  return <PlaceholderPage title={tr.cart.title} />;
}
