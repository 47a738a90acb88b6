import { tr } from '../../../i18n/tr.ts';
import '../../../components/ui/form.css';

/**
 * While the local iyzico twin stands in for the provider, every payment screen says so (issue
 * 34, DESIGN "a local twin … screens say so"): no diner may think a card was charged.
 */
export function TestPaymentBanner({ twin }: { twin: boolean }) {
  if (!twin) return null;
  return (
    <p className="banner banner--warning" role="note">
      {tr.bill.online.testBanner}
    </p>
  );
}
