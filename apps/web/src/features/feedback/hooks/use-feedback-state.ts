import { useCallback, useMemo, useState } from 'react';
import { tr } from '../../../i18n/tr.ts';
import { describeFailure, joinReason } from '../../../lib/api/failure-text.ts';
import { useUserOrders } from '../../../lib/orders/get-user-orders.ts';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { markFeedbackGiven, readFeedbackMarks } from '../utils/feedback-marks.ts';
import { doneTargets, ordersOwingFeedback } from '../utils/feedback-targets.ts';

const pendingFailure = (error: unknown, service: string) =>
  describeFailure(error, {
    refused: tr.feedback.pendingFailed,
    service: joinReason(tr.feedback.pendingFailed, service),
  });

/**
 * What the diner still owes feedback for: recent finished orders (the diner's orders), less
 * the targets rated (the server's review list and this device's done-markers).
 */
export function useFeedbackState() {
  const orders = useUserOrders(true);
  const reviews = useMyReviews();
  const [marks, setMarks] = useState(readFeedbackMarks);
  const done = useMemo(() => doneTargets(reviews.data ?? [], marks), [reviews.data, marks]);
  const owing = useMemo(() => ordersOwingFeedback(orders.data ?? [], done), [orders.data, done]);
  const markDone = useCallback((orderId: string, key: string) => {
    setMarks(markFeedbackGiven(orderId, key));
  }, []);
  return {
    orders: orders.data ?? [],
    owing,
    done,
    markDone,
    loaded: reviews.isSuccess && orders.isSuccess,
    /** 'Geribildirimler getirilemedi' and why, when the ratings or the orders did not load. */
    failure: reviews.isError
      ? pendingFailure(reviews.error, tr.feedback.loadServerFailed)
      : orders.isError
        ? pendingFailure(orders.error, tr.orders.loadService)
        : null,
  };
}
