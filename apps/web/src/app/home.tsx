import { lazy } from 'react';
import { HomePage } from '../features/home/components/home-page.tsx';
import { withTexts } from '../i18n/texts.ts';

// A signed-in diner's blocks: their code (orders, realtime, forms) is fetched only for them,
// after the home screen has shown, so a visitor's first load carries none of it.
const HomeActiveOrders = lazy(async () => ({
  default: (await withTexts(() => import('../features/orders/components/home-active-orders.tsx')))
    .HomeActiveOrders,
}));
const PendingFeedback = lazy(async () => ({
  default: (await withTexts(() => import('../features/feedback/components/pending-feedback.tsx')))
    .PendingFeedback,
}));

/**
 * The home screen with the orders' and the feedback's blocks: the app composes features, which
 * never import each other (docs/architecture.md).
 */
export function Home() {
  return (
    <HomePage>
      <HomeActiveOrders />
      <PendingFeedback />
    </HomePage>
  );
}
