import { useCallback, useMemo, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { describeFailure, joinReason } from '../../../lib/api/failure-text.ts';
import { useUserOrders } from '../../../lib/orders/get-user-orders.ts';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { markFeedbackGiven, readFeedbackMarks } from '../utils/feedback-marks.ts';
import { doneTargets, ordersOwingFeedback } from '../utils/feedback-targets.ts';

const t = texts('feedback', 'orders');

const pendingFailure = (error: unknown, service: string) =>
  describeFailure(error, {
    refused: t('feedback.pendingFailed'),
    service: joinReason(t('feedback.pendingFailed'), service),
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
      ? pendingFailure(reviews.error, t('feedback.loadServerFailed'))
      : orders.isError
        ? pendingFailure(orders.error, t('orders.loadService'))
        : null,
  };
}
