import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function TermsPage() {
  return <PlaceholderPage title={tr.info.termsTitle} backTo="/register" />;
}
