import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { strongEtag } from '../../lib/etag.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { loadMenuSnapshot, type MenuSnapshot, type MenuView } from './load-menu-snapshot.ts';
import { listenForMenuVersions } from './menu-version-listener.ts';

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
/** Versions heard of, at most, before they are all forgotten and every menu checked again. */
const MAX_HEARD = 10_000;

/** A version read, with the listening period it started in (undefined: not listening). */
type VersionRead = { version: number | undefined; period: number | undefined };

/**
 * The in-process cache of each business's serialized menu (docs/decisions/003-menu-cache.md).
 * `businesses.menu_version` is bumped by a trigger on every product or category write from any
 * process, and each bump is announced with NOTIFY after commit (the outbox relay sends it,
 * ADR 096). While this process LISTENs, a menu checked against the database since LISTEN began
 * is served as it is until a newer version is heard of; while it does not (no `follow`, a lost connection), every read checks the version
 * first (a primary-key lookup, prepared once per connection). Concurrent requests for one
 * business share one version read and one reload.
 */
class MenuCache {
  private readonly snapshots = new Map<string, MenuSnapshot>();
  private readonly versionReads = new Map<string, Promise<VersionRead>>();
  private readonly loads = new Map<string, Promise<MenuSnapshot>>();
  /** Numbered periods of uninterrupted LISTEN; the current one, or undefined between them. */
  private listening: number | undefined;
  private periods = 0;
  /** The newest version heard of per business in the current period (deleted: Infinity). */
  private readonly heard = new Map<string, number>();
  private followers = 0;
  private listener: { close(): Promise<void> } | undefined;

  constructor(private readonly db: Db) {}

  /**
   * LISTEN for menu versions on a connection of its own until the returned function is called
   * (one connection however many apps share this database handle).
   */
  follow(): () => Promise<void> {
    this.followers += 1;
    this.listener ??= listenForMenuVersions(this.db.$client.options, {
      listening: () => this.beginPeriod(),
      lost: () => {
        this.listening = undefined;
      },
      version: (businessId, version) => this.hear(businessId, version ?? Infinity),
    });
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      this.followers -= 1;
      if (this.followers > 0 || !this.listener) return;
      const listener = this.listener;
      this.listener = undefined;
      await listener.close();
    };
  }

  /**
   * A write of this process changed a business's menu and committed: the next read asks the
   * database rather than wait for the NOTIFY. A new period, so that a version read already on
   * its way (it may have started before the commit) cannot vouch for a menu either.
   */
  recheck(): void {
    if (this.listening !== undefined) this.beginPeriod();
  }

  /** The business's current menu, or undefined when the business does not exist. */
  async snapshot(businessId: string): Promise<MenuSnapshot | undefined> {
    const cached = this.snapshots.get(businessId);
    if (cached && this.isCurrent(cached)) return cached;
    const read = await this.readVersion(businessId);
    if (read.version === undefined) {
      this.snapshots.delete(businessId);
      return undefined;
    }
    const known = this.snapshots.get(businessId);
    const snapshot =
      known && known.version >= read.version ? known : await this.load(businessId, read.version);
    // Checked against the database after LISTEN began: any later change will be heard of.
    if (read.period !== undefined && read.period === this.listening)
      snapshot.checkedIn = read.period;
    return snapshot;
  }

  /** A serialized `{ success: true, data }` answer in a language and its strong ETag. */
  async body(
    businessId: string,
    variant: MenuVariant,
    language: RequestLanguage = 'tr',
  ): Promise<CachedBody | undefined> {
    const snapshot = await this.snapshot(businessId);
    if (!snapshot) return undefined;
    const name = bodyName(variant, language);
    let cached = snapshot.bodies.get(name);
    if (!cached) {
      const body = Buffer.from(JSON.stringify(ok(select(snapshot.views[language], variant))));
      cached = { body, etag: strongEtag(body) };
      snapshot.bodies.set(name, cached);
    }
    return cached;
  }

  /**
   * The answer `body()` would give, when it can be given without any I/O: the menu is held,
   * known current (checked since LISTEN began, nothing newer heard of) and this answer was
   * already serialized. Otherwise undefined, and the caller goes the way of `body()`.
   */
  currentBody(
    businessId: string,
    variant: MenuVariant,
    language: RequestLanguage = 'tr',
  ): CachedBody | undefined {
    const snapshot = this.snapshots.get(businessId);
    if (!snapshot || !this.isCurrent(snapshot)) return undefined;
    return snapshot.bodies.get(bodyName(variant, language));
  }

  private isCurrent(snapshot: MenuSnapshot): boolean {
    return (
      this.listening !== undefined &&
      snapshot.checkedIn === this.listening &&
      snapshot.version >= (this.heard.get(snapshot.businessId) ?? 0)
    );
  }

  private beginPeriod() {
    this.periods += 1;
    this.listening = this.periods;
    this.heard.clear();
  }

  private hear(businessId: string, version: number) {
    if (this.listening === undefined) return;
    // Forgetting what was heard is safe only with a new period: every menu is checked again.
    if (this.heard.size >= MAX_HEARD && !this.heard.has(businessId)) this.beginPeriod();
    this.heard.set(businessId, Math.max(version, this.heard.get(businessId) ?? 0));
  }

  private readVersion(businessId: string): Promise<VersionRead> {
    let read = this.versionReads.get(businessId);
    if (!read) {
      const period = this.listening;
      read = this.db.$client
        .query<{ v: number }>({
          name: 'menu_version',
          text: 'select menu_version as v from businesses where id = $1',
          values: [businessId],
        })
        .then((result) => ({ version: result.rows[0]?.v, period }))
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

/** An answer's key: its language and variant (the menu cache keys by language, ADR 046). */
const bodyName = (variant: MenuVariant, language: RequestLanguage) =>
  `${language}:${variant.kind === 'category-products' ? `c:${variant.categoryId}` : variant.kind}`;

function select(snapshot: MenuView, variant: MenuVariant) {
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
