import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function FeedbacksPage() {
  return <PlaceholderPage title={tr.feedback.listTitle} backTo="/profile" />;
}
