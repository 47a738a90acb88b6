import type { Texts } from '@masa/core/i18n/texts';
import type { WALKOUT_MESSAGES } from '../../domain/walkouts/walkout-messages.ts';

/** Walk-outs' and open accounts' answers in English (issue 32 item 4, ADR 076). */
export const WALKOUT_MESSAGES_EN: Texts<typeof WALKOUT_MESSAGES> = {
  walkedOut: (count) =>
    count === 1 ? 'The order was closed as unpaid' : `${count} orders were closed as unpaid`,
  movedToAccount: (name) => `The bill was moved to an open account: ${name}`,
  notServed: (orderNumber) =>
    `#${orderNumber} has not been served: only served orders can be closed`,
  paid: (orderNumber) => `#${orderNumber} is paid and cannot be closed`,
  closed: (orderNumber) => `#${orderNumber} is closed already`,
  nothingOpen: 'This table has no served, unpaid order',
  amountChanged: (left) => `What is left changed: ${left}. Please check again`,
  managerOnly: "Closing as unpaid needs a manager's approval",
  customerRequired: "Write the customer's name (at most 100 characters)",
  accountNotFound: 'Open account not found',
  accountSettled: 'This open account is settled; open a new one for the customer',
  tableNotFound: 'Table not found',
};
