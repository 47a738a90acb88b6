import { avoidedAllergensBody } from '@masa/core/allergens/allergens.schemas';
import { AVATAR_MAX_BYTES, profileUpdateSchema } from '@masa/core/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPublicUser, publicUserSchema } from '../../domain/users/public-user.ts';
import { sendEmailChangeCode } from '../../domain/users/email-change-code.ts';
import { replaceUserAvatar } from '../../domain/users/replace-user-avatar.ts';
import { setAvoidedAllergens } from '../../domain/users/set-avoided-allergens.ts';
import { updateUserDetails } from '../../domain/users/update-user-details.ts';
import { refuse } from '../../lib/app-error.ts';
import { currentCustomerId } from '../../lib/current-customer.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { readImagePart, type UploadRefusals } from '../../lib/images/read-image-part.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

/**
 * Profile edit (000 §2.9, §4.5, §5.3, §7.2): details and the avatar photo; and the allergens
 * the diner avoids (issue 21 §5).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/updatedetails',
    {
      preHandler: [app.requireCustomer, ...app.rateLimits.emailCodeTries],
      schema: {
        tags,
        security,
        summary:
          'Update name, e-mail, phone and address; absent fields stay, an address replaces the whole address',
        body: profileUpdateSchema.partial().extend({
          currentPassword: z
            .string()
            .max(200)
            .optional()
            .describe('Required to change the e-mail of an account that has a password'),
          emailCode: z
            .string()
            .max(20)
            .optional()
            .describe(
              'Required to change the e-mail of an account without a password (Google, Apple): the code POST /users/email-change-code sent to its current address',
            ),
        }),
        response: { 200: envelope(publicUserSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { currentPassword, emailCode, ...changes } = request.body;
      const { user, endedSessions } = await updateUserDetails({
        db: app.db,
        config: app.config,
        userId: currentCustomerId(request),
        sessionId: request.principal?.sessionId,
        changes,
        currentPassword,
        emailCode,
        language: requestLanguage(request.headers['accept-language']),
      });
      app.sessions.end(endedSessions);
      return ok(toPublicUser(user), sayTo(request, 'answer.auth.profileUpdated'));
    },
  );

  app.post(
    '/email-change-code',
    {
      preHandler: [app.requireCustomer, ...app.rateLimits.emailChangeCode],
      schema: {
        tags,
        security,
        summary:
          'E-mail a code to the current address of an account without a password, to confirm changing it to `email` (issue 28, ADR 051)',
        body: profileUpdateSchema.pick({ email: true }),
        response: {
          200: envelope(z.object({ sent: z.literal(true) })),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      await sendEmailChangeCode({
        db: app.db,
        config: app.config,
        userId: currentCustomerId(request),
        newEmail: request.body.email,
        language: requestLanguage(request.headers['accept-language']),
      });
      return ok({ sent: true as const }, sayTo(request, 'answer.auth.emailCodeSent'));
    },
  );

  app.put(
    '/allergens',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          'Save the allergens the diner avoids (issue 21 §5, ADR 045): codes of the fixed list, the whole choice at once',
        body: avoidedAllergensBody,
        response: { 200: envelope(publicUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await setAvoidedAllergens({
        db: app.db,
        userId: currentCustomerId(request),
        avoidedAllergens: request.body.avoidedAllergens,
      });
      return ok(toPublicUser(user), sayTo(request, 'answer.auth.allergensSaved'));
    },
  );

  app.post(
    '/avatar',
    {
      preHandler: [app.requireCustomer, ...app.rateLimits.uploads],
      schema: {
        tags,
        security,
        summary:
          'Upload the profile photo: multipart field `avatar`, JPEG, PNG or GIF by content, at most 2 MB; stored as WebP ≤ 512×512',
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(z.object({ avatar: z.string(), user: publicUserSchema })),
          ...errorResponses(400, 401, 403, 413, 429, 503),
        },
      },
    },
    async (request) => {
      const userId = currentCustomerId(request);
      const bytes = await readImagePart(request, {
        field: 'avatar',
        maxBytes: AVATAR_MAX_BYTES,
        refusals: AVATAR_REFUSALS,
      });
      const user = await replaceUserAvatar({ db: app.db, config: app.config, userId, bytes });
      return ok(
        { avatar: user.avatar ?? '', user: toPublicUser(user) },
        sayTo(request, 'answer.auth.avatarUpdated'),
      );
    },
  );
};

/** The avatar part's refusals: too large → 413 with the message of 000 §5.3, broken → 400. */
const AVATAR_REFUSALS: UploadRefusals = {
  missing: refuse(400, 'AVATAR_MISSING'),
  tooLarge: refuse(413, 'AVATAR_TOO_LARGE'),
  unreadable: refuse(400, 'AVATAR_UNREADABLE'),
};
