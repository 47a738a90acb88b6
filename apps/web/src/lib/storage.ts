/**
 * Typed access to every browser-storage key of the app (000 §3.2, 001 §3). Nothing else
 * touches localStorage directly. Unreadable JSON reads as empty; a blocked storage (private
 * mode) reads as empty and ignores writes.
 */
export const STORAGE_KEYS = {
  token: 'auth_token',
  /** Where the refresh token was kept before it moved into an HttpOnly cookie (ADR 016). */
  legacyRefreshToken: 'refresh_token',
  user: 'user_data',
  socialToken: 'authToken',
  socialUser: 'user',
  businessId: 'business_id',
  businessIdAlias: 'businessId',
  currentBusinessId: 'currentBusinessId',
  tableId: 'table_id',
  /** The access token of table_id, read from its printed QR code (ADR 015), until it is joined. */
  tableToken: 'table_token',
  /** The sitting of table_id this phone joined and its key (ADR 042). */
  tableSitting: 'table_sitting',
  lastBusinessId: 'lastBusinessId',
  lastScanTime: 'lastScanTime',
  sessionCleared: 'sessionCleared',
  sessionClearedAt: 'sessionClearedAt',
  /** 'true' when the session was cleared because the bill was paid (home's 'Ödemeniz Tamamlandı'). */
  paymentCompleted: 'paymentCompleted',
  activeOrderId: 'activeOrderId',
  cart: 'cart',
  /** Lines added to a table's shared cart while offline, not sent yet (issue 30). */
  sharedCartWaiting: 'shared_cart_waiting',
  personCount: 'sessionPersonCount',
  /** Profile-area mock data (000 §3.6), on this device only: masked cards, preferences. */
  savedCards: 'savedCards',
  notificationPreferences: 'notificationPreferences',
  /** 001 §3 feedback-given flags per order: order id → rated targets ('business:id'…). */
  feedbackGiven: 'feedbackGiven',
  /** The product cards' favourite hearts (001 §2), the user's favoriteProducts (000 §3.1), on this device. */
  favoriteProducts: 'favoriteProducts',
  /** The allergens a visitor or guest avoids, and whether the menu hides their dishes (ADR 045). */
  avoidedAllergens: 'avoidedAllergens',
  hideAllergenDishes: 'hideAllergenDishes',
} as const;

/** Window event fired whenever a new access token is stored (000 §3.2 'token refreshed'). */
export const TOKEN_REFRESHED_EVENT = 'token refreshed';
export const TOKEN_CACHE_MS = 5000;

/** The signed-in user as kept in user_data; issue 3 narrows it with the core user schema. */
export type StoredUser = {
  id?: string;
  _id?: string;
  name?: string;
  email?: string;
  phone?: string;
  role?: string;
  userType?: string;
  avatar?: string;
  [key: string]: unknown;
};

const BUSINESS_KEYS = [
  STORAGE_KEYS.businessId,
  STORAGE_KEYS.businessIdAlias,
  STORAGE_KEYS.currentBusinessId,
] as const;
const LEGACY_DEMO_ID = /^rest[1-4]$/;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working from memory.
  }
}

