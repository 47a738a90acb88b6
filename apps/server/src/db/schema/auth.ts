import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, belongsTo, createdAt, idColumn, oneOf } from './columns.ts';
import { AUTH_TOKEN_PURPOSES, LOGIN_ATTEMPT_OUTCOMES, TOKEN_SUBJECT_TYPES } from './enums.ts';
import { users } from './users.ts';

/**
 * Rotating refresh tokens, stored as hashes (issue 3). Each use marks the row used and issues a
 * successor in the same family. A used token presented again revokes the whole family, except
 * until `graceUntil`: then the caller gets the same successor pair back from
 * `successorCiphertext` (encrypted with a key derived from the server secret), so two tabs
 * refreshing at once both stay signed in.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    subjectType: text({ enum: TOKEN_SUBJECT_TYPES }).notNull(),
    /** A users.id or staff_accounts.id, by subjectType. */
    subjectId: text().notNull(),
    familyId: text().notNull(),
    tokenHash: text().notNull(),
    /** The family's absolute end: successors inherit it, so rotation never extends a session. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: at(),
    replacedByTokenId: text(),
    successorCiphertext: text(),
    graceUntil: at(),
    revokedAt: at(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subject_idx').on(t.subjectType, t.subjectId),
    check('refresh_tokens_subject_type_check', oneOf(t.subjectType, TOKEN_SUBJECT_TYPES)),
  ],
);

/** Single-use links sent by e-mail: address verification and password reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    purpose: text({ enum: AUTH_TOKEN_PURPOSES }).notNull(),
    tokenHash: text().notNull(),
    userId: belongsTo(() => users.id),
    /** The address a verification link was sent to (the user may change it meanwhile). */
    email: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    check('auth_tokens_purpose_check', oneOf(t.purpose, AUTH_TOKEN_PURPOSES)),
  ],
);

/** 6-digit codes sent by SMS for phone registration, stored hashed. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: idColumn(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt.desc()),
    check('phone_verifications_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * E-mail and password sign-in attempts, for the login rate limit (per account and per IP). Kept
 * in the database, not in a node's memory, so the limit holds across server processes.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: idColumn(),
    /** The e-mail as typed, lower-cased; whether or not an account has it. */
    emailKey: text().notNull(),
    ip: text().notNull(),
    outcome: text({ enum: LOGIN_ATTEMPT_OUTCOMES }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.emailKey, t.createdAt.desc()),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt.desc()),
    check('login_attempts_outcome_check', oneOf(t.outcome, LOGIN_ATTEMPT_OUTCOMES)),
  ],
);
