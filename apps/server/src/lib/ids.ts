import { randomFillSync, randomInt } from 'node:crypto';

/** Entity ids: 24 lowercase hex characters, like a MongoDB ObjectId (000 §3.5). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Table ids: 'table-' plus letters and digits only, which the QR rules of 000 §5.4 rely on. */
export const TABLE_ID_PATTERN = /^table-[A-Za-z0-9]+$/;

/** Random bytes drawn for 512 ids at a time (see newId). */
const RANDOM_BYTES_PER_ID = 8;
const randomPool = Buffer.alloc(RANDOM_BYTES_PER_ID * 512);
let poolOffset = randomPool.length;

/**
 * A new entity id: 4 bytes of seconds since the epoch, then 8 random bytes, in hex. The time
 * prefix keeps ids roughly in creation order (friendly to B-tree indexes); 64 random bits make
 * collisions within one second negligible. The random bytes come from the same CSPRNG as
 * randomBytes, drawn 512 ids' worth at a time, as crypto.randomUUID does: a call of its own
 * cost about 10 µs per id, and an order takes one per line (docs/performance.md, "The server's
 * CPU per order"). Each byte is handed out once.
 */
export function newId(): string {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  const random = randomPool.toString('hex', poolOffset, poolOffset + RANDOM_BYTES_PER_ID);
  poolOffset += RANDOM_BYTES_PER_ID;
  const seconds = Math.floor(Date.now() / 1000);
  return seconds.toString(16).padStart(8, '0').slice(-8) + random;
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
