/** The notification stack's rules (000 §2.3, §9; 001 notification toasts), without React. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** 'shell': top right, 5000 ms. 'order': the order area's stack, bottom right, 3000 ms, 20 max. */
export type NotificationArea = 'shell' | 'order';

export type AppNotification = {
  id: string;
  message: string;
  type: NotificationType;
  /** Milliseconds on screen; 0 stays until closed by hand. */
  duration: number;
  area: NotificationArea;
};

export type NotifyOptions = {
  type?: NotificationType;
  duration?: number;
  area?: NotificationArea;
};

export const NOTIFICATION_AREAS = {
  shell: { duration: 5000, maxVisible: Infinity },
  order: { duration: 3000, maxVisible: 20 },
} as const;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Builds a notification with a random id not taken yet; info is the default kind. */
export function createNotification(
  message: string,
  options: NotifyOptions,
  isTaken: (id: string) => boolean = () => false,
): AppNotification {
  const area = options.area ?? 'shell';
  let id = randomId();
  while (isTaken(id)) id = randomId();
  const duration = options.duration ?? NOTIFICATION_AREAS[area].duration;
  return { id, message, type: options.type ?? 'info', duration: Math.max(0, duration), area };
}

/**
 * Adds at the end; an area over its visible limit drops its oldest notifications. The same
 * message of the same kind already showing in the area gives way to the new one (issue 29: four
 * taps on the staff tablet were four identical 'Sipariş durumu güncellendi.' toasts): one toast,
 * on screen for the full time again.
 */
export function addNotification(
  list: readonly AppNotification[],
  next: AppNotification,
): AppNotification[] {
  const same = (n: AppNotification) =>
    n.area === next.area && n.type === next.type && n.message === next.message;
  const all = [...list.filter((n) => !same(n)), next];
  const limit = NOTIFICATION_AREAS[next.area].maxVisible;
  const inArea = all.filter((n) => n.area === next.area);
  if (inArea.length <= limit) return all;
  const dropped = new Set(inArea.slice(0, inArea.length - limit).map((n) => n.id));
  return all.filter((n) => !dropped.has(n.id));
}

export const removeNotification = (
  list: readonly AppNotification[],
  id: string,
): AppNotification[] => list.filter((n) => n.id !== id);
