import { AUTH_MESSAGES } from '@masa/core/auth/auth-messages';
import { registrationPayloadSchema } from '@masa/core/auth/auth.schemas';
import { z } from 'zod';

/** A new password with its confirmation: the password rules of registration (000 §5.2). */
export const newPasswordSchema = registrationPayloadSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type NewPassword = z.infer<typeof newPasswordSchema>;
