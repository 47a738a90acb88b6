import { texts } from '../../../i18n/texts.ts';
import '../../../components/ui/form.css';

const t = texts('bill');

/**
 * While the local iyzico twin stands in for the provider, every payment screen says so (issue
 * 34, DESIGN "a local twin … screens say so"): no diner may think a card was charged.
 */
export function TestPaymentBanner({ twin }: { twin: boolean }) {
  if (!twin) return null;
  return (
    <p className="banner banner--warning" role="note">
      {t('bill.online.testBanner')}
    </p>
  );
}
