// The online payment this phone last opened for an order (issue 34, ADR 086): a diner who
// leaves the hosted form with the browser's Back, not through the provider, comes back to a
// payment screen without `?intent=`, while her intent still holds its units for 15 minutes.
// The screen then shows that payment (back to the form, or give up) instead of a refusal.
const key = (orderId: string) => `masa-payment-intent:${orderId}`;

export function rememberOpenIntent(orderId: string, intentId: string): void {
  try {
    sessionStorage.setItem(key(orderId), intentId);
  } catch {
    // Private mode without storage: the provider's redirect still carries the intent.
  }
}

export function openIntentOf(orderId: string): string | null {
  try {
    return sessionStorage.getItem(key(orderId));
  } catch {
    return null;
  }
}

export function forgetOpenIntent(orderId: string): void {
  try {
    sessionStorage.removeItem(key(orderId));
  } catch {
    // Nothing was kept.
  }
}
