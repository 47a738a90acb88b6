import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function BusinessesPage() {
  return <PlaceholderPage title={tr.businesses.title} backTo="/" />;
}
