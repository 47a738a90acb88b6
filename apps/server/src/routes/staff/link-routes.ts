import { acceptStaffLinkBody } from '@masa/core/staff/staff-members.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptStaffLink } from '../../domain/staff/members/accept-staff-link.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

/**
 * POST /staff/links/accept: the person who opened an invitation or password link sets their
 * password (no sign-in needed: the single-use link is the proof). Public, as /login is.
 */
export const staffLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/links/accept',
    {
      preHandler: app.rateLimits.passwordLinks,
      schema: {
        tags,
        summary: 'Set a staff password from an invitation or password link',
        description:
          'An invitation creates the account with its role; a password link sets the password and ends the sessions of the account. A used, expired or unknown link answers 400 "Bağlantı geçersiz veya süresi dolmuş"; an e-mail that got an account meanwhile 409.',
        body: acceptStaffLinkBody,
        response: {
          200: envelope(z.object({ email: z.string() })),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request) => {
      const { email, ended } = await acceptStaffLink({ db: app.db, ...request.body });
      app.sessions.end(ended);
      return ok({ email }, sayTo(request, 'answer.staff.linkAccepted'));
    },
  );
};
