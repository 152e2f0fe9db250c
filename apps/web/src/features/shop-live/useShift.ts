import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * A shift at the live screen: browsers play no sound until the person taps, so the "Start shift" tap
 * creates the audio context the new-order chime plays through, and asks for a screen wake lock
 * (where the browser has one) so the tablet does not sleep between orders. A browser drops the wake
 * lock when the page is hidden; it is asked for again when the page shows.
 */

type WakeLockSentinel = { release(): Promise<void>; addEventListener(type: 'release', listener: () => void): void };
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> } };

export function useShift() {
  const [started, setStarted] = useState(false);
  const [awake, setAwake] = useState(false);
  const audio = useRef<AudioContext | null>(null);
  const lock = useRef<WakeLockSentinel | null>(null);

  const keepAwake = useCallback(async () => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!wakeLock || document.visibilityState !== 'visible') return;
    try {
      lock.current = await wakeLock.request('screen');
      setAwake(true);
      lock.current.addEventListener('release', () => setAwake(false));
    } catch {
      setAwake(false);
    }
  }, []);

  const start = useCallback(() => {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (Context) audio.current = new Context();
    setStarted(true);
    void keepAwake();
  }, [keepAwake]);

  useEffect(() => {
    if (!started) return;
    const again = () => void keepAwake();
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [started, keepAwake]);

  useEffect(
    () => () => {
      void lock.current?.release().catch(() => undefined);
      void audio.current?.close().catch(() => undefined);
    },
    [],
  );

  /** Two short tones: a new order. */
  const chime = useCallback(() => {
    const context = audio.current;
    if (!context) return;
    for (const [offset, frequency] of [
      [0, 880],
      [0.25, 1175],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.3, context.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + offset + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + offset);
      oscillator.stop(context.currentTime + offset + 0.2);
    }
  }, []);

  return { started, awake, start, chime };
}
