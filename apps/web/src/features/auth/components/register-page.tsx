import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function RegisterPage() {
  return <PlaceholderPage title={tr.auth.registerTitle} backTo="/login" />;
}
