import type { StaffSession } from '@masa/core/staff/staff-session.schemas';
import type { StaffLoginInput } from '@masa/core/staff/staff.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { session } from './session.ts';

type SignInInput = StaffLoginInput & { remember: boolean };

/** POST /api/staff/login, then the session starts (remembered on this device or not). */
export function useSignIn() {
  return useMutation({
    mutationFn: ({ remember, ...credentials }: SignInInput) =>
      api
        .post<StaffSession>('/staff/login', { ...credentials, remember })
        .then((s) => ({ s, remember })),
    onSuccess: ({ s, remember }) => session.start(s, remember),
  });
}
