import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAllMenuProducts } from '../../domain/menu/list-all-menu-products.ts';
import { readProduct } from '../../domain/menu/read-product.ts';
import { productResponse } from '../../domain/menu/menu-response.ts';
import { serializeProduct, serializeProductEn } from '../../domain/menu/serialize-product.ts';
import { languageOf } from '../../i18n/request-language.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema, productIdSchema } from '../../lib/id-schemas.ts';
import { sendMenu } from './send-menu.ts';

const productList = envelope(z.array(productResponse));
const menuNotes =
  'Served from the in-process menu cache with a strong ETag: send If-None-Match to get 304. Money in kuruş.';
/** Without a business the list is capped; menus are read per business. */
const ALL_PRODUCTS_LIMIT = 500;

/** A product in the request's language (the business's English texts when asked, ADR 046). */
const inLanguage = (request: FastifyRequest) =>
  languageOf(request) === 'en' ? serializeProductEn : serializeProduct;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/:businessId',
    {
      schema: {
        tags: ['menu'],
        summary: "A business's menu products (001 §7)",
        description: `${menuNotes} Active products of active categories, unavailable ones included (isAvailable false). Header X-Business-Id and query _t are accepted and ignored.`,
        params: z.object({ businessId: businessIdSchema }),
        querystring: z.looseObject({ _t: z.string().optional() }),
        response: { 200: productList, 304: z.null(), 400: errorBody, 404: errorBody },
      },
    },
    (request, reply) =>
      sendMenu(app, request, reply, request.params.businessId, { kind: 'menu-products' }),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['menu'],
        summary: 'Products of a business (?business=) or of every active business',
        description: `${menuNotes} With business: isActive=false lists the products taken off the menu. Without business: at most ${ALL_PRODUCTS_LIMIT} menu products of active businesses, uncached.`,
        querystring: z.looseObject({
          business: businessIdSchema.optional(),
          isActive: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: productList, 304: z.null(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { business, isActive } = request.query;
      if (business) {
        const kind = isActive === 'false' ? 'inactive-products' : 'menu-products';
        return sendMenu(app, request, reply, business, { kind });
      }
      const rows = await listAllMenuProducts({ db: app.db, limit: ALL_PRODUCTS_LIMIT });
      const serialize = inLanguage(request);
      return ok(rows.map(serialize));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['menu'],
        summary: 'One product (the product detail, /product/{id})',
        params: z.object({ id: productIdSchema }),
        response: { 200: envelope(productResponse), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await readProduct({ db: app.db, productId: request.params.id });
      if (!row) throw refuse(404, 'PRODUCT_NOT_FOUND');
      return ok(inLanguage(request)(row));
    },
  );
};
