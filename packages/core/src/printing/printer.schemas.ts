// A business's network printer as the staff API reads and writes it (issue 33, contract 5). The
// form in Ayarlar and the server validate with the same schema and the same messages (ADR 117).
import { z } from 'zod';
import { CODE_PAGES, PAPER_WIDTHS } from './document.ts';
import type { RuleId } from '../i18n/rule-text.ts';

export const PRINTER_FIELD_MESSAGES = {
  name: 'rules.printers.name',
  host: 'rules.printers.host',
  port: 'rules.printers.port',
  paperWidth: 'rules.printers.paperWidth',
  codePage: 'rules.printers.codePage',
  stations: 'rules.printers.stations',
} as const satisfies Record<string, RuleId>;
const M = PRINTER_FIELD_MESSAGES;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** RFC 1123 labels: letters, digits and inner hyphens, dot-separated, not all digits. */
const HOSTNAME =
  /^(?=.{1,253}$)(?![\d.]+$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;

export const printerHost = z
  .string({ error: M.host })
  .trim()
  .refine((host) => IPV4.test(host) || HOSTNAME.test(host), M.host);

/** The fields an owner or a manager edits (POST body; PATCH takes any of them). */
export const printerFields = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(60, M.name),
  host: printerHost,
  port: z.number({ error: M.port }).int(M.port).min(1, M.port).max(65535, M.port).default(9100),
  paperWidth: z
    .union(
      PAPER_WIDTHS.map((width) => z.literal(width)),
      { error: M.paperWidth },
    )
    .default(80),
  codePage: z.enum(CODE_PAGES, { error: M.codePage }).default('pc857'),
  stations: z
    .array(z.string({ error: M.stations }).trim().min(1, M.stations).max(40, M.stations), {
      error: M.stations,
    })
    .max(20, M.stations)
    .default([]),
  printsReceipts: z.boolean().default(false),
  hasDrawer: z.boolean().default(false),
});
export type PrinterFields = z.input<typeof printerFields>;

export const printerPatch = printerFields.partial();

export const printerStateSchema = z.object({
  /** Null: never tried yet. */
  online: z.boolean().nullable(),
  /** Tickets not printed yet. */
  waiting: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type PrinterState = z.infer<typeof printerStateSchema>;

export const printerSchema = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  codePage: z.enum(CODE_PAGES),
  stations: z.array(z.string()),
  printsReceipts: z.boolean(),
  hasDrawer: z.boolean(),
  /** The development twin (a virtual printer this server runs), not a real printer. */
  twin: z.boolean(),
  state: printerStateSchema,
});
export type Printer = z.infer<typeof printerSchema>;

/** One printer in GET /staff/printers/status and the `printers:status` event. */
export const printerStatusSchema = printerSchema
  .pick({ id: true, name: true, stations: true, printsReceipts: true, twin: true })
  .extend(printerStateSchema.shape);
export type PrinterStatus = z.infer<typeof printerStatusSchema>;
