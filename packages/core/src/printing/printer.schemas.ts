// A business's network printer as the staff API reads and writes it (issue 33, contract 5). The
// form in Ayarlar and the server validate with the same schema and the same Turkish messages.
import { z } from 'zod';
import { CODE_PAGES, PAPER_WIDTHS } from './document.ts';

export const PRINTER_FIELD_MESSAGES = {
  name: 'Yazıcı adı 1 ile 60 karakter arasında olmalı',
  host: 'Yazıcı adresi bir IPv4 adresi (192.168.1.50) ya da bir ağ adı (mutfak-yazici.local) olmalı',
  port: 'Port 1 ile 65535 arasında bir tam sayı olmalı',
  paperWidth: 'Kâğıt genişliği 58 ya da 80 mm olmalı',
  codePage: 'Karakter tablosu PC857 ya da Windows-1254 olmalı',
  stations: 'İstasyon adı 1 ile 40 karakter arasında olmalı; en fazla 20 istasyon',
} as const;
export const PRINTER_FIELD_MESSAGES_EN: { [K in keyof typeof PRINTER_FIELD_MESSAGES]: string } = {
  name: "A printer's name must be 1 to 60 characters",
  host: "The printer's address must be an IPv4 address (192.168.1.50) or a network name (kitchen-printer.local)",
  port: 'The port must be a whole number from 1 to 65535',
  paperWidth: 'The paper width must be 58 or 80 mm',
  codePage: 'The character table must be PC857 or Windows-1254',
  stations: 'A station name must be 1 to 40 characters; at most 20 stations',
};
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
