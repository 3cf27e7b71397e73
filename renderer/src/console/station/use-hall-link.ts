import { useEffect, useState } from 'react';
import type { HallLinkView } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';

/** How often the Station page asks the station for its hall link's state while it is open. */
const POLL_MS = 1_500;

/**
 * The station's hall link as the Station page shows it, asked for every 1.5 s while the page is
 * open: undefined until the first answer (the page says nothing it does not know), null when the
 * station has not joined a hall. The setter takes what a join or a leave answered.
 */
export function useHallLink(
  call: SessionCall,
): readonly [HallLinkView | null | undefined, (link: HallLinkView | null) => void] {
  const [link, setLink] = useState<HallLinkView | null | undefined>(undefined);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await call('hallStatus', {});
      if (stopped) return;
      // A refused poll (the session ended) is handled by the caller; the next one tries again.
      if (result.ok) setLink(result.link);
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [call]);
  return [link, setLink];
}
