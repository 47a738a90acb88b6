/**
 * 000 §4.3 rule 6: a scan less than `debounceMs` after the previous one is ignored, and so is
 * a scan while another is being processed. `enter()` says whether this scan goes ahead; the
 * caller calls `leave()` when it has finished processing it.
 */
export function createScanGate({
  debounceMs,
  now = () => Date.now(),
}: {
  debounceMs: number;
  now?: () => number;
}) {
  let lastScanAt = Number.NEGATIVE_INFINITY;
  let busy = false;
  return {
    /** `deliberate`: a code the diner typed and submitted is not a camera's repeat frame. */
    enter(deliberate = false): boolean {
      const at = now();
      if (busy || (!deliberate && at - lastScanAt < debounceMs)) return false;
      lastScanAt = at;
      busy = true;
      return true;
    },
    leave(): void {
      busy = false;
    },
  };
}

export type ScanGate = ReturnType<typeof createScanGate>;
