import { useEffect, useRef } from 'react';

/** A ref whose element takes the keyboard focus when it first appears, so keyboard users start there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
