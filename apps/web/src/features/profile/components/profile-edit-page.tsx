import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function ProfileEditPage() {
  return <PlaceholderPage title={tr.profile.editTitle} backTo="/profile" />;
}
