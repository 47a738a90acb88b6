// The back office's requests and answers (issue 17 §2, §3): the sold-out switch, the ordering
// pause and the tables, in one place for the server, which validates with them, and the staff
// app, which infers its types and shows the same messages.
import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';

/** Where a table stands; stored as the table's `type` (001 §3 Table), shown as its area. */
export const TABLE_AREAS = ['standard', 'window', 'garden', 'terrace', 'vip', 'bar'] as const;
export type TableArea = (typeof TABLE_AREAS)[number];

export const BACK_OFFICE_MESSAGES = {
  isAvailable: 'rules.backOffice.isAvailable',
  paused: 'rules.backOffice.paused',
  tableName: 'rules.backOffice.tableName',
  seats: 'rules.backOffice.seats',
  area: 'rules.backOffice.area',
  number: 'rules.backOffice.number',
  active: 'rules.backOffice.active',
  nothingToChange: 'rules.backOffice.nothingToChange',
} as const satisfies Record<string, RuleId>;
const M = BACK_OFFICE_MESSAGES;

/** PATCH /api/staff/products/{id}. */
export const productAvailabilityBody = z.object(
  { isAvailable: z.boolean({ error: M.isAvailable }) },
  { error: M.isAvailable },
);

/** PUT /api/staff/ordering: the whole business stops (or resumes) taking new orders. */
export const orderingPauseBody = z.object(
  { paused: z.boolean({ error: M.paused }) },
  { error: M.paused },
);
export const orderingState = z.object({
  paused: z.boolean().describe('True while the business takes no new orders.'),
});

const tableName = z.string({ error: M.tableName }).trim().min(1, M.tableName).max(40, M.tableName);
const seats = z.number({ error: M.seats }).int(M.seats).min(1, M.seats).max(50, M.seats);
const area = z.enum(TABLE_AREAS, { error: M.area });
const tableNumber = z
  .number({ error: M.number })
  .int(M.number)
  .min(1, M.number)
  .max(9999, M.number);

/** POST /api/staff/tables: without a number the table takes the next free one. */
export const createTableBody = z.object(
  {
    name: tableName,
    seats,
    area: area.default('standard'),
    number: tableNumber.optional(),
  },
  { error: M.tableName },
);

/** PATCH /api/staff/tables/{id}: rename, seats, area, (de)activate. */
export const updateTableBody = z
  .object(
    {
      name: tableName.optional(),
      seats: seats.optional(),
      area: area.optional(),
      active: z.boolean({ error: M.active }).optional(),
    },
    { error: M.nothingToChange },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.nothingToChange);

/** A table as owners and managers manage it. */
export const staffTableResponse = z.object({
  id: z.string(),
  name: z.string(),
  number: z.number().int(),
  seats: z.number().int(),
  area: z.enum(TABLE_AREAS),
  active: z.boolean(),
  accessToken: z
    .string()
    .optional()
    .describe('Owners and managers only: the secret the printed QR code carries (ADR 015).'),
  qrUrl: z.string().optional().describe('Owners and managers only: what the printed code holds.'),
});
export type StaffTable = z.infer<typeof staffTableResponse>;

/** A product as the staff's stock screen lists it. */
export const stockProductResponse = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  price: z.number().int().describe('Kuruş'),
  isAvailable: z.boolean(),
  active: z.boolean().describe('False: off the menu altogether (not a sold-out product).'),
});
export type StockProduct = z.infer<typeof stockProductResponse>;
