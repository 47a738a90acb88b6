import type {
  OrderMessageResponse,
  StaffBillRequestResponse,
  StaffMessageResponse,
  StaffSplitRequestResponse,
  StaffWaiterCallResponse,
} from '@masa/core/staff/staff-request.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordedPayment } from '../bill/recorded-payment.ts';
import { api } from '../api-client.ts';
import { billDiner, callDiner, foldRequests, messageDiner } from '../fold-notices.ts';

/** Every query of the requests inbox lives under this key: a staff notice refetches them all. */
export const requestsKey = ['staff', 'requests'] as const;

/**
 * What is still open: calls not resolved, messages not answered, bills and splits to handle;
 * a diner's repeated calls, messages and bill requests folded into one notice each (issue 28).
 */
export function useOpenRequests(enabled: boolean) {
  const calls = useQuery({
    queryKey: [...requestsKey, 'waiter-calls'],
    queryFn: ({ signal }) =>
      api.get<StaffWaiterCallResponse[]>('/staff/waiter-calls', {
        query: { status: 'pending,acknowledged' },
        signal,
      }),
    enabled,
  });
  const messages = useQuery({
    queryKey: [...requestsKey, 'messages'],
    queryFn: ({ signal }) =>
      api.get<StaffMessageResponse[]>('/staff/messages', { query: { unanswered: true }, signal }),
    enabled,
  });
  const bills = useQuery({
    queryKey: [...requestsKey, 'bill-requests'],
    queryFn: ({ signal }) =>
      api.get<StaffBillRequestResponse[]>('/staff/bill-requests', {
        query: { status: 'pending,acknowledged' },
        signal,
      }),
    enabled,
  });
  const splits = useQuery({
    queryKey: [...requestsKey, 'split-requests'],
    queryFn: ({ signal }) =>
      api.get<StaffSplitRequestResponse[]>('/staff/split-requests', {
        query: { open: true },
        signal,
      }),
    enabled,
  });
  const folded = {
    calls: foldRequests(calls.data ?? [], callDiner),
    messages: foldRequests(messages.data ?? [], messageDiner),
    bills: foldRequests(bills.data ?? [], billDiner),
  };
  const anyPending = (items: { status: string }[]) => items.some((i) => i.status === 'pending');
  return {
    calls,
    messages,
    bills,
    splits,
    folded,
    /** What needs someone, a diner's repeats counted once: calls, messages, bills, splits. */
    waiting:
      folded.calls.filter((group) => anyPending(group.items)).length +
      folded.messages.length +
      folded.bills.filter((group) => anyPending(group.items)).length +
      (splits.data ?? []).filter((split) => split.status === 'pending').length,
  };
}

function useRequestMutation<T, V>(
  run: (variables: V) => Promise<T>,
  then: { onSuccess?: (answer: T) => void; onError?: (error: Error) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    // On the hook, not on mutate: they fire even when the card has left the list meanwhile.
    ...then,
    onSettled: () => client.invalidateQueries({ queryKey: requestsKey }),
  });
}

/**
 * POST /api/staff/orders/{orderId}/payments for an approved split: its lines, with the method
 * and tip it was handed over with (ADR 027); the answer is the receipt.
 */
export const usePaySplit = (then: {
  onSuccess: (recorded: RecordedPayment) => void;
  onError: (error: Error) => void;
}) =>
  useRequestMutation(
    ({ split, method, tip }: { split: StaffSplitRequestResponse; method: string; tip: number }) =>
      api.post<RecordedPayment>(`/staff/orders/${split.orderId}/payments`, {
        method,
        tip,
        splitBillRequestId: split.id,
      }),
    then,
  );

/** PATCH /api/staff/waiter-calls/{id} for each call of a folded notice: on the way or done. */
export const useUpdateWaiterCalls = () =>
  useRequestMutation(({ ids, status }: { ids: string[]; status: 'acknowledged' | 'resolved' }) =>
    Promise.all(
      ids.map((id) => api.patch<StaffWaiterCallResponse>(`/staff/waiter-calls/${id}`, { status })),
    ),
  );

/** POST /api/staff/orders/{orderId}/messages: an answer the diner reads in the thread. */
export const useAnswerMessage = () =>
  useRequestMutation(({ orderId, message }: { orderId: string; message: string }) =>
    api.post<OrderMessageResponse>(`/staff/orders/${orderId}/messages`, { message }),
  );

/** PATCH /api/staff/bill-requests/{id} for each request of a folded notice: seen. */
export const useAcknowledgeBills = () =>
  useRequestMutation(({ ids }: { ids: string[] }) =>
    Promise.all(
      ids.map((id) =>
        api.patch<StaffBillRequestResponse>(`/staff/bill-requests/${id}`, {
          status: 'acknowledged',
        }),
      ),
    ),
  );

/** PATCH /api/staff/split-requests/{id}: approve or decline. */
export const useDecideSplit = () =>
  useRequestMutation(({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
    api.patch<StaffSplitRequestResponse>(`/staff/split-requests/${id}`, { status }),
  );
