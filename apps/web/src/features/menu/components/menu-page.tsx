import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function MenuPage() {
  return <PlaceholderPage title={tr.menu.title} />;
}
