import { io as connect, type Socket } from 'socket.io-client';

type Answer<T> = { success: boolean; data: T; message?: string; error?: string };

export class SimulatorHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The staff API as the simulator uses it: signs in, keeps the access token fresh (refresh
 * token, else a new sign-in), and opens the staff socket, which joins `staff:{businessId}`
 * by itself. A failed call throws SimulatorHttpError with the server's Turkish message.
 */
export class StaffClient {
  private token = '';
  private refreshToken = '';
  businessId = '';
  businessName = '';
  staffName = '';

  constructor(
    private readonly baseUrl: string,
    private readonly email: string,
    private readonly password: string,
  ) {}

  async login(): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.email, password: this.password }),
    });
    const body = (await res.json()) as Answer<{
      token: string;
      refreshToken: string;
      staff: { businessId: string; businessName: string; name: string };
    }>;
    if (!res.ok) throw new SimulatorHttpError(res.status, body.message ?? `HTTP ${res.status}`);
    this.token = body.data.token;
    this.refreshToken = body.data.refreshToken;
    this.businessId = body.data.staff.businessId;
    this.businessName = body.data.staff.businessName;
    this.staffName = body.data.staff.name;
  }

  private async refresh(): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: this.refreshToken }),
    });
    if (!res.ok) return this.login();
    const body = (await res.json()) as Answer<{ token: string; refreshToken: string }>;
    this.token = body.data.token;
    this.refreshToken = body.data.refreshToken;
  }

  async call<T>(method: string, path: string, payload?: unknown, retried = false): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api/staff${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    if (res.status === 401 && !retried) {
      await this.refresh();
      return this.call(method, path, payload, true);
    }
    const body = (await res.json()) as Answer<T>;
    if (!res.ok) throw new SimulatorHttpError(res.status, body.message ?? `HTTP ${res.status}`);
    return body.data;
  }

  /** The staff socket; `auth` is read at every (re)connect, so it carries a fresh token. */
  openSocket(): Socket {
    return connect(this.baseUrl, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: (send) => send({ token: this.token, userType: 'staff', appType: 'staff' }),
      reconnectionDelay: 500,
      reconnectionDelayMax: 10_000,
    });
  }
}
