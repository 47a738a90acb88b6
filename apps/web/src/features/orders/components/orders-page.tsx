import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function OrdersPage() {
  return <PlaceholderPage title={tr.orders.title} />;
}
