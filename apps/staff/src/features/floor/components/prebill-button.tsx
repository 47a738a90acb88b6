import { useI18n } from '../../../i18n/i18n.tsx';
import { usePrebill } from '../api/prebill.ts';

/** "Ara hesap yazdır" on a table's panel: the table's bill so far, on the receipt printer. */
export function PrebillButton({ tableId }: { tableId: string }) {
  const { t } = useI18n();
  const prebill = usePrebill();
  return (
    <button type="button" disabled={prebill.isPending} onClick={() => prebill.mutate(tableId)}>
      {t('printers.prebill')}
    </button>
  );
}
