import { useCallback, useState } from 'react';
import type { Notice } from './Notice.tsx';

/** A console form's state around its calls to the station: the notice it shows, and whether it waits. */
export interface FormNotice {
  /** What the form last said: the station's answer, or why it did not send (NoticeLine shows it). */
  readonly notice: Notice;
  readonly setNotice: (notice: Notice) => void;
  /** True while a call runs through `whileBusy`: the form's buttons are disabled meanwhile. */
  readonly busy: boolean;
  /** Runs a call with the form busy until it settles, and gives its answer. */
  readonly whileBusy: <T>(send: () => Promise<T>) => Promise<T>;
}

/** The one declaration of a console form's notice and busy state; every form and page takes it. */
export function useFormNotice(): FormNotice {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async <T>(send: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await send();
    } finally {
      setBusy(false);
    }
  }, []);
  return { notice, setNotice, busy, whileBusy };
}
