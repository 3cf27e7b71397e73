import { useEffect } from 'react';
import type { StationApi } from '../../../electron/ipc/contract.ts';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';

/** How often a console screen that no overview refreshes asks the station for its language. */
export const LANGUAGE_POLL_MS = 1_000;

/**
 * While `watching`, asks the station for its language every {@link LANGUAGE_POLL_MS} and passes it
 * on. The recovery code after "Join a hall" is shown the moment the station joins, and the hall's
 * language arrives from its hub a moment later: the screen must follow it, and no overview (which
 * keeps the director's pages in the station's language) is read until the code is noted.
 */
export function useStationLanguage(
  api: StationApi,
  watching: boolean,
  onLanguage: (language: KioskLanguage) => void,
): void {
  useEffect(() => {
    if (!watching) return undefined;
    const read = () => {
      api.kioskState().then(
        (state) => onLanguage(state.language),
        () => undefined,
      );
    };
    read();
    const timer = setInterval(read, LANGUAGE_POLL_MS);
    return () => clearInterval(timer);
  }, [api, watching, onLanguage]);
}
