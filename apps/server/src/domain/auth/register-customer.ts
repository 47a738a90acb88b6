import type { RegistrationPayload } from '@masa/core/auth/auth.schemas';
import { DEFAULT_COUNTRY } from '@masa/core/auth/auth.schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { hashPassword } from '../../lib/password.ts';
import { createUser } from '../users/create-user.ts';
import { issueSession, type Session } from './issue-session.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

/**
 * Registration (000 §3.3, validated by the core schema of §5.2): creates the customer, credits
 * the inviter when an invite code came along, sends the address-verification link and signs
 * the newcomer in. The address of the form becomes the street of the address object; what the
 * short sign-up did not ask (ADR 080) stays empty until the profile fills it.
 */
export async function registerCustomer({
  db,
  config,
  payload,
  userAgent,
  language = 'tr',
  now,
}: {
  db: Db;
  config: Config;
  payload: RegistrationPayload;
  userAgent?: string | undefined;
  /** The request's language: the verification e-mail's (ADR 046). */
  language?: RequestLanguage;
  now: Date;
}): Promise<Session> {
  const user = await createUser({
    db,
    inviteCode: payload.inviteCode,
    values: {
      name: payload.name,
      email: payload.email,
      passwordHash: await hashPassword(payload.password),
      phone: payload.phone ?? null,
      birthDate: payload.birthDate?.slice(0, 10) ?? null,
      // NOTE: the short sign-up (ADR 080) leaves these to the profile: no address, not an empty one.
      address:
        payload.address || payload.city || payload.zipCode
          ? {
              street: payload.address ?? '',
              city: payload.city ?? '',
              state: '',
              zipCode: payload.zipCode ?? '',
              country: DEFAULT_COUNTRY,
            }
          : null,
    },
  });
  await sendVerificationEmail({
    db,
    config,
    user: { id: user.id, name: user.name, email: payload.email },
    language,
  });
  return issueSession({ db, config, user, userAgent, now });
}
