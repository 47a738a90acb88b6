import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function ProductPage() {
  return <PlaceholderPage title={tr.menu.productTitle} backTo="/menu" />;
}
