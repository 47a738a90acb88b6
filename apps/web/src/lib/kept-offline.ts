/**
 * For the menu's reads that the service worker keeps (core offline/offline-reads.ts, ADR 047):
 * asked even offline, where the worker answers with the last menu it saw; without it a read
 * fails and waits for the connection as any other. A module of its own, free of side effects,
 * so that the menu's chunks importing it do not split TanStack Query out of the entry (the
 * first load's budget, ADR 029).
 */
export const KEPT_OFFLINE = { networkMode: 'offlineFirst' } as const;
