// A table's access token: the secret a printed QR code carries besides the table id, so that
// being at the table is proven by having seen its code, not claimed by naming its id (table
// ids are listed publicly). ADR 015.
//
// Twelve symbols of a 32-letter alphabet without 0, 1, I and O: 60 random bits, short enough
// to type from the sheet ("Masa kodu: 7KQM-R2XD-4HVB"), far too many to guess through the
// request limits. The server makes them (PostgreSQL's new_table_token()); the app only reads
// them back from a scanned text or a typed code.
import { readQrUrl } from './read-qr-url.ts';

export const TABLE_TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TABLE_TOKEN_LENGTH = 12;
/** The query parameter of a table's QR URL that carries its token. */
export const TABLE_TOKEN_PARAM = 't';

const TOKEN = new RegExp(`^[${TABLE_TOKEN_ALPHABET}]{${TABLE_TOKEN_LENGTH}}$`);

/** A token as typed or scanned (any case, dashes and spaces) in its canonical form, or null. */
export function normalizeTableToken(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return TOKEN.test(compact) ? compact : null;
}

/** The token as printed under a code: three groups of four. */
export function formatTableToken(token: string): string {
  return token.match(/.{1,4}/g)?.join('-') ?? token;
}

/** The token a scanned text carries: the `t` parameter of a table URL; null for anything else. */
export function readTableToken(scanned: string): string | null {
  const url = readQrUrl(scanned.trim());
  return url ? normalizeTableToken(url.query.get(TABLE_TOKEN_PARAM)) : null;
}
