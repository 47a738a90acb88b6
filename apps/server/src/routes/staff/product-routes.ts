import {
  orderingPauseBody,
  orderingState,
  productAvailabilityBody,
  stockProductResponse,
} from '@masa/core/staff/back-office.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listStockProducts } from '../../domain/back-office/list-stock-products.ts';
import {
  readOrderingPaused,
  setOrderingPaused,
} from '../../domain/back-office/set-ordering-paused.ts';
import { setProductAvailability } from '../../domain/back-office/set-product-availability.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { productIdSchema } from '../../lib/id-schemas.ts';
import { emitMenuChanged } from '../../realtime/emit-menu-changed.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

/** Availability during service (issue 17 §2): the sold-out switch and the ordering pause. */
export const staffProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: "The business's products with their category and availability",
        description:
          'Every role that may use the sold-out switch: owners, managers, waiters, kitchen.',
        response: { 200: envelope(z.array(stockProductResponse)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'setAvailability');
      return ok(await listStockProducts({ db: app.db, businessId }));
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a product sold out, or orderable again',
        description:
          'Owners, managers, waiters and kitchen. The menu cache follows at once (ADR 003) and `menu:changed` reaches the business room, so open diner menus refetch; new orders and edits that contain a sold-out product are refused (409 PRODUCT_UNAVAILABLE). A product of another business: 404.',
        params: z.object({ id: productIdSchema }),
        body: productAvailabilityBody,
        response: {
          200: envelope(z.object({ id: z.string(), name: z.string(), isAvailable: z.boolean() })),
          ...failures,
        },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'setAvailability');
      const { isAvailable } = request.body;
      const product = await setProductAvailability({
        db: app.db,
        businessId,
        staffId,
        productId: request.params.id,
        isAvailable,
        now: app.clock.now(),
      });
      return ok(
        product,
        isAvailable
          ? sayTo(request, 'answer.backOffice.backInStock', { name: product.name })
          : sayTo(request, 'answer.backOffice.soldOut', { name: product.name }),
      );
    },
  );

  app.get(
    '/ordering',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the business has paused taking new orders',
        response: { 200: envelope(orderingState), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request);
      return ok(await readOrderingPaused({ db: app.db, businessId }));
    },
  );

  app.put(
    '/ordering',
    {
      schema: {
        tags,
        security,
        summary: 'Pause or resume new orders for the whole business',
        description:
          "Owners and managers. While paused, GET /business/{id}/status answers isActive: false and new orders or added items are refused (409 ORDERING_PAUSED, 'İşletme şu anda sipariş almıyor'); the menu stays readable.",
        body: orderingPauseBody,
        response: { 200: envelope(orderingState), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'pauseOrdering');
      const state = await setOrderingPaused({ db: app.db, businessId, ...request.body });
      emitMenuChanged(app, { businessId, change: 'ordering', productIds: [] });
      return ok(
        state,
        sayTo(
          request,
          state.paused ? 'answer.backOffice.orderingPaused' : 'answer.backOffice.orderingResumed',
        ),
      );
    },
  );
};
