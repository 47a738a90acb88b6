import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function NotificationPreferencesPage() {
  return <PlaceholderPage title={tr.profile.notificationsTitle} backTo="/profile" />;
}
