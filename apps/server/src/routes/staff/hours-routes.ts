import { openingHoursSchema } from '@masa/core/hours/opening-hours.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateOpeningHours } from '../../domain/settings/update-opening-hours.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { staffWriter } from './staff-writer.ts';
import { sayTo } from '../../i18n/say.ts';

/**
 * The business's opening hours (issue 20, docs/decisions/041-menu-codes-hours.md), set on the
 * settings screen by owners and managers: one period a weekday (or closed), Istanbul time, past
 * midnight allowed. Recorded in the audit trail with the write; then `menu:changed` so open
 * diner menus show at once whether the place is open.
 */
export const staffHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/hours',
    {
      schema: {
        tags,
        security,
        summary: "The business's weekly opening hours; orders are refused outside them",
        description:
          'Owners and managers (kitchen and waiters 403); recorded in the audit trail. Seven days, Monday first; `closes` not after `opens` runs past midnight; 00:00–24:00 is the whole day.',
        body: openingHoursSchema,
        response: { 200: envelope(openingHoursSchema), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const saved = await updateOpeningHours({ ...staffWriter(app, me), hours: request.body });
      return ok(saved, sayTo(request, 'answer.settings.hoursSaved'));
    },
  );
};
