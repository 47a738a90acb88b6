import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from './customer-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** /users: customer sign-up variants (guest, phone, social) and the profile edit calls. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(profileRoutes);
};
