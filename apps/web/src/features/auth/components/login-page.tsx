import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function LoginPage() {
  return <PlaceholderPage title={tr.auth.loginTitle} backTo="/" />;
}
