import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function VerifyPage() {
  return <PlaceholderPage title={tr.auth.verifyTitle} backTo="/login" />;
}
