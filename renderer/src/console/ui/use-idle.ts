import { useEffect, useRef } from 'react';

const ACTIVITY = ['keydown', 'pointerdown', 'input', 'wheel'] as const;

/** Calls `onIdle` once no key, click or typing has reached the page for `ms`. */
export function useIdle(ms: number, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);
  useEffect(() => {
    let timer = setTimeout(() => latest.current(), ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), ms);
    };
    for (const type of ACTIVITY) window.addEventListener(type, restart, true);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, restart, true);
    };
  }, [ms]);
}
