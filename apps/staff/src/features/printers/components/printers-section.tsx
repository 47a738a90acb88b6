import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePrinters } from '../api/printers.ts';
import { PrinterForm } from './printer-form.tsx';
import { PrinterRow } from './printer-row.tsx';
import '../printers.css';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Yazıcılar" in Ayarlar (issue 33 §1), owners and managers: the business's network printers,
 * each with what it prints and its state (the last success or the last error), a test page, and
 * one form at a time to add a printer or edit one. The server checks every field again.
 */
export function PrintersSection({ onSaved }: { onSaved: (news: string) => void }) {
  const { t } = useI18n();
  const printers = usePrinters();
  // null: no form open; 'new': adding one; else the id of the printer being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const list = printers.data?.printers ?? [];
  const edited = list.find((printer) => printer.id === editing) ?? null;
  const done = (news: string) => {
    setEditing(null);
    onSaved(news);
  };

  return (
    <section className="settings-card settings-wide printers" aria-labelledby="settings-printers">
      <h2 id="settings-printers">{t('printers.title')}</h2>
      <p className="settings-hint">{t('printers.hint')}</p>
      {printers.isPending && <p role="status">{t('printers.loading')}</p>}
      <FormError error={printers.error} />
      {printers.isSuccess && list.length === 0 && <p className="empty">{t('printers.none')}</p>}
      <ul className="printer-list" aria-label={t('printers.title')}>
        {list.map((printer) => (
          <PrinterRow
            key={printer.id}
            printer={printer}
            onEdit={() => setEditing(printer.id)}
            onArchived={() => done(t('printers.archived', { name: printer.name }))}
          />
        ))}
      </ul>
      {editing === null ? (
        <button type="button" onClick={() => setEditing('new')}>
          {t('printers.add')}
        </button>
      ) : (
        <PrinterForm
          key={editing}
          printer={edited}
          onCancel={() => setEditing(null)}
          onSaved={(name) => done(t('printers.saved', { name }))}
        />
      )}
    </section>
  );
}
