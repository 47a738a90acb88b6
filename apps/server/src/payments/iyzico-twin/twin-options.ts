import type { TwinStore } from './twin-store.ts';

/** What the twin's API and hosted form are set up with (iyzico-twin.ts). */
export type TwinOptions = {
  apiKey: string;
  secretKey: string;
  store: TwinStore;
  /** Absolute URL the diner's browser reaches the twin's pages at (paymentPageUrl). */
  pageBaseUrl: () => string;
  /** Masa's webhook URL, or null to send none. */
  webhookUrl: () => string | null;
};
