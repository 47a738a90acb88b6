import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

export type TestSession = {
  token: string;
  refreshToken: string;
  user: { id: string; name: string; email: string; inviteCode: string; loyaltyPoints: number };
};

/** An address nobody else in this run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A valid registration payload (000 §3.3) for `email`. */
export function registrationPayload(email: string, name = 'Deneme Kullanıcı') {
  return {
    name,
    email,
    password: 'gizli123',
    phone: '0532 123 4567',
    birthDate: '1994-05-17',
    address: 'Moda Caddesi No 12',
    city: 'İstanbul',
    zipCode: '34710',
  };
}

/** Registers through the API (no login attempt is spent) and returns the session. */
export async function registerByApi(
  request: APIRequestContext,
  email = uniqueEmail('api'),
  name?: string,
): Promise<TestSession> {
  const response = await request.post('/api/customer-users/register', {
    data: registrationPayload(email, name),
  });
  if (response.status() !== 201)
    throw new Error(`register: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: TestSession }).data;
}

/** Rotates a refresh token through the API; returns the new pair. */
export async function refreshByApi(request: APIRequestContext, refreshToken: string) {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  return { status: response.status(), body: (await response.json()) as { data?: TestSession } };
}

/** Puts a session into the app's storage (000 §3.2), as a sign-in would leave it. */
export async function storeSession(
  page: Page,
  session: { token: string; refreshToken: string; user: object },
): Promise<void> {
  await page.goto('/customerapp/');
  await page.evaluate((s) => {
    localStorage.setItem('auth_token', s.token);
    localStorage.setItem('refresh_token', s.refreshToken);
    localStorage.setItem('user_data', JSON.stringify(s.user));
  }, session);
}

/** The newest link to `path` in the development outbox sent to `to`. */
export async function outboxLink(request: APIRequestContext, to: string, path: string) {
  const response = await request.get('/api/dev/outbox.json');
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  for (const message of data) {
    if (message.to.toLowerCase() !== to.toLowerCase()) continue;
    const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
    if (link) return link;
  }
  throw new Error(`no ${path} link for ${to} in the outbox`);
}

/** A real PNG of the given size, as a phone's photo picker would hand over. */
export async function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e91e63' } })
    .png()
    .toBuffer();
}
