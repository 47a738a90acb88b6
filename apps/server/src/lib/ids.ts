import { randomBytes, randomInt } from 'node:crypto';

/** Entity ids: 24 lowercase hex characters, like a MongoDB ObjectId (000 §3.5). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Table ids: 'table-' plus letters and digits only, which the QR rules of 000 §5.4 rely on. */
export const TABLE_ID_PATTERN = /^table-[A-Za-z0-9]+$/;

/**
 * A new entity id: 4 bytes of seconds since the epoch, then 8 random bytes, in hex. The time
 * prefix keeps ids roughly in creation order (friendly to B-tree indexes); 64 random bits make
 * collisions within one second negligible.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000);
  return seconds.toString(16).padStart(8, '0').slice(-8) + randomBytes(8).toString('hex');
}

const TABLE_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new table id, 'table-' plus 10 lowercase letters and digits (about 52 bits), unique across
 * businesses (the primary key enforces it). Shorter than 24 characters on purpose: 001 §5 tells
 * an order id from a table id by length.
 */
export function newTableId(): string {
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += TABLE_ID_ALPHABET[randomInt(TABLE_ID_ALPHABET.length)];
  return `table-${suffix}`;
}
