import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from './customer-routes.ts';
import { personalDataRoutes } from './personal-data-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/**
 * /users: customer sign-up variants (guest, phone, social), the profile edit calls, and the
 * diner's own data (export, account deletion).
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(profileRoutes);
  await app.register(personalDataRoutes);
};
