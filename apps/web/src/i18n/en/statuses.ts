import type { statuses as source } from '../tr/statuses.ts';
import type { Texts } from '../texts-type.ts';

export const statuses: Texts<typeof source> = {
  order: {
    pending: 'Pending',
    received: 'Received',
    preparing: 'Preparing',
    processing: 'Processing',
    ready: 'Ready',
    on_the_way: 'On the Way',
    delivered: 'Delivered',
    completed: 'Completed',
    cancelled: 'Cancelled',
    paid: 'Paid',
    refunded: 'Refunded',
    bill_requested: 'Bill Requested',
  },
  messageTypes: {
    status_request: 'Status Question',
    special_request: 'Special Request',
    complaint: 'Complaint',
    compliment: 'Compliment',
    other: 'Other',
  },
};
