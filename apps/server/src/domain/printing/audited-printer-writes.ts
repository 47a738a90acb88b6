import { type SettingsWriter, writeAuditedSettings } from '../settings/write-audited-settings.ts';
import type { PrinterSetup } from './printer-address.ts';
import { archivePrinter, createPrinter, updatePrinter } from './save-printer.ts';

type Fields = Parameters<typeof createPrinter>[0]['fields'];
type PrinterWriter = SettingsWriter & { setup: PrinterSetup };

/** The audit line of a change to a printer: its own section of the settings (contract 5). */
const printerChange = (printerId: string, change: string) => ({
  subjectId: printerId,
  details: { section: 'printers', change },
});

/** Adds a printer with its audit record (ADR 032). Answers its id. */
export function addPrinter({ fields, setup, ...writer }: PrinterWriter & { fields: Fields }) {
  return writeAuditedSettings({
    ...writer,
    change: null,
    write: async (tx) => {
      const id = await createPrinter({ tx, businessId: writer.businessId, fields, setup });
      return { result: id, ...printerChange(id, `added ${fields.name}`) };
    },
  });
}

/** Changes a printer's settings with its audit record, naming the fields that changed. */
export function changePrinter({
  printerId,
  fields,
  setup,
  ...writer
}: PrinterWriter & { printerId: string; fields: Partial<Fields> }) {
  return writeAuditedSettings({
    ...writer,
    change: null,
    write: async (tx) => {
      await updatePrinter({ tx, businessId: writer.businessId, printerId, fields, setup });
      const change = `changed ${Object.keys(fields).join(', ')}`;
      return { result: undefined, ...printerChange(printerId, change) };
    },
  });
}

/** Archives a printer (it gets no new ticket) with its audit record. */
export function removePrinter({ printerId, ...writer }: SettingsWriter & { printerId: string }) {
  return writeAuditedSettings({
    ...writer,
    change: null,
    write: async (tx) => {
      await archivePrinter({ tx, businessId: writer.businessId, printerId });
      return { result: undefined, ...printerChange(printerId, 'removed') };
    },
  });
}
