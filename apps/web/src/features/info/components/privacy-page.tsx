import { tr } from '../../../i18n/tr.ts';
import { InfoTextPage } from './info-text-page.tsx';

export function PrivacyPage() {
  return <InfoTextPage title={tr.info.privacyTitle} {...tr.info.privacy} />;
}
