import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function ProfilePage() {
  return <PlaceholderPage title={tr.profile.title} />;
}
