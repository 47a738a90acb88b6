import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function EditOrderPage() {
  return <PlaceholderPage title={tr.orders.editTitle} backTo="/orders" />;
}
