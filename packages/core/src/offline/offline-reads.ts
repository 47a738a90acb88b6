/**
 * What the diner app's service worker may keep for a phone that loses its connection
 * (issue 21 §6, ADR 047): the menu's reads and its photos, nothing else. Every read listed here is public:
 * the server answers it to anyone, with the same bytes whoever asks, and it names no user and
 * carries no token (apps/server/test/offline/offline-reads.test.ts asks each one without any
 * credentials and with a diner's). Orders, bills, the profile, sign-in, QR lookups and anything
 * else are never stored: they are not on these lists, so the worker leaves them to the network.
 */

/** Entity ids are 24 hexadecimal characters, table ids 'table-' and letters or digits (ids.ts). */
const ID = '[0-9a-fA-F]{24}';
const TABLE = 'table-[A-Za-z0-9]{1,64}';

/** One public read the menu or the checkout makes: its path under /api and its query, if any. */
export type OfflineRead = { name: string; path: RegExp; query?: RegExp };

export const OFFLINE_READS: readonly OfflineRead[] = [
  { name: 'menu products', path: new RegExp(`^/api/products/business/${ID}$`) },
  { name: 'menu categories', path: new RegExp(`^/api/business/${ID}/categories$`) },
  { name: 'business header', path: new RegExp(`^/api/business/${ID}$`) },
  { name: 'public settings (VAT mode)', path: new RegExp(`^/api/business/${ID}/settings$`) },
  { name: 'running campaigns', path: new RegExp(`^/api/campaigns/business/${ID}/public$`) },
  { name: 'one product', path: new RegExp(`^/api/products/${ID}$`) },
  {
    name: 'one table',
    path: new RegExp(`^/api/tables/${TABLE}$`),
    query: new RegExp(`^\\?business=${ID}$`),
  },
];

/**
 * Pictures the menu shows: product photos (demo, menu editor) and the business's logo and
 * cover. Avatars are a person's and stay out. An uploaded picture gets a new name on every
 * upload (lib/images on the server), so a name never changes its bytes.
 */
const MENU_PHOTO = /^\/uploads\/(demo|products|businesses)\/[A-Za-z0-9._-]+\.(webp|png|jpe?g)$/;

/** How long and how many: the menu's answers for a day, photos for a week, both bounded. */
export const OFFLINE_BOUNDS = {
  menu: { maxEntries: 80, maxAgeSeconds: 24 * 60 * 60 },
  photos: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
} as const;

export type OfflineKind = 'menu' | 'photo';

/**
 * Whether a same-origin GET of this path and query (`location.search` form: '' or '?…') may be
 * kept, and as what. A query the read does not expect makes it something else: not kept.
 */
export function offlineKindOf(pathname: string, search = ''): OfflineKind | null {
  if (MENU_PHOTO.test(pathname)) return search === '' ? 'photo' : null;
  const read = OFFLINE_READS.find((candidate) => candidate.path.test(pathname));
  if (!read) return null;
  const queryFits = search === '' || (read.query !== undefined && read.query.test(search));
  return queryFits ? 'menu' : null;
}

/** Request headers that name a person: an answer that varies by them is that person's. */
const PERSONAL = /\b(authorization|cookie|x-table-token|x-table-session-key|x-user-[a-z]+)\b/i;

/**
 * Whether an answer of a kept read may be stored: a success of the expected type (`application/
 * json`, `image/`) that the server did not mark as a person's (`Cache-Control: private` or
 * `no-store`, or varying by who asks). A second wall behind the lists above. An answer varying
 * by language (`Vary: Accept-Language`) may be: the Cache API matches on Vary.
 */
export function mayKeepAnswer(
  answer: { status: number; headers: { get(name: string): string | null } },
  expectedType: string,
): boolean {
  const header = (name: string) => answer.headers.get(name) ?? '';
  return (
    answer.status === 200 &&
    header('content-type').startsWith(expectedType) &&
    !/\b(private|no-store)\b/i.test(header('cache-control')) &&
    !PERSONAL.test(header('vary'))
  );
}
