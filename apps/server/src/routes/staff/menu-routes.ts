import {
  categoryOrderBody,
  createCategoryBody,
  editorCategoryResponse,
  editorMenuResponse,
  editorProductResponse,
  PRODUCT_PHOTO_MAX_BYTES,
  productBody,
  updateCategoryBody,
} from '@masa/core/staff/menu-editor.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadEditorMenu } from '../../domain/menu-editor/load-editor-menu.ts';
import {
  presentEditorCategory,
  presentEditorProduct,
} from '../../domain/menu-editor/present-editor-menu.ts';
import { findOwnProduct } from '../../domain/menu-editor/find-own-product.ts';
import {
  removeProductPhotoFiles,
  replaceProductPhoto,
} from '../../domain/menu-editor/replace-product-photo.ts';
import {
  createCategory,
  reorderCategories,
  updateCategory,
} from '../../domain/menu-editor/save-category.ts';
import {
  createProduct,
  deleteProduct,
  replaceProduct,
} from '../../domain/menu-editor/save-product.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { categoryIdSchema, productIdSchema } from '../../lib/id-schemas.ts';
import { readImagePart, type UploadRefusals } from '../../lib/images/read-image-part.ts';
import { emitMenuChanged } from '../../realtime/emit-menu-changed.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

const EDITORS =
  'Owners and managers (the kitchen and waiters: 403). Open diner menus follow at once: the write bumps menu_version (ADR 003) and `menu:changed` reaches the business room.';

const PHOTO_REFUSALS: UploadRefusals = {
  missing: refuse(400, 'PHOTO_MISSING'),
  tooLarge: refuse(413, 'PHOTO_TOO_LARGE'),
  unreadable: refuse(400, 'PHOTO_UNREADABLE'),
};

