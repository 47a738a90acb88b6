import { useCallback, useRef, useState } from 'react';

/**
 * What the chime announces, each with its own notes so a waiter tells them apart without
 * looking: a new order (or a diner's request) rises, food ready at the pass falls in three.
 */
export type ChimeKind = 'order' | 'ready';

const NOTES: Record<ChimeKind, readonly (readonly [offset: number, frequency: number])[]> = {
  order: [
    [0, 880],
    [0.18, 1320],
  ],
  ready: [
    [0, 1568],
    [0.16, 1175],
    [0.32, 784],
  ],
};

/**
 * A short chime through Web Audio (and a buzz on phones). Browsers allow sound only after a
 * tap, so the board asks for one ("Start service"); until then `blocked` is true and the board
 * shows a banner. The same tap asks to keep the screen awake where Screen Wake Lock exists.
 */
export function useChime() {
  const context = useRef<AudioContext | null>(null);
  const [blocked, setBlocked] = useState(true);

  const start = useCallback(async () => {
    context.current ??= new AudioContext();
    await context.current.resume().catch(() => undefined);
    setBlocked(context.current.state !== 'running');
    // Not every browser has it, and a hidden tab loses it: service goes on either way.
    await navigator.wakeLock?.request('screen').catch(() => undefined);
  }, []);

  const play = useCallback((kind: ChimeKind = 'order') => {
    navigator.vibrate?.(kind === 'ready' ? [100, 60, 100] : 200);
    const audio = context.current;
    if (!audio || audio.state !== 'running') return;
    const at = audio.currentTime;
    for (const [offset, frequency] of NOTES[kind]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, at + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + offset + 0.35);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at + offset);
      oscillator.stop(at + offset + 0.4);
    }
  }, []);

  return { blocked, start, play };
}
