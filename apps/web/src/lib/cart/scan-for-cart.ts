/**
 * The scan page opened from the cart: after a table is read, it comes back to the cart and
 * keeps the cart's lines of that business (ADR 036).
 */
export const SCAN_FOR_CART = '/qr-scan?returnTo=cart';
export const RETURN_TO_CART = 'cart';
