import { texts } from '../../../i18n/texts.ts';
import { InfoTextPage } from './info-text-page.tsx';

const t = texts('info');

export function TermsPage() {
  return <InfoTextPage title={t('info.termsTitle')} page="info.terms" />;
}
