import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function PrivacyPage() {
  return <PlaceholderPage title={tr.info.privacyTitle} backTo="/register" />;
}
