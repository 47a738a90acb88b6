import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function HelpPage() {
  return <PlaceholderPage title={tr.info.helpTitle} text={tr.info.helpText} backTo="/profile" />;
}
