import { useCallback, useRef, useState } from 'react';

/**
 * A two-note chime through Web Audio (and a buzz on phones). Browsers allow sound only after a
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

  const play = useCallback(() => {
    navigator.vibrate?.(200);
    const audio = context.current;
    if (!audio || audio.state !== 'running') return;
    const at = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
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
