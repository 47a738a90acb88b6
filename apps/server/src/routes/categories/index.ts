import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCategoryBusiness } from '../../domain/menu/find-category-business.ts';
import { productResponse } from '../../domain/menu/menu-response.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody } from '../../lib/envelope.ts';
import { categoryIdSchema } from '../../lib/id-schemas.ts';
import { sendMenu } from '../products/send-menu.ts';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/products',
    {
      schema: {
        tags: ['menu'],
        summary: "A category's menu products",
        description:
          'From the menu cache, with ETag and 304. An inactive category has no products. Money in kuruş.',
        params: z.object({ id: categoryIdSchema }),
        response: {
          200: envelope(z.array(productResponse)),
          304: z.null(),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const businessId = await findCategoryBusiness({ db: app.db, categoryId: id });
      if (!businessId) throw refuse(404, 'CATEGORY_NOT_FOUND');
      return sendMenu(app, request, reply, businessId, {
        kind: 'category-products',
        categoryId: id,
      });
    },
  );
};
