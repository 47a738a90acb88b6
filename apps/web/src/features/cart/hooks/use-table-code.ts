import { normalizeTableToken } from '@masa/core/qr/table-token';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { storage } from '../../../lib/storage.ts';
import { joinScannedTable } from '../../../lib/table-sitting.ts';
import { sittingChanged } from '../../../lib/table-sitting-store.ts';
import { checkTableCode } from '../api/check-table-code.ts';

const t = texts('checkout');

/**
 * The printed code typed in the cart (issue 30): checked with the server, it must open the
 * table the diner is at; then it is stored like a scanned one (ADR 015), the checkout shows the
 * order form and the phone joins the table's sitting (ADR 042).
 */
export function useTableCode(at: { businessId: string; tableId: string }) {
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(text: string) {
    const code = normalizeTableToken(text);
    if (code === null) {
      setError(t('checkout.tableCode.invalid'));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const table = await checkTableCode(code);
      if (table.businessId !== at.businessId || table.tableId !== at.tableId) {
        setError(t('checkout.tableCode.otherTable'));
        return;
      }
      storage.setTableToken(code);
      sittingChanged();
      joinScannedTable();
    } catch (failure) {
      const notFound = isApiError(failure) && failure.status === 404;
      setError(
        notFound
          ? t('checkout.tableCode.notFound')
          : t('checkout.tableCode.failed', { reason: errorMessageOf(failure) }),
      );
    } finally {
      setChecking(false);
    }
  }

  return { submit, checking, error };
}
