import type { notifications as source } from '../tr/notifications.ts';
import type { Texts } from '../texts-type.ts';

export const notifications: Texts<typeof source> = {
  regionLabel: 'Notifications',
  close: 'Dismiss notification',
};
