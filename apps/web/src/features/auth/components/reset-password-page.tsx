import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function ResetPasswordPage() {
  return <PlaceholderPage title={tr.auth.resetPasswordTitle} backTo="/login" />;
}
