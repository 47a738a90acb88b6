import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';

export type TableSessionInput = {
  tableId: string;
  businessId: string;
  userId: string | null;
  customerName: string;
  isResponsible: boolean;
  orderId: string;
};

/** The answer's part the app reads: the sitting's first order (this one when it started it). */
export type TableSession = { id: string; orderId: string | null };

/** POST /tables/sessions (001 §4): links the new order to the table's session. */
export function createTableSession(input: TableSessionInput) {
  return api.post<TableSession>('/tables/sessions', input, { timeout: TIMEOUTS.orderArea });
}
