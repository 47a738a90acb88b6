import type { BusinessStatus } from '@masa/core/hours/opening-hours.schemas';
import { useEffect } from 'react';

/** A timer a few days long would overflow; an hour's wait, then a fresh look, is plenty. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * Asks for the business's status again when it opens or closes (issue 20), so a menu left open
 * across the opening time offers ordering without a reload, and stops at closing time.
 */
export function useOpeningRefresh(status: BusinessStatus | undefined, refetch: () => void) {
  const next = status?.open ? status.closesAt : status?.opensAt;
  useEffect(() => {
    if (!next) return;
    const wait = Math.max(0, new Date(next).getTime() - Date.now()) + 1_000;
    const timer = setTimeout(refetch, Math.min(wait, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [next, refetch]);
}
