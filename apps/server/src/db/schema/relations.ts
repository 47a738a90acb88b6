import { relations } from 'drizzle-orm';
import { billRequests, payments, splitBillRequestItems, splitBillRequests } from './bills.ts';
import { businesses, staffAccounts } from './businesses.ts';
import { campaigns } from './campaigns.ts';
import { categories, products } from './menu.ts';
import { orderMessages, waiterCalls } from './order-activity.ts';
import { orderItems, orderServiceCharges } from './order-items.ts';
import { orders, tableSessions } from './orders.ts';
import { reviews } from './reviews.ts';
import { serviceCharges } from './service-charges.ts';
import { tables } from './tables.ts';
import { users } from './users.ts';

/** Relations for drizzle's relational queries (`db.query.orders.findFirst({ with: … })`). */

export const businessesRelations = relations(businesses, ({ many }) => ({
  tables: many(tables),
  categories: many(categories),
  products: many(products),
  campaigns: many(campaigns),
  serviceCharges: many(serviceCharges),
  staff: many(staffAccounts),
}));

export const staffAccountsRelations = relations(staffAccounts, ({ one }) => ({
  business: one(businesses, { fields: [staffAccounts.businessId], references: [businesses.id] }),
}));

export const tablesRelations = relations(tables, ({ one }) => ({
  business: one(businesses, { fields: [tables.businessId], references: [businesses.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  business: one(businesses, { fields: [categories.businessId], references: [businesses.id] }),
  products: many(products),
}));

export const productsRelations = relations(products, ({ one }) => ({
  business: one(businesses, { fields: [products.businessId], references: [businesses.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
}));

export const campaignsRelations = relations(campaigns, ({ one }) => ({
  business: one(businesses, { fields: [campaigns.businessId], references: [businesses.id] }),
}));

export const serviceChargesRelations = relations(serviceCharges, ({ one }) => ({
  business: one(businesses, { fields: [serviceCharges.businessId], references: [businesses.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  business: one(businesses, { fields: [orders.businessId], references: [businesses.id] }),
  table: one(tables, { fields: [orders.tableId], references: [tables.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  serviceCharges: many(orderServiceCharges),
  splitBillRequests: many(splitBillRequests),
  billRequests: many(billRequests),
  payments: many(payments),
  messages: many(orderMessages),
  waiterCalls: many(waiterCalls),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const orderServiceChargesRelations = relations(orderServiceCharges, ({ one }) => ({
  order: one(orders, { fields: [orderServiceCharges.orderId], references: [orders.id] }),
}));

export const tableSessionsRelations = relations(tableSessions, ({ one }) => ({
  table: one(tables, { fields: [tableSessions.tableId], references: [tables.id] }),
  order: one(orders, { fields: [tableSessions.orderId], references: [orders.id] }),
}));

export const splitBillRequestsRelations = relations(splitBillRequests, ({ one, many }) => ({
  order: one(orders, { fields: [splitBillRequests.orderId], references: [orders.id] }),
  items: many(splitBillRequestItems),
}));

export const splitBillRequestItemsRelations = relations(splitBillRequestItems, ({ one }) => ({
  request: one(splitBillRequests, {
    fields: [splitBillRequestItems.requestId],
    references: [splitBillRequests.id],
  }),
  orderItem: one(orderItems, {
    fields: [splitBillRequestItems.orderItemId],
    references: [orderItems.id],
  }),
}));

export const billRequestsRelations = relations(billRequests, ({ one }) => ({
  order: one(orders, { fields: [billRequests.orderId], references: [orders.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const orderMessagesRelations = relations(orderMessages, ({ one }) => ({
  order: one(orders, { fields: [orderMessages.orderId], references: [orders.id] }),
}));

export const waiterCallsRelations = relations(waiterCalls, ({ one }) => ({
  order: one(orders, { fields: [waiterCalls.orderId], references: [orders.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  business: one(businesses, { fields: [reviews.businessId], references: [businesses.id] }),
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  order: one(orders, { fields: [reviews.orderId], references: [orders.id] }),
}));