/** The menu editor (issue 17 §1): categories, products with every field, and their photos. */
export const staffMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const editor = (request: Parameters<typeof currentStaff>[0]) => currentStaff(request, 'editMenu');
  const changed = (businessId: string, productIds: string[] = []) =>
    emitMenuChanged(app, { businessId, change: 'menu', productIds });

  app.get(
    '/menu',
    {
      schema: {
        tags,
        security,
        summary: "The business's whole menu as the editor edits it, active or not",
        description: 'Owners and managers.',
        response: { 200: envelope(editorMenuResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId } = editor(request);
      return ok(await loadEditorMenu({ db: app.db, businessId }));
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Add a category, last on the menu',
        description: EDITORS,
        body: createCategoryBody,
        response: { 201: envelope(editorCategoryResponse), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId, staffId } = editor(request);
      const row = await createCategory({ db: app.db, businessId, staffId, fields: request.body });
      changed(businessId);
      return reply
        .status(201)
        .send(
          ok(
            presentEditorCategory(row),
            sayTo(request, 'answer.menuEditor.categoryCreated', { name: row.name }),
          ),
        );
    },
  );

  app.put(
    '/categories/order',
    {
      schema: {
        tags,
        security,
        summary: "Put the business's categories in a new order",
        description: `${EDITORS} The list names categories of the business, each once (400 CATEGORY_ORDER_UNKNOWN for one that is not); a category it does not name (added by another device meanwhile) keeps its place after the named ones.`,
        body: categoryOrderBody,
        response: { 200: envelope(z.array(editorCategoryResponse)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = editor(request);
      const rows = await reorderCategories({ db: app.db, businessId, ...request.body });
      changed(businessId);
      return ok(
        rows.map(presentEditorCategory),
        sayTo(request, 'answer.menuEditor.categoriesReordered'),
      );
    },
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a category, describe it, move it to a station, or (de)activate it',
        description: `${EDITORS} A deactivated category and its products leave the diner's menu. Another business's category: 404.`,
        params: z.object({ id: categoryIdSchema }),
        body: updateCategoryBody,
        response: { 200: envelope(editorCategoryResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId } = editor(request);
      const row = await updateCategory({
        db: app.db,
        businessId,
        categoryId: request.params.id,
        changes: request.body,
      });
      changed(businessId);
      return ok(
        presentEditorCategory(row),
        sayTo(request, 'answer.menuEditor.categorySaved', { name: row.name }),
      );
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product with every field the menu shows',
        description: `${EDITORS} Prices in kuruş, VAT and discount in whole percent; the whole product is written or nothing (a bad option group: 400, no product). Recorded in the audit trail (product.created).`,
        body: productBody,
        response: { 201: envelope(editorProductResponse), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId, staffId } = editor(request);
      const row = await createProduct({ db: app.db, businessId, staffId, body: request.body });
      changed(businessId, [row.id]);
      return reply
        .status(201)
        .send(
          ok(
            presentEditorProduct(row),
            sayTo(request, 'answer.menuEditor.productCreated', { name: row.name }),
          ),
        );
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace every field of a product (the photo and availability stay)',
        description: `${EDITORS} A new price or discount is recorded in the audit trail (product.price_changed, old and new); orders already placed keep the prices they were placed at. Another business's product: 404.`,
        params: z.object({ id: productIdSchema }),
        body: productBody,
        response: { 200: envelope(editorProductResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = editor(request);
      const row = await replaceProduct({
        db: app.db,
        businessId,
        staffId,
        productId: request.params.id,
        body: request.body,
      });
      changed(businessId, [row.id]);
      return ok(
        presentEditorProduct(row),
        sayTo(request, 'answer.menuEditor.productSaved', { name: row.name }),
      );
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a product from the menu',
        description: `${EDITORS} Orders keep their lines as placed. Recorded in the audit trail (product.deleted). To take it off the menu for a while, set \`active\` false instead.`,
        params: z.object({ id: productIdSchema }),
        response: { 200: envelope(z.object({ id: z.string(), name: z.string() })), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = editor(request);
      const row = await deleteProduct({
        db: app.db,
        businessId,
        staffId,
        productId: request.params.id,
      });
      await removeProductPhotoFiles(app.config, row);
      changed(businessId, [row.id]);
      return ok(
        { id: row.id, name: row.name },
        sayTo(request, 'answer.menuEditor.productDeleted', { name: row.name }),
      );
    },
  );

  app.post(
    '/products/:id/photo',
    {
      preHandler: app.rateLimits.uploads,
      schema: {
        tags,
        security,
        summary: `Upload a product's photo: multipart field \`photo\`, JPEG, PNG, WebP or GIF by content, at most ${PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
        description: `${EDITORS} Stored as WebP cropped to 4:3 at 480×360 and, from a large enough upload, 960×720 (\`imageVariants\` with their pixel sizes; \`imageUrl\` is the smaller). Not an image: 400 PHOTO_WRONG_TYPE; too large: 413 PHOTO_TOO_LARGE; the product keeps its photo.`,
        consumes: ['multipart/form-data'],
        params: z.object({ id: productIdSchema }),
        response: {
          200: envelope(editorProductResponse),
          ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503),
        },
      },
    },
    async (request) => {
      const { businessId } = editor(request);
      // The product first: another business's id is a 404 before any upload is read.
      const product = await findOwnProduct({
        db: app.db,
        businessId,
        productId: request.params.id,
      });
      const bytes = await readImagePart(request, {
        field: 'photo',
        maxBytes: PRODUCT_PHOTO_MAX_BYTES,
        refusals: PHOTO_REFUSALS,
      });
      const row = await replaceProductPhoto({
        db: app.db,
        config: app.config,
        businessId,
        productId: product.id,
        bytes,
      });
      changed(businessId, [row.id]);
      return ok(
        presentEditorProduct(row),
        sayTo(request, 'answer.menuEditor.photoSaved', { name: row.name }),
      );
    },
  );
};
