import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import { REFRESH_PATH } from '../api/token-refresh.ts';

/**
 * Ends this device's session on the server: POST /customer-users/logout (000 §4.1, with the
 * access token) and POST /auth/refresh-token/end, which revokes the family of the refresh-token
 * cookie and clears it (ADR 016). The caller clears the device whatever happens here, so a
 * failure is swallowed.
 */
export async function signOut(): Promise<void> {
  for (const path of ['/customer-users/logout', `${REFRESH_PATH}/end`]) {
    try {
      await api.post(path, {}, { timeout: TIMEOUTS.quick });
    } catch {
      // Offline or already ended: the device forgets the session anyway.
    }
  }
}
