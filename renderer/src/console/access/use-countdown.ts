import { useCallback, useEffect, useRef, useState } from 'react';

/** A wait counting down to zero (the PIN back-off), in whole seconds left; `start` begins a new one. */
export function useCountdown(): { readonly secondsLeft: number; readonly start: (ms: number) => void } {
  const [leftMs, setLeftMs] = useState(0);
  const until = useRef(0);
  const start = useCallback((ms: number) => {
    until.current = performance.now() + ms;
    setLeftMs(Math.max(0, ms));
  }, []);
  useEffect(() => {
    if (leftMs <= 0) return undefined;
    const timer = setTimeout(
      () => setLeftMs(Math.max(0, until.current - performance.now())),
      Math.min(250, leftMs),
    );
    return () => clearTimeout(timer);
  }, [leftMs]);
  return { secondsLeft: Math.ceil(leftMs / 1000), start };
}
