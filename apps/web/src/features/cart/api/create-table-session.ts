import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

export type TableSessionInput = {
  tableId: string;
  businessId: string;
  userId: string | null;
  customerName: string;
  isResponsible: boolean;
  orderId: string;
};

/** POST /tables/sessions (001 §4): links the new order to the table's session. */
export function createTableSession(input: TableSessionInput) {
  return api.post<unknown>('/tables/sessions', input, { timeout: TIMEOUTS.orderArea });
}
