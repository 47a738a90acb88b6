import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function InvitePage() {
  return <PlaceholderPage title={tr.info.inviteTitle} backTo="/" />;
}
