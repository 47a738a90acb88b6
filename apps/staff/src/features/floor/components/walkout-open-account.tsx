import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useMoveToOpenAccount } from '../api/walkout.ts';
import { WalkoutPanelForm } from './walkout-panel-form.tsx';

/**
 * "Veresiye" on a table's panel (ADR 076): instead of paying now, the served table's rest goes
 * on a named customer's open account, settled later from the Veresiye screen. The amount is the
 * server's (the floor's openAmount) and is sent back as what the screen showed.
 */
export function WalkoutOpenAccount({ table }: { table: FloorTable }) {
  const { t } = useI18n();
  const { mutation, dialog } = useMoveToOpenAccount();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <WalkoutPanelForm
      openLabel={t('walkout.account')}
      title={t('walkout.accountTitle')}
      left={table.openAmount}
      error={mutation.error}
      dialog={dialog}
      onSubmit={(close) =>
        mutation.mutate(
          { tableId: table.id, customerName: name, phone, expectedLeft: table.openAmount },
          { onSuccess: close },
        )
      }
    >
      <label>
        {t('walkout.customer')}
        <input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        {t('walkout.phone')}
        <input
          value={phone}
          type="tel"
          maxLength={30}
          onChange={(event) => setPhone(event.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={mutation.isPending || !name.trim()}>
        {t('walkout.accountConfirm')}
      </button>
    </WalkoutPanelForm>
  );
}
