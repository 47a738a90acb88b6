/**
 * The scanner's states and allowed transitions (000 §4.3): not started → scanning; scanning ⇄
 * paused; any running state → not started. Not started → paused is not allowed.
 */
export type ScannerState = 'not_started' | 'scanning' | 'paused';
export type ScannerEvent = 'start' | 'pause' | 'resume' | 'stop';

const TRANSITIONS: Record<ScannerState, Partial<Record<ScannerEvent, ScannerState>>> = {
  not_started: { start: 'scanning' },
  scanning: { pause: 'paused', stop: 'not_started' },
  paused: { resume: 'scanning', stop: 'not_started' },
};

/** The next state, or null when the event is not allowed in this state. */
export function nextScannerState(state: ScannerState, event: ScannerEvent): ScannerState | null {
  return TRANSITIONS[state][event] ?? null;
}
