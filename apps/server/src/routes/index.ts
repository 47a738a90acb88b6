import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { customerUserRoutes } from './customer-users/index.ts';
import { devRoutes } from './dev/index.ts';
import { healthRoutes } from './health/index.ts';
import { userRoutes } from './users/index.ts';
import { businessRoutes } from './business/index.ts';
import { businessesRoutes } from './businesses/index.ts';
import { qrRoutes } from './qr/index.ts';
import { tableRoutes } from './tables/index.ts';
import { productRoutes } from './products/index.ts';
import { businessMenuRoutes } from './products/business-menu.ts';
import { categoryRoutes } from './categories/index.ts';
import { campaignRoutes } from './campaigns/index.ts';
import { serviceChargeRoutes } from './service-charges/index.ts';
import { orderRoutes } from './orders/index.ts';
import { tableSessionRoutes } from './tables/sessions.ts';
import { sittingRoutes } from './tables/sitting-routes.ts';
import { liveOrderRoutes } from './orders/live-order-routes.ts';
import { staffRoutes } from './staff/index.ts';
import { waiterRoutes } from './waiters/index.ts';
import { billRoutes } from './orders/bill-routes.ts';
import { reviewRoutes } from './reviews/index.ts';

/** Every API area, mounted under /api by app.ts. A route's folder is its URL prefix. */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(customerUserRoutes, { prefix: '/customer-users' });
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(userRoutes, { prefix: '/users' });
  await api.register(devRoutes, { prefix: '/dev' });
  await api.register(businessRoutes);
  await api.register(businessesRoutes);
  await api.register(tableRoutes);
  await api.register(qrRoutes);
  await api.register(productRoutes);
  await api.register(businessMenuRoutes);
  await api.register(categoryRoutes);
  await api.register(campaignRoutes);
  await api.register(serviceChargeRoutes);
  await api.register(orderRoutes);
  await api.register(tableSessionRoutes);
  await api.register(sittingRoutes);
  await api.register(liveOrderRoutes);
  await api.register(waiterRoutes);
  await api.register(billRoutes);
  await api.register(reviewRoutes);
  await api.register(staffRoutes, { prefix: '/staff' });
}
