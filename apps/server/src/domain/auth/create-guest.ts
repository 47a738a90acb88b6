import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createUser } from '../users/create-user.ts';
import { issueSession, type Session } from './issue-session.ts';

export const DEFAULT_GUEST_NAME = 'Misafir';

/** A guest account (000 §6 isGuest): no e-mail, no password, a session like anyone else's. */
export async function createGuest({
  db,
  config,
  name,
  userAgent,
  now,
}: {
  db: Db;
  config: Config;
  name?: string | undefined;
  userAgent?: string | undefined;
  now: Date;
}): Promise<Session> {
  const user = await createUser({
    db,
    values: { name: name?.trim() || DEFAULT_GUEST_NAME, isGuest: true },
  });
  return issueSession({ db, config, user, userAgent, now });
}
