import { useState } from 'react';
import {
  hasChoice,
  ReasonPicker,
  reasonFields,
  type ReasonChoice,
} from '../../../lib/corrections/components/reason-picker.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { reasonsOf, useCorrectionReasons } from '../../../lib/corrections/correction-reasons.ts';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useWalkOut } from '../api/walkout.ts';
import { WalkoutPanelForm } from './walkout-panel-form.tsx';

/**
 * "Ödenmedi" on a table's panel (issue 32 item 4, ADR 076): a served table that left without
 * paying is closed with a reason of the business's walk-out list and/or typed; the amount is
 * the server's (the floor's openAmount, from the bills) and is sent back as what the screen
 * showed. Not a cancellation: the orders leave the floor and the report counts the loss apart.
 * A waiter is asked for a manager's PIN.
 */
export function WalkoutForm({ table }: { table: FloorTable }) {
  const { t } = useI18n();
  const { mutation, dialog } = useWalkOut();
  const first = reasonsOf(useCorrectionReasons().data, 'walkout')[0];
  // The list's first reason ("Ödemeden ayrıldı") until the staff member picks or types another.
  const [picked, setReason] = useState<ReasonChoice | null>(null);
  const reason = picked ?? { reasonId: first?.id ?? '', reason: '' };
  return (
    <WalkoutPanelForm
      openLabel={t('walkout.open')}
      title={t('walkout.title')}
      left={table.openAmount}
      error={mutation.error}
      dialog={dialog}
      done={mutation.isSuccess && <p role="status">{t('walkout.done')}</p>}
      onSubmit={(close) =>
        mutation.mutate(
          { tableId: table.id, ...reasonFields(reason), expectedLeft: table.openAmount },
          { onSuccess: close },
        )
      }
    >
      <ReasonPicker kind="walkout" value={reason} onChange={setReason} />
      <button type="submit" className="danger" disabled={mutation.isPending || !hasChoice(reason)}>
        {t('walkout.confirm')}
      </button>
    </WalkoutPanelForm>
  );
}
