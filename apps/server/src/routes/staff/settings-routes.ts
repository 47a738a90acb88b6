import {
  boardSettingsBody,
  businessProfileBody,
  paymentSettingsBody,
  staffSettingsResponse,
  stationsBody,
  taxSettingsBody,
} from '@masa/core/staff/business-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentBusinessSettings } from '../../domain/businesses/present-business-settings.ts';
import { loadBoardSettings } from '../../domain/settings/load-board-settings.ts';
import { loadStaffSettings } from '../../domain/settings/load-staff-settings.ts';
import { saveBusinessProfile } from '../../domain/settings/save-business-profile.ts';
import { saveCategoryStations } from '../../domain/settings/save-category-stations.ts';
import { saveSettingsSection } from '../../domain/settings/save-settings-section.ts';
import {
  BUSINESS_IMAGE_SIZES,
  replaceBusinessImage,
} from '../../domain/settings/replace-business-image.ts';
import { BUSINESS_IMAGE_MAX_BYTES } from '../../domain/settings/settings-messages.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { readImagePart, type UploadRefusals } from '../../lib/images/read-image-part.ts';
import { emitMenuChanged } from '../../realtime/emit-menu-changed.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { staffWriter } from './staff-writer.ts';
import { sayTo } from '../../i18n/say.ts';

const boardResponse = z.object({ amberMinutes: z.number().int(), redMinutes: z.number().int() });
const changed = 'Owners and managers (kitchen and waiters 403); recorded in the audit trail.';

/**
 * Service settings (issue 17 §4, ADR 034): the business's profile, accepted payment methods,
 * VAT mode, the board's thresholds and the kitchen-display stations. Each write is recorded in
 * the audit trail in its transaction (ADR 032) and announced after it commits with
 * `menu:changed`, so open diner screens and staff screens refetch.
 */
