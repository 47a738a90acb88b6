import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useTables } from '../api/tables.ts';
import { AddTableForm } from './add-table-form.tsx';
import { QrSheet } from './qr-sheet.tsx';
import { TableRow } from './table-row.tsx';
import '../tables.css';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Masa ve QR" (issue 17 §3), owners and managers: add a table, rename it, set its seats and
 * area, take it out of service, make it a new code, and print the QR sheet.
 */
export function TablesPage() {
  const { t } = useI18n();
  const businessName = useSession()?.staff.businessName ?? '';
  const tables = useTables();
  const [news, setNews] = useState('');

  return (
    <main className="tables-admin" aria-labelledby="tables-title">
      <div className="tables-manage">
        <h1 id="tables-title">{t('tables.title')}</h1>
        <AddTableForm onAdded={(name) => setNews(t('tables.added', { name }))} />
        <p role="status" className="tables-news">
          {news}
        </p>
        {tables.isPending && <p role="status">{t('tables.loading')}</p>}
        <FormError error={tables.error} />
        <ul className="table-rows">
          {(tables.data ?? []).map((table) => (
            <TableRow key={table.id} table={table} onDone={setNews} />
          ))}
        </ul>
      </div>
      {tables.data && <QrSheet tables={tables.data} businessName={businessName} />}
    </main>
  );
}
