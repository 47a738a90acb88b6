import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxMessages, staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_STAFF_PASSWORD } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

/**
 * The demo businesses' staff on the real app (ADR 031): a member signs in, calls the staff API
 * as themselves, and reads the links the server e-mailed (the outbox holds what it sent).
 */
export async function createStaffApp() {
  const ctx = await createOrderingApp();
  const { app, db } = ctx;

  /** POST /api/staff/login: the answer as it came, for a test about signing in. */
  const staffLogin = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });

  /** The bearer header of a member who signed in. */
  const session = async (email: string, password = DEMO_STAFF_PASSWORD) => {
    const res = await staffLogin(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().data.token as string}` };
  };

  /** A call to /api/staff`url` as `who`. */
  const call = (
    who: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url: `/api/staff${url}`, headers: who, ...(payload ? { payload } : {}) });

  const idOf = async (email: string) =>
    (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.id;

  /** The token in the newest e-mail to `to`. */
  const linkTokenFor = async (to: string) => {
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
    const text = mails.at(-1)?.text ?? '';
    return decodeURIComponent(/\/staff\/\?link=([^\s]+)/.exec(text)?.[1] ?? '');
  };

  /** POST /api/staff/links/accept: sets the password an invitation or a password link asks for. */
  const accept = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/staff/links/accept', payload: { token, password } });

  return { ...ctx, staffLogin, session, call, idOf, linkTokenFor, accept };
}
