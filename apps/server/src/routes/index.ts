import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { businessRoutes } from './business/index.ts';
import { businessesRoutes } from './businesses/index.ts';
import { campaignRoutes } from './campaigns/index.ts';
import { categoryRoutes } from './categories/index.ts';
import { customerUserRoutes } from './customer-users/index.ts';
import { devRoutes } from './dev/index.ts';
import { healthRoutes } from './health/index.ts';
import { orderRoutes } from './orders/index.ts';
import { paymentIntentReadRoutes } from './payment-intents/index.ts';
import { paymentProviderRoutes } from './payments/index.ts';
import { productRoutes } from './products/index.ts';
import { qrRoutes } from './qr/index.ts';
import { reviewRoutes } from './reviews/index.ts';
import { serviceChargeRoutes } from './service-charges/index.ts';
import { staffRoutes } from './staff/index.ts';
import { tableRoutes } from './tables/index.ts';
import { userRoutes } from './users/index.ts';
import { waiterRoutes } from './waiters/index.ts';

/**
 * Every API area, mounted under /api by app.ts: a folder is its URL prefix, and its index.ts
 * registers its files. An alias of a call under another prefix (ADR 020) is registered by the
 * folder of its URL (waiters/, tables/ and business/order-aliases.ts).
 */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes, { prefix: '/health' });
  await api.register(customerUserRoutes, { prefix: '/customer-users' });
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(userRoutes, { prefix: '/users' });
  await api.register(devRoutes, { prefix: '/dev' });
  await api.register(businessRoutes, { prefix: '/business' });
  await api.register(businessesRoutes, { prefix: '/businesses' });
  await api.register(tableRoutes, { prefix: '/tables' });
  await api.register(qrRoutes, { prefix: '/qr' });
  await api.register(productRoutes, { prefix: '/products' });
  await api.register(categoryRoutes, { prefix: '/categories' });
  await api.register(campaignRoutes, { prefix: '/campaigns' });
  await api.register(serviceChargeRoutes, { prefix: '/service-charges' });
  await api.register(orderRoutes, { prefix: '/orders' });
  await api.register(waiterRoutes, { prefix: '/waiters' });
  await api.register(reviewRoutes, { prefix: '/reviews' });
  await api.register(paymentIntentReadRoutes, { prefix: '/payment-intents' });
  await api.register(paymentProviderRoutes, { prefix: '/payments' });
  await api.register(staffRoutes, { prefix: '/staff' });
}
