import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function SplitBillPage() {
  return <PlaceholderPage title={tr.bill.splitTitle} backTo="/orders" />;
}
