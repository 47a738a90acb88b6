import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function PaymentPage() {
  return <PlaceholderPage title={tr.bill.paymentTitle} backTo="/orders" />;
}
