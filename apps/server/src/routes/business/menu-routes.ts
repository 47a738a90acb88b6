import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryResponse, productResponse } from '../../domain/menu/menu-response.ts';
import { envelope, errorBody } from '../../lib/envelope.ts';
import { businessIdSchema } from '../../lib/id-schemas.ts';
import { sendMenu } from '../products/send-menu.ts';

const params = z.object({ id: businessIdSchema });

/**
 * The two menu reads under /business/{id}, from the menu cache as /products/business/{id}.
 * 001 §7 reads categories as `data.data`; we answer `{ success, data: [...] }` and the app
 * unwraps once, as for every call.
 */
export const businessMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/categories',
    {
      schema: {
        tags: ['menu'],
        summary: "A business's active categories, in menu order",
        description: 'From the menu cache, with ETag and 304.',
        params,
        response: {
          200: envelope(z.array(categoryResponse)),
          304: z.null(),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    (request, reply) => sendMenu(app, request, reply, request.params.id, { kind: 'categories' }),
  );

  app.get(
    '/:id/products',
    {
      schema: {
        tags: ['menu'],
        summary: "A business's menu products (same answer as /products/business/{id})",
        description: 'From the menu cache, with ETag and 304. Money in kuruş.',
        params,
        response: {
          200: envelope(z.array(productResponse)),
          304: z.null(),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    (request, reply) => sendMenu(app, request, reply, request.params.id, { kind: 'menu-products' }),
  );
};
