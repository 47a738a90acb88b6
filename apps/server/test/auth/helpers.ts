import type { App } from '../../src/app.ts';

type Inject = App['inject'];

let counter = 0;
/** A fresh, valid registration payload (000 §3.3); each call gets its own e-mail. */
export function registrationPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ayşe Demir',
    email: `ayse.${Date.now()}.${counter}@example.com`,
    password: 'gizli123',
    phone: '0555 123 4567',
    birthDate: '1990-05-17',
    address: 'Bağdat Caddesi No 12',
    city: 'İstanbul',
    zipCode: '34728',
    ...overrides,
  };
}

/** A different client address per call, so the per-IP login limit stays out of unrelated tests. */
let ipCounter = 0;
export const nextIp = () => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export async function register(app: { inject: Inject }, overrides: Record<string, unknown> = {}) {
  const payload = registrationPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/customer-users/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as {
    token: string;
    refreshToken: string;
    user: Record<string, unknown> & { id: string };
  };
  return { ...data, email: payload.email, password: payload.password };
}

export function login(app: { inject: Inject }, email: string, password: string, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/customer-users/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type OutboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
};

/** The development outbox, newest first, as the JSON page shows it. */
export async function readOutbox(app: { inject: Inject }): Promise<OutboxMessage[]> {
  const res = await app.inject('/api/dev/outbox.json');
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode}`);
  return res.json().data as OutboxMessage[];
}

/** The first link in the newest message to `to` that contains `pathPart`, as a person would click it. */
export async function linkFromOutbox(
  app: { inject: Inject },
  to: string,
  pathPart: string,
): Promise<URL> {
  const messages = await readOutbox(app);
  for (const message of messages.filter((m) => m.to === to)) {
    const link = message.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
    if (link) return new URL(link);
  }
  throw new Error(`no ${pathPart} link for ${to}`);
}

/**
 * Follows the verification link the outbox holds for `email`, as its owner would: a reset link
 * goes only to an address that was proved (issue 28).
 */
export async function verifyEmail(app: { inject: Inject }, email: string): Promise<void> {
  const link = await linkFromOutbox(app, email, '/verify');
  const res = await app.inject(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
}
