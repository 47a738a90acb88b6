import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function QrScanPage() {
  return <PlaceholderPage title={tr.qrScan.title} />;
}
