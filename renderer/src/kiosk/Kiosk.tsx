import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { StationApi } from '../../../electron/ipc/contract.ts';
import { DEFAULT_TIMINGS, STANDARD_PLAY_LIMITS } from '../../../electron/common/limits.ts';
import { isConsoleChord, mayOpenConsole } from '../console/access/console-chord.ts';
import { isChord } from './kiosk-chord.ts';
import { INITIAL_KIOSK, isResting, kioskReducer, type KioskAction, type Screen } from './kiosk-machine.ts';
import { SiteLostError } from '../site-session.ts';
import { lastKioskLanguage, rememberKioskLanguage } from './last-language.ts';
import { KioskScreen } from './screens/KioskScreen.tsx';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';

const FAULT_RETRY_MS = 2_000;
/** How often the kiosk at rest asks the station how it stands (a list or setting the hall carried). */
const STATE_POLL_MS = 2_000;

/** The kiosk: listens to the keyboard, talks to the station, and shows one screen at a time. */
export function Kiosk({
  api,
  onOpenConsole,
}: {
  readonly api: StationApi;
  readonly onOpenConsole: () => void;
}) {
  const [kiosk, dispatch] = useReducer(kioskReducer, INITIAL_KIOSK);
  const verdictShownAt = useRef(0);
  const judgedScreen = useRef<Screen | null>(null);
  const askedScreen = useRef<Screen | null>(null);
  const { screen, station } = kiosk;

  // The language the kiosk last spoke (here, or at its last start), kept while the station cannot
  // be reached, and spoken by "Starting…" before the station answers.
  const [startLanguage] = useState(lastKioskLanguage);
  const language = useRef<KioskLanguage>(startLanguage);
  const refresh = useCallback(() => {
    api.kioskState().then(
      (state) => dispatch({ type: 'station', station: state }),
      (error: unknown) =>
        dispatch(
          lostAction(error) ?? { type: 'station', station: { ...offline, language: language.current } },
        ),
    );
  }, [api]);
  useEffect(refresh, [refresh]);

  // At rest, the kiosk asks the station how it stands every few seconds, so a list or setting the
  // hall carried in the background shows at the next challenge; during one it never asks.
  // (An unavailable screen asks on its own timer, below.)
  const resting = isResting(kiosk) && kiosk.station !== null && screen.name !== 'unavailable';
  useEffect(() => {
    if (!resting) return undefined;
    const timer = setInterval(refresh, STATE_POLL_MS);
    return () => clearInterval(timer);
  }, [resting, refresh]);

  // The director's text size scales every rem of the kiosk; the console keeps its own size.
  const textSize = station?.textSize ?? 'standard';
  useEffect(() => {
    document.documentElement.dataset['textSize'] = textSize;
    return () => {
      delete document.documentElement.dataset['textSize'];
    };
  }, [textSize]);

  // The page's language is the kiosk's, so a screen reader speaks it; it is kept for the next start.
  const kioskLanguage = station?.language ?? startLanguage;
  useEffect(() => {
    language.current = kioskLanguage;
    rememberKioskLanguage(kioskLanguage);
    document.documentElement.lang = kioskLanguage;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [kioskLanguage]);

  // What the key listener reads, updated as each screen is committed (before the browser can
  // deliver another key), so the listener is registered once and never reads a stale screen.
  const current = useRef({ screenName: screen.name, station, onOpenConsole });
  useLayoutEffect(() => {
    if (screen.name === 'verdict' && current.current.screenName !== 'verdict') {
      verdictShownAt.current = performance.now();
    }
    current.current = { screenName: screen.name, station, onOpenConsole };
  }, [screen.name, station, onOpenConsole]);

  // The keyboard is read at the window: there is no text field, so no autocomplete, spellcheck or undo.
  useEffect(() => {
    // Keys pressed while a verdict is shown, until released: held down, the system repeats them,
    // and a repeat after the verdict clears would type the next player's table number or count.
    const heldFromVerdict = new Set<string>();
    const onKeyUp = (event: KeyboardEvent) => heldFromVerdict.delete(event.code);
    const onKey = (event: KeyboardEvent) => {
      event.preventDefault();
      const { screenName, station: state, onOpenConsole: openConsole } = current.current;
      if (screenName === 'verdict') heldFromVerdict.add(event.code);
      else if (event.repeat && heldFromVerdict.has(event.code)) return;
      const verdictMinMs = state?.timings.verdictMinMs ?? DEFAULT_TIMINGS.verdictMinMs;
      const sinceVerdict = performance.now() - verdictShownAt.current;
      if (isConsoleChord(event)) {
        if (mayOpenConsole(screenName, sinceVerdict, verdictMinMs)) openConsole();
        return;
      }
      if (event.repeat && event.key === 'Tab') return;
      if (screenName === 'verdict') {
        // Only a new press clears it: a key held since the minimum display is still swallowed.
        if (sinceVerdict >= verdictMinMs && !event.repeat) dispatch({ type: 'clear' });
        return;
      }
      dispatch({
        type: 'key',
        key: event.key,
        code: event.code,
        chord: isChord(event.key, event),
      });
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);

  useEffect(() => {
    // The game at a typed table, asked once per game screen, before any word is typed. A station
    // that fails to answer only costs the game: the kiosk goes on with the "no pairings" line.
    if (screen.name !== 'game' || screen.lookup !== null || askedScreen.current === screen) return;
    askedScreen.current = screen;
    const { table } = screen;
    const settings = current.current.station?.settings;
    api.game({ table, ...(settings === undefined ? {} : { settings }) }).then(
      (lookup) => dispatch({ type: 'game', table, lookup }),
      (error: unknown) =>
        dispatch(lostAction(error) ?? { type: 'game', table, lookup: { kind: 'no-pairings' } }),
    );
  }, [api, screen]);

  useEffect(() => {
    // One judgement per Tab: an effect can run twice for one screen (React's StrictMode does so in
    // development), and each run would log another adjudication.
    if (screen.name !== 'judging' || judgedScreen.current === screen) return;
    judgedScreen.current = screen;
    const table = screen.table === undefined ? {} : { table: screen.table };
    const challenger = screen.challenger === undefined ? {} : { challenger: screen.challenger };
    // The settings the kiosk held as the challenge began (it takes no new state during one).
    const settings = current.current.station?.settings;
    const shown = settings === undefined ? {} : { settings };
    const lexicon = screen.lexicon.fingerprint;
    api.judge({ words: [...screen.words], lexicon, ...table, ...challenger, ...shown }).then(
      (response) => dispatch({ type: 'judged', response }),
      (error: unknown) =>
        dispatch(
          lostAction(error) ?? {
            type: 'judged',
            response: { ok: false, reason: 'cannot-record', message: offline.fault },
          },
        ),
    );
  }, [api, screen]);

  useEffect(() => {
    // Unavailable, the kiosk asks again, even before the station ever answered.
    if (screen.name === 'unavailable') {
      const timer = setTimeout(refresh, FAULT_RETRY_MS);
      return () => clearTimeout(timer);
    }
    if (station === null) return undefined;
    if (screen.name === 'verdict') {
      const timer = setTimeout(() => dispatch({ type: 'clear' }), station.timings.verdictClearMs);
      return () => clearTimeout(timer);
    }
    // A game shown, asked about or carried to the word count clears too: the next players never
    // find the last game on the screen.
    const atGame = screen.name === 'game' || screen.name === 'challenger';
    const carriesGame = screen.name === 'ready' && screen.lookup !== undefined;
    if (screen.name === 'entry' || screen.name === 'table' || atGame || carriesGame) {
      const timer = setTimeout(() => dispatch({ type: 'clear' }), station.timings.idleClearMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [screen, station, refresh]);

  return <KioskScreen screen={screen} station={station} language={kioskLanguage} />;
}

/**
 * A call the web station never answered, or refused for want of this page's session: the kiosk
 * says which, in its language. Null for any other failure (the station cannot record).
 */
function lostAction(error: unknown): KioskAction | null {
  return error instanceof SiteLostError ? { type: 'lost', loss: error.loss } : null;
}

const offline = {
  stationName: 'Challenge Station',
  setUp: true,
  offered: [],
  rules: STANDARD_PLAY_LIMITS,
  fault: 'This station cannot record challenges — please call the director.',
  language: 'en',
  tableEntry: false,
  pairingsHeld: false,
  askChallenger: false,
  textSize: 'standard',
  timings: DEFAULT_TIMINGS,
} as const;