export const staffSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: "The business's service settings, as the settings screen edits them",
        description: 'Owners and managers; kitchen and waiters 403.',
        response: { 200: envelope(staffSettingsResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'manageSettings');
      return ok(await loadStaffSettings({ db: app.db, businessId }));
    },
  );

  app.get(
    '/settings/board',
    {
      schema: {
        tags,
        security,
        summary: "The board's age thresholds: a card turns amber, then red, after these minutes",
        description: 'Every role (the board and the kitchen display colour cards with them).',
        response: { 200: envelope(boardResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request);
      return ok(await loadBoardSettings({ db: app.db, businessId }));
    },
  );

  app.put(
    '/settings/profile',
    {
      schema: {
        tags,
        security,
        summary: "The business's name, phone, e-mail and address, as the diner's app shows them",
        description: `${changed} Logo and cover: POST /staff/settings/logo and /staff/settings/cover.`,
        body: businessProfileBody,
        response: { 200: envelope(staffSettingsResponse.shape.profile), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const row = await saveBusinessProfile({ ...staffWriter(app, me), profile: request.body });
      const { street, city, state, zipCode } = row.address;
      return ok(
        {
          name: row.name,
          phone: row.phone,
          email: row.email,
          address: { street, city, state, zipCode },
          logo: row.logo,
          coverImage: row.coverImage,
        },
        sayTo(request, 'answer.settings.profileSaved'),
      );
    },
  );

  const imageRefusals: UploadRefusals = {
    missing: refuse(400, 'IMAGE_MISSING'),
    tooLarge: refuse(413, 'IMAGE_TOO_LARGE'),
    unreadable: refuse(400, 'IMAGE_UNREADABLE'),
  };
  for (const kind of ['logo', 'cover'] as const) {
    const { width, height } = BUSINESS_IMAGE_SIZES[kind];
    app.post(
      `/settings/${kind}`,
      {
        preHandler: app.rateLimits.uploads,
        schema: {
          tags,
          security,
          summary: `Upload the business's ${kind === 'logo' ? 'logo' : 'cover photo'}: multipart field \`image\`, JPEG, PNG, WebP or GIF by content, at most 5 MB`,
          description: `${changed} Stored as WebP cropped to ${width}×${height}; the diner's app shows it at once (\`menu:changed\`). Not an image: 400 IMAGE_WRONG_TYPE; too large: 413 IMAGE_TOO_LARGE; the business keeps its picture.`,
          consumes: ['multipart/form-data'],
          response: {
            200: envelope(staffSettingsResponse.shape.profile),
            ...errorResponses(400, 401, 403, 404, 413, 429, 503),
          },
        },
      },
      async (request) => {
        const me = currentStaff(request, 'manageSettings');
        const bytes = await readImagePart(request, {
          field: 'image',
          maxBytes: BUSINESS_IMAGE_MAX_BYTES,
          refusals: imageRefusals,
        });
        await replaceBusinessImage({
          db: app.db,
          config: app.config,
          businessId: me.businessId,
          staffId: me.staffId,
          kind,
          bytes,
        });
        emitMenuChanged(app, { businessId: me.businessId, change: 'settings', productIds: [] });
        const { profile } = await loadStaffSettings({ db: app.db, businessId: me.businessId });
        return ok(
          profile,
          sayTo(
            request,
            kind === 'logo' ? 'answer.settings.logoSaved' : 'answer.settings.coverSaved',
          ),
        );
      },
    );
  }

  app.put(
    '/settings/payment',
    {
      schema: {
        tags,
        security,
        summary: 'The payment methods the business accepts',
        description: `${changed} The diner's payment screens and the staff payment form offer only these, and a payment by another method is refused (400). At least one.`,
        body: paymentSettingsBody,
        response: { 200: envelope(staffSettingsResponse.shape.payment), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const settings = await saveSettingsSection({
        ...staffWriter(app, me),
        section: { key: 'payment', value: request.body },
      });
      const { methods: _methods, ...payment } = presentBusinessSettings(settings).payment;
      return ok(payment, sayTo(request, 'answer.settings.paymentSaved'));
    },
  );

  app.put(
    '/settings/tax',
    {
      schema: {
        tags,
        security,
        summary: 'Whether menu prices include VAT or VAT is added on top',
        description: `${changed} Orders placed from now on are priced this way; an order already placed keeps the mode it was placed with, so its bill and what was paid never move (ADR 034).`,
        body: taxSettingsBody,
        response: { 200: envelope(staffSettingsResponse.shape.tax), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const { includedInPrice } = request.body;
      await saveSettingsSection({
        ...staffWriter(app, me),
        section: { key: 'tax', value: { includedInPrice } },
      });
      return ok(
        { includedInPrice },
        sayTo(
          request,
          includedInPrice ? 'answer.settings.taxIncluded' : 'answer.settings.taxAdded',
        ),
      );
    },
  );

  app.put(
    '/settings/board',
    {
      schema: {
        tags,
        security,
        summary: "The board's amber and red thresholds in minutes",
        description: `${changed} Red must be after amber.`,
        body: boardSettingsBody,
        response: { 200: envelope(boardResponse), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const board = request.body;
      await saveSettingsSection({
        ...staffWriter(app, me),
        section: { key: 'board', value: board },
      });
      return ok(board, sayTo(request, 'answer.settings.boardSaved'));
    },
  );

  app.put(
    '/settings/stations',
    {
      schema: {
        tags,
        security,
        summary: "Set the kitchen-display station of the business's categories",
        description: `${changed} A product's station is its category's. A category of another business: 404, and nothing is changed.`,
        body: stationsBody,
        response: {
          200: envelope(z.array(staffSettingsResponse.shape.categories.element)),
          ...failures,
        },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      await saveCategoryStations({ ...staffWriter(app, me), changes: request.body.categories });
      const { categories } = await loadStaffSettings({ db: app.db, businessId: me.businessId });
      return ok(categories, sayTo(request, 'answer.settings.stationsSaved'));
    },
  );
};
