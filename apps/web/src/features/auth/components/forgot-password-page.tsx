import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function ForgotPasswordPage() {
  return <PlaceholderPage title={tr.auth.forgotPasswordTitle} backTo="/login" />;
}
