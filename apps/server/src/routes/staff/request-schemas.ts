import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';

/** Pieces shared by the staff request routes. */
export const tags = ['staff'];
export const security = [{ bearer: [] }];
export const statusList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)))
    .optional()
    .describe(`One or a comma list of: ${values.join(', ')}`);
export const limit = z.coerce.number().int().min(1).max(500).default(100);
export const idParams = z.object({ id: entityId('Geçersiz istek kimliği') });
export const failures = errorResponses(400, 401, 403, 404, 409);
