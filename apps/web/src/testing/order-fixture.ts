// The one order fixture lives in core, shared with the staff app's component tests (ADR 108).
export { makeItem, makeOrder } from '@masa/core/orders/order-response.fixture';
