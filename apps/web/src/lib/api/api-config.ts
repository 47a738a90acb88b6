/** Timeouts of 000 §7.1 and 001 §7, in milliseconds. */
export const TIMEOUTS = {
  /** The shared layer. */
  default: 45_000,
  /** The order-area layer. */
  orderArea: 60_000,
  /** Order actions: add items, confirm, edit, waiter call. */
  orderAction: 8_000,
  /** Bill request, waiter-call fallbacks, business status and list. */
  quick: 5_000,
  /** Probing businesses for an order. */
  probe: 3_000,
} as const;

/** Where the API lives. The app uses '/api'; tests point it at a local server. */
export const apiConfig = { baseUrl: '/api' };

export function setApiBaseUrl(baseUrl: string): void {
  apiConfig.baseUrl = baseUrl.replace(/\/+$/, '');
}

/**
 * The order-area layer of 000 §8.4 (the 60 s layer of 001 §7): the calls about orders and their
 * table sessions. A request of it that gets no answer says 'İstek zaman aşımına uğradı' or
 * 'Sunucuya bağlanılamadı'; the shared layer's say more (error-message.ts).
 */
export const isOrderAreaPath = (path: string): boolean =>
  /^\/?(orders|tables\/sessions)(\/|\?|$)/.test(path);

export const apiUrl = (path: string): string =>
  `${apiConfig.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