function readJson(key: string): unknown {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let tokenCache: { value: string | null; at: number } | null = null;

export const storage = {
  /** Access token, cached in memory for 5 s; the social sign-in key is read as a fallback. */
  getToken(): string | null {
    const now = Date.now();
    if (tokenCache && now - tokenCache.at < TOKEN_CACHE_MS) return tokenCache.value;
    const value = read(STORAGE_KEYS.token) ?? read(STORAGE_KEYS.socialToken);
    tokenCache = { value, at: now };
    return value;
  },
  setToken(token: string): void {
    write(STORAGE_KEYS.token, token);
    tokenCache = { value: token, at: Date.now() };
    window.dispatchEvent(new CustomEvent(TOKEN_REFRESHED_EVENT, { detail: { token } }));
  },
  /**
   * A refresh token an earlier version of the app kept here, removed as it is read: the next
   * refresh sends it once and the server moves it into the cookie (ADR 016).
   */
  takeLegacyRefreshToken(): string | null {
    const token = read(STORAGE_KEYS.legacyRefreshToken);
    if (token !== null) write(STORAGE_KEYS.legacyRefreshToken, null);
    return token;
  },

  getUser(): StoredUser | null {
    const user = readJson(STORAGE_KEYS.user) ?? readJson(STORAGE_KEYS.socialUser);
    return isObject(user) ? (user as StoredUser) : null;
  },
  setUser: (user: StoredUser): void => write(STORAGE_KEYS.user, JSON.stringify(user)),
  /** 000 §3.2: a social sign-in also keeps the token as authToken and the user as user. */
  setSocialSession(token: string, user: StoredUser): void {
    write(STORAGE_KEYS.socialToken, token);
    write(STORAGE_KEYS.socialUser, JSON.stringify(user));
  },
  /** Raw profile mock data; the profile feature validates its shape. */
  getProfileMock: (key: 'savedCards' | 'notificationPreferences'): unknown =>
    readJson(STORAGE_KEYS[key]),
  setProfileMock: (key: 'savedCards' | 'notificationPreferences', value: unknown): void =>
    write(STORAGE_KEYS[key], JSON.stringify(value)),

  /** Removes tokens and user, including the keys a social sign-in writes. */
  clearAuth(): void {
    for (const key of [
      'token',
      'legacyRefreshToken',
      'user',
      'socialToken',
      'socialUser',
    ] as const) {
      write(STORAGE_KEYS[key], null);
    }
    tokenCache = null;
  },

  getBusinessId(): string | null {
    for (const key of BUSINESS_KEYS) {
      const value = read(key);
      if (value && !LEGACY_DEMO_ID.test(value)) return value;
    }
    return null;
  },
  /** Writes business_id, businessId and currentBusinessId together; null removes all three. */
  setBusinessId(id: string | null): void {
    for (const key of BUSINESS_KEYS) write(key, id);
  },
  getTableId: (): string | null => read(STORAGE_KEYS.tableId),
  /** A different table (or none) drops the stored table token and sitting: the old table's. */
  setTableId(id: string | null): void {
    if (id !== read(STORAGE_KEYS.tableId)) {
      write(STORAGE_KEYS.tableToken, null);
      write(STORAGE_KEYS.tableSitting, null);
    }
    write(STORAGE_KEYS.tableId, id);
  },
  getTableToken: (): string | null => read(STORAGE_KEYS.tableToken),
  setTableToken: (token: string | null): void => write(STORAGE_KEYS.tableToken, token),
  /** Raw stored sitting; lib/table-sitting.ts validates its shape. */
  getTableSitting: (): unknown => readJson(STORAGE_KEYS.tableSitting),
  setTableSitting: (sitting: unknown): void =>
    write(STORAGE_KEYS.tableSitting, sitting === null ? null : JSON.stringify(sitting)),

  getLastScan(): { businessId: string | null; time: string | null } {
    return { businessId: read(STORAGE_KEYS.lastBusinessId), time: read(STORAGE_KEYS.lastScanTime) };
  },
  setLastScan(businessId: string, time: Date = new Date()): void {
    write(STORAGE_KEYS.lastBusinessId, businessId);
    write(STORAGE_KEYS.lastScanTime, time.toISOString());
  },

  getSessionCleared(): { cleared: boolean; at: string | null } {
    return {
      cleared: read(STORAGE_KEYS.sessionCleared) === 'true',
      at: read(STORAGE_KEYS.sessionClearedAt),
    };
  },
  /** true marks the table session as cleared now; false removes the flag and its time. */
  setSessionCleared(cleared: boolean, at: Date = new Date()): void {
    write(STORAGE_KEYS.sessionCleared, cleared ? 'true' : null);
    write(STORAGE_KEYS.sessionClearedAt, cleared ? at.toISOString() : null);
  },
  /**
   * Set with setSessionCleared(true) by the payment flow when it clears the session after
   * payment (001 §4); removed by a new scan. Home shows 'Ödemeniz Tamamlandı' while both hold.
   */
  getPaymentCompleted: (): boolean => read(STORAGE_KEYS.paymentCompleted) === 'true',
  setPaymentCompleted: (done: boolean): void =>
    write(STORAGE_KEYS.paymentCompleted, done ? 'true' : null),

  getActiveOrderId: (): string | null => read(STORAGE_KEYS.activeOrderId),
  setActiveOrderId: (id: string | null): void => write(STORAGE_KEYS.activeOrderId, id),

  /** Raw cart lines; the cart feature validates their shape. */
  getCart(): unknown[] {
    const cart = readJson(STORAGE_KEYS.cart);
    return Array.isArray(cart) ? cart : [];
  },
  setCart: (items: readonly unknown[] | null): void =>
    write(STORAGE_KEYS.cart, items === null ? null : JSON.stringify(items)),
  /** Raw waiting lines of a shared cart; lib/cart/waiting-lines.ts validates their shape. */
  getSharedCartWaiting(): unknown[] {
    const lines = readJson(STORAGE_KEYS.sharedCartWaiting);
    return Array.isArray(lines) ? lines : [];
  },
  setSharedCartWaiting: (lines: readonly unknown[]): void =>
    write(STORAGE_KEYS.sharedCartWaiting, lines.length === 0 ? null : JSON.stringify(lines)),

  getPersonCount(): number {
    const count = Number(read(STORAGE_KEYS.personCount));
    return Number.isInteger(count) && count >= 1 ? count : 1;
  },
  setPersonCount: (count: number): void => write(STORAGE_KEYS.personCount, String(count)),

  /** Raw feedback-given markers; the feedback feature validates their shape. */
  getFeedbackGiven: (): unknown => readJson(STORAGE_KEYS.feedbackGiven),
  setFeedbackGiven: (value: unknown): void =>
    write(STORAGE_KEYS.feedbackGiven, JSON.stringify(value)),

  /** Product ids marked with the card's heart, on this device only. */
  getFavoriteProducts(): string[] {
    const ids = readJson(STORAGE_KEYS.favoriteProducts);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  },
  setFavoriteProducts: (ids: readonly string[]): void =>
    write(STORAGE_KEYS.favoriteProducts, JSON.stringify(ids)),

  /** Raw allergen codes avoided on this device; lib/allergens keeps only known codes. */
  getAvoidedAllergens: (): unknown => readJson(STORAGE_KEYS.avoidedAllergens),
  setAvoidedAllergens: (codes: readonly string[]): void =>
    write(STORAGE_KEYS.avoidedAllergens, JSON.stringify(codes)),
  getHideAllergenDishes: (): boolean => read(STORAGE_KEYS.hideAllergenDishes) === 'true',
  setHideAllergenDishes: (hide: boolean): void =>
    write(STORAGE_KEYS.hideAllergenDishes, hide ? 'true' : null),

  /** Drops the old demo business ids rest1–rest4 (000 §3.2); called once at start-up. */
  discardLegacyDemoIds(): void {
    for (const key of [...BUSINESS_KEYS, STORAGE_KEYS.lastBusinessId]) {
      const value = read(key);
      if (value !== null && LEGACY_DEMO_ID.test(value)) write(key, null);
    }
  },
};
