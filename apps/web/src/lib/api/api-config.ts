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

export const apiUrl = (path: string): string =>
  `${apiConfig.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
