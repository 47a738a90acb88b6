import { useCallback, useEffect, useState } from 'react';
import { storage } from '../storage.ts';

/** 000 §3.6, §9: mock data loads after 1 s and saves in 600 ms; nothing reaches a server. */
export const MOCK_LOAD_MS = 1000;
export const MOCK_SAVE_MS = 600;

type MockKey = 'savedCards' | 'notificationPreferences';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readAll(key: MockKey): Record<string, unknown> {
  const all = storage.getProfileMock(key);
  return typeof all === 'object' && all !== null && !Array.isArray(all)
    ? (all as Record<string, unknown>)
    : {};
}

/**
 * Profile mock data of one user, kept on this device (per user, so a second account on the
 * same phone sees its own): `data` is null while the simulated load runs. `parse` turns what
 * storage holds (or undefined) into the data and must be a stable function.
 */
export function useLocalMock<T>(key: MockKey, userKey: string, parse: (raw: unknown) => T) {
  const [data, setData] = useState<T | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setData(parse(readAll(key)[userKey])), MOCK_LOAD_MS);
    return () => clearTimeout(timer);
  }, [key, userKey, parse]);

  const save = useCallback(
    async (next: T) => {
      await delay(MOCK_SAVE_MS);
      storage.setProfileMock(key, { ...readAll(key), [userKey]: next });
      setData(next);
    },
    [key, userKey],
  );

  return { data, save };
}
