import { createContext, useContext } from 'react';
import type { NotifyOptions } from './notification-list.ts';

export type Notify = {
  /** Shows a message; returns its id. Kind info and the area's duration unless given. */
  (message: string, options?: NotifyOptions): string;
  success: (message: string, options?: Omit<NotifyOptions, 'type'>) => string;
  error: (message: string, options?: Omit<NotifyOptions, 'type'>) => string;
  warning: (message: string, options?: Omit<NotifyOptions, 'type'>) => string;
  info: (message: string, options?: Omit<NotifyOptions, 'type'>) => string;
  dismiss: (id: string) => void;
};

export const NotifyContext = createContext<Notify | null>(null);

/** The notification stack of the main layout (000 §2.3). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationProvider');
  return notify;
}
