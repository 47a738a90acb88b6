import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { strongEtag } from '../../lib/etag.ts';
import { loadMenuSnapshot, type MenuSnapshot } from './load-menu-snapshot.ts';

/** The answers served from a snapshot. */
export type MenuVariant =
  | { kind: 'menu-products' }
  | { kind: 'inactive-products' }
  | { kind: 'categories' }
  | { kind: 'category-products'; categoryId: string };

/** The answer's bytes, encoded once: a 30 KB menu is not re-encoded for every diner. */
export type CachedBody = { body: Buffer; etag: string };

/** Businesses kept in memory at most; the least recently loaded one goes first. */
const MAX_BUSINESSES = 1000;

/**
 * The in-process cache of each business's serialized menu (docs/decisions/003-menu-cache.md).
 * Before serving, it reads `businesses.menu_version` (a primary-key lookup, prepared once per
 * connection), which a trigger bumps on every product or category write from any process.
 * Concurrent requests for one business share one version read and one reload.
 */
class MenuCache {
  private readonly snapshots = new Map<string, MenuSnapshot>();
  private readonly versionReads = new Map<string, Promise<number | undefined>>();
  private readonly loads = new Map<string, Promise<MenuSnapshot>>();

  constructor(private readonly db: Db) {}

  /** The business's current menu, or undefined when the business does not exist. */
  async snapshot(businessId: string): Promise<MenuSnapshot | undefined> {
    const version = await this.readVersion(businessId);
    if (version === undefined) {
      this.snapshots.delete(businessId);
      return undefined;
    }
    const cached = this.snapshots.get(businessId);
    if (cached && cached.version >= version) return cached;
    return this.load(businessId, version);
  }

  /** A serialized `{ success: true, data }` answer and its strong ETag. */
  async body(businessId: string, variant: MenuVariant): Promise<CachedBody | undefined> {
    const snapshot = await this.snapshot(businessId);
    if (!snapshot) return undefined;
    const name = variant.kind === 'category-products' ? `c:${variant.categoryId}` : variant.kind;
    let cached = snapshot.bodies.get(name);
    if (!cached) {
      const body = Buffer.from(JSON.stringify(ok(select(snapshot, variant))));
      cached = { body, etag: strongEtag(body) };
      snapshot.bodies.set(name, cached);
    }
    return cached;
  }

  private readVersion(businessId: string): Promise<number | undefined> {
    let read = this.versionReads.get(businessId);
    if (!read) {
      read = this.db.$client
        .query<{ v: number }>({
          name: 'menu_version',
          text: 'select menu_version as v from businesses where id = $1',
          values: [businessId],
        })
        .then((result) => result.rows[0]?.v)
        .finally(() => this.versionReads.delete(businessId));
      this.versionReads.set(businessId, read);
    }
    return read;
  }

  private load(businessId: string, version: number): Promise<MenuSnapshot> {
    const key = `${businessId}@${version}`;
    let loading = this.loads.get(key);
    if (!loading) {
      loading = loadMenuSnapshot({ db: this.db, businessId, version })
        .then((snapshot) => {
          const current = this.snapshots.get(businessId);
          if (current && current.version > snapshot.version) return snapshot; // a newer load won
          this.snapshots.delete(businessId); // re-inserted last: the map's order is load order
          this.snapshots.set(businessId, snapshot);
          if (this.snapshots.size > MAX_BUSINESSES) {
            const oldest = this.snapshots.keys().next().value;
            if (oldest !== undefined) this.snapshots.delete(oldest);
          }
          return snapshot;
        })
        .finally(() => this.loads.delete(key));
      this.loads.set(key, loading);
    }
    return loading;
  }
}

function select(snapshot: MenuSnapshot, variant: MenuVariant) {
  switch (variant.kind) {
    case 'menu-products':
      return snapshot.menuProducts;
    case 'inactive-products':
      return snapshot.allProducts.filter((p) => !p.isActive);
    case 'categories':
      return snapshot.categories;
    case 'category-products':
      return snapshot.menuProducts.filter((p) => p.categoryId === variant.categoryId);
  }
}

const caches = new WeakMap<Db, MenuCache>();

/** The menu cache of a database handle: one per app (tests build one app per database). */
export function getMenuCache(db: Db): MenuCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MenuCache(db);
    caches.set(db, cache);
  }
  return cache;
}
