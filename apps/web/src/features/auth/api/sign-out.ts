import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

/**
 * POST /customer-users/logout: revokes the session of this refresh token on the server. The
 * caller clears the device whatever happens here, so a failure is swallowed.
 */
export async function signOut(refreshToken: string | null): Promise<void> {
  try {
    await api.post('/customer-users/logout', refreshToken ? { refreshToken } : {}, {
      timeout: TIMEOUTS.quick,
    });
  } catch {
    // Offline or already ended: the device forgets the session anyway.
  }
}
