import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** Where a new session starts: the client that asked and the app's clock (ADR 095). */
export type SessionStart = { db: Db; config: Config; userAgent?: string | undefined; now: Date };

/** A sign-in by e-mail and password, a customer's or a staff member's, as its route hands it on. */
export type PasswordSignIn = SessionStart & { email: string; password: string; ip: string };
