import type { notices as source } from '../tr/notices.ts';
import type { Texts } from '../texts-type.ts';

export const notices: Texts<typeof source> = {
  orderStatus: (number, label) => `Order #${number}: ${label}`,
  expected: (time) => `Expected ready at: ${time}`,
  reason: (reason) => `Reason: ${reason}`,
  waiterOnTheWay: 'A waiter is coming to your table.',
  waiterOnTheWayFor: (number) => `A waiter is coming to your table (Order #${number}).`,
  billOnTheWay: (number) => `Your bill is on its way (Order #${number}).`,
  messageAnswer: (number, message) => `Reply from the restaurant (Order #${number}): ${message}`,
};
