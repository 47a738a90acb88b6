/** The handshake `auth` of the app's socket (001 §7 Realtime). */
export type SocketAuth = {
  token: string | null;
  userId: string | null;
  userType: 'customer';
  appType: 'customer';
};

/** The user id of an access token: its `userId` claim, else `sub`; null when unreadable. */
export function readTokenUserId(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    for (const claim of [claims.userId, claims.sub]) {
      if (typeof claim === 'string' && claim !== '') return claim;
    }
    return null;
  } catch {
    return null;
  }
}

export function buildSocketAuth(token: string | null): SocketAuth {
  return { token, userId: readTokenUserId(token), userType: 'customer', appType: 'customer' };
}

/** What the connection does after a disconnect, by socket.io's reason (001 §4 Realtime). */
export type DisconnectPlan =
  | { kind: 'retry'; afterMs: number; switchTransports: boolean }
  | { kind: 'auto' }
  | { kind: 'none' };

/** Server-initiated: retry after 1.5 s. Transport error: switch transports, retry after 2 s. */
export function planAfterDisconnect(reason: string): DisconnectPlan {
  if (reason === 'io server disconnect') {
    return { kind: 'retry', afterMs: 1_500, switchTransports: false };
  }
  if (reason === 'transport error')
    return { kind: 'retry', afterMs: 2_000, switchTransports: true };
  if (reason === 'io client disconnect') return { kind: 'none' };
  return { kind: 'auto' };
}

export const SOCKET_TIMINGS = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 10_000,
  timeout: 30_000,
} as const;
