import { storage } from './storage.ts';

/** The sitting of a table this phone joined (ADR 042), as kept in storage. */
export type StoredSitting = {
  tableId: string;
  businessId: string;
  sessionId: string;
  dinerId: string;
  name: string;
  key: string;
  /** Another diner's phone is at the table (or the shared cart is in use): the cart is shared (ADR 043). */
  party: boolean;
};

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The stored sitting, if it is one and belongs to the stored table; else null. */
export function readStoredSitting(): StoredSitting | null {
  const raw = storage.getTableSitting();
  if (typeof raw !== 'object' || raw === null) return null;
  const sitting = raw as Record<string, unknown>;
  const fields = ['tableId', 'businessId', 'sessionId', 'dinerId', 'name', 'key'] as const;
  if (!fields.every((field) => isText(sitting[field]))) return null;
  if (sitting.tableId !== storage.getTableId()) return null;
  return { ...(sitting as StoredSitting), party: sitting.party === true };
}

/**
 * The staff moved the party to another table, or merged its table into another (issue 32 §3,
 * ADR 075): the same key, now of a sitting at `tableId` (another sitting after a merge). The
 * phone's table becomes that one (its printed code is not needed: the key proves the seat), so
 * the menu, the cart and every order placed from now on name the new table.
 */
export function followMovedSitting(
  sitting: StoredSitting,
  now: { tableId: string; sessionId: string },
): void {
  // setTableId drops the sitting of another table: write the table first, then the sitting.
  storage.setTableId(now.tableId);
  storage.setTableSitting({ ...sitting, ...now });
  sittingChanged();
}

/** The key request headers carry (X-Table-Session-Key), or null. */
export const storedSittingKey = (): string | null => readStoredSitting()?.key ?? null;

const listeners = new Set<() => void>();

/** Tells the screens that read the sitting (useSyncExternalStore) that it changed. */
export function sittingChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeSitting(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A value that changes whenever the stored sitting does, for useSyncExternalStore. */
export const sittingSnapshot = (): string => {
  const sitting = readStoredSitting();
  return `${sitting?.key ?? ''}|${sitting?.party ?? ''}|${storage.getTableToken() ?? ''}`;
};
