import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { useState } from 'react';
import { LineCorrectionsDialog } from '../../../lib/corrections/components/line-corrections-dialog.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';

type Line = BillResponse['lines'][number];

/** "Düzelt" per unpaid line of an order's bill: void or ikram (issue 32 §1, ADR 073). */
export function LineCorrections({ orderId, bill }: { orderId: string; bill: BillResponse }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<Line | null>(null);
  const lines = bill.lines.filter(
    (line) => !line.cancelled && !line.ikram && line.quantity > line.paidQuantity,
  );
  if (lines.length === 0) return null;
  return (
    <div className="line-corrections">
      {lines.map((line) => (
        <button key={line.id} type="button" onClick={() => setOpen(line)}>
          {t('corrections.correct', { name: line.name })}
        </button>
      ))}
      {open && (
        <LineCorrectionsDialog orderId={orderId} line={open} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
