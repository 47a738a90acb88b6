import type { Texts } from '@masa/core/i18n/texts';
import type { CORRECTION_MESSAGES } from '../../domain/corrections/corrections-messages.ts';

/** The corrections routes' answers in English (issue 32 §1, ADR 046, ADR 073). */
export const CORRECTION_MESSAGES_EN: Texts<typeof CORRECTION_MESSAGES> = {
  approvalRequired: (limit) =>
    `This correction needs a manager's approval (over ${limit}, or a delivered item)`,
  walkoutNeedsManager: 'Recording a walk-out needs a manager’s approval',
  approverNotFound: 'The approving manager was not found in this business',
  approverNotManager: 'Only the owner or a manager can approve',
  approverHasNoPin: 'This manager has no approval PIN yet; they set one in Settings first',
  wrongPin: 'Wrong approval PIN',
  pinSaved: 'Your approval PIN was saved',
  limitSaved: 'Approval limit saved',
  reasonsSaved: 'Reasons saved',
  lineChanged: (name, quantity) =>
    `${name} changed while you were looking; it is ${quantity} now. Refresh and try again.`,
  linePaid: (name) => `${name} has been paid for and cannot be changed`,
  unitsPaid: (name, unpaid) => `Only the ${unpaid} unpaid of ${name} can be changed`,
  voided: (name, quantity) => `${quantity} × ${name} voided`,
  ikramGiven: (name, quantity) => `${quantity} × ${name} on the house`,
  reasonRequired: 'Choose or type a reason',
};
