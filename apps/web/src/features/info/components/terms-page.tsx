import { tr } from '../../../i18n/tr.ts';
import { InfoTextPage } from './info-text-page.tsx';

export function TermsPage() {
  return <InfoTextPage title={tr.info.termsTitle} {...tr.info.terms} />;
}
