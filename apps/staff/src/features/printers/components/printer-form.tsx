import { type FormEvent, useId, useState } from 'react';
import { sayCoreMessage } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Printer } from '@masa/core/printing/printer.schemas';
import { useStations } from '../../../lib/stations.ts';
import { useSavePrinter } from '../api/printers.ts';
import {
  CODE_PAGES,
  newPrinterValues,
  PAPER_WIDTHS,
  printerBody,
  type PrinterFormValues,
  printerValues,
} from '../printer-form-values.ts';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * Adds a printer or edits one. The form checks with the server's schema and words before asking
 * (a port outside 1–65535 never leaves the tablet); what only the server knows (an address
 * outside the local network, ADR 082) shows as it words it, and nothing is saved.
 */
export function PrinterForm({
  printer,
  onCancel,
  onSaved,
}: {
  printer: Printer | null;
  onCancel: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const stations = useStations();
  const save = useSavePrinter(printer?.id ?? null);
  const [values, setValues] = useState<PrinterFormValues>(() =>
    printer ? printerValues(printer) : newPrinterValues(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<PrinterFormValues>) => setValues({ ...values, ...change });
  // A station a printer still serves stays offered even when no category uses it any more.
  const offered = [...new Set([...(stations.data?.stations ?? []), ...values.stations])];
  const toggle = (station: string, on: boolean) =>
    set({
      stations: on ? [...values.stations, station] : values.stations.filter((s) => s !== station),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = printerBody(values);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    save.mutate(checked.body, { onSuccess: () => onSaved(checked.body.name) });
  };
  const error = problem ? sayCoreMessage(t, problem) : save.error?.message;

  return (
    <form className="settings-form printer-form" aria-labelledby={id} onSubmit={submit} noValidate>
      <h3 id={id}>
        {printer ? t('printers.editTitle', { name: printer.name }) : t('printers.newTitle')}
      </h3>
      <label>
        {t('printers.name')}
        <input value={values.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label>
        {t('printers.host')}
        <input
          value={values.host}
          maxLength={253}
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(e) => set({ host: e.target.value })}
        />
      </label>
      <label className="settings-minutes">
        {t('printers.port')}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          value={values.port}
          onChange={(e) => set({ port: e.target.value })}
        />
      </label>
      <label className="settings-minutes">
        {t('printers.paperWidth')}
        <select
          value={values.paperWidth}
          onChange={(e) => set({ paperWidth: Number(e.target.value) as 58 | 80 })}
        >
          {PAPER_WIDTHS.map((mm) => (
            <option key={mm} value={mm}>
              {t('printers.paper', { mm })}
            </option>
          ))}
        </select>
      </label>
      <label className="settings-minutes">
        {t('printers.codePage')}
        <select
          value={values.codePage}
          onChange={(e) => set({ codePage: e.target.value as PrinterFormValues['codePage'] })}
        >
          {CODE_PAGES.map((page) => (
            <option key={page} value={page}>
              {t(`printers.codePages.${page}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="settings-choices">
        <legend>{t('printers.stations')}</legend>
        {offered.length === 0 && <p className="empty">{t('printers.noStations')}</p>}
        {offered.map((station) => (
          <label key={station} className="checkbox">
            <input
              type="checkbox"
              checked={values.stations.includes(station)}
              onChange={(e) => toggle(station, e.target.checked)}
            />
            {station}
          </label>
        ))}
      </fieldset>
      <Checkbox
        label={t('printers.printsReceipts')}
        checked={values.printsReceipts}
        onChange={(checked) => set({ printsReceipts: checked })}
      />
      <Checkbox
        label={t('printers.hasDrawer')}
        checked={values.hasDrawer}
        onChange={(checked) => set({ hasDrawer: checked })}
      />
      <FormError error={error} />
      <button type="submit" className="primary" disabled={save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('printers.cancel')}
      </button>
    </form>
  );
}
