import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activeOrdersKey } from '../../../lib/orders/active-orders.ts';
import { floorKey } from './floor.ts';
import { orderBillKey } from './order-bill.ts';

/**
 * POST /api/staff/tables/{tableId}/courses/{course}/fire: "marş", every held order of that
 * course at the table goes to the kitchen as new work (issue 31 §4). 409 when nothing of it is
 * held any more (another waiter fired it): the server's message is shown as it is.
 */
export function useFireCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tableId, course }: { tableId: string; course: string }) =>
      api.post<{ orders: OrderResponse[] }>(
        `/staff/tables/${tableId}/courses/${encodeURIComponent(course)}/fire`,
      ),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: activeOrdersKey });
      await client.invalidateQueries({ queryKey: floorKey });
      await client.invalidateQueries({ queryKey: orderBillKey });
    },
  });
}
