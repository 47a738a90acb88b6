// The order shape lives in core so the staff app infers its types from the same schema.
export * from '@masa/core/orders/order-response.schemas';
