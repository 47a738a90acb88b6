import { z } from 'zod';

export const STAFF_ROLES = ['owner', 'manager', 'waiter', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What POST /staff/login answers in `data`. */
export const staffSessionSchema = z.object({
  token: z.string().describe('Access token (JWT, typ staff), sent as `Authorization: Bearer …`'),
  refreshToken: z
    .string()
    .optional()
    .describe(
      'Opaque refresh token for POST /api/auth/refresh-token (the same as customers). Absent for the staff app (X-App-Type: staff): it gets it as an HttpOnly cookie (ADR 016).',
    ),
  staff: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    businessId: z.string(),
    businessName: z.string(),
  }),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
