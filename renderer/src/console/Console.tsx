import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { ConsoleStatus, StationApi } from '../../../electron/ipc/contract.ts';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import { SESSION_IDLE_MS } from '../../../electron/common/limits.ts';
import { RecoverScreen } from './access/RecoverScreen.tsx';
import { RecoveryCodeScreen } from './access/RecoveryCodeScreen.tsx';
import { SetUpScreen } from './access/SetUpScreen.tsx';
import { UnlockScreen } from './access/UnlockScreen.tsx';
import { sessionCaller } from './console-api.ts';
import { consoleReducer, INITIAL_CONSOLE, inSession } from './console-machine.ts';
import { DirectorConsole } from './DirectorConsole.tsx';
import { lastKioskLanguage } from '../kiosk/last-language.ts';
import { consoleIntl, formatConsoleMessage } from './i18n/console-messages.ts';
import { useIdle } from './ui/use-idle.ts';
import { useStationLanguage } from './use-station-language.ts';
import './console.css';

/** The locked screens (PIN, set-up, recovery) give way to the kiosk after this long untouched. */
export const LOCKED_IDLE_MS = 30_000;
/**
 * An open console locks itself after this long without input: the station's session idle limit. The
 * station ends the session this long after its last request, whatever is typed: a form typed for
 * longer is refused on submit.
 */
export { SESSION_IDLE_MS };

/**
 * The director console, in the kiosk's place: PIN or first-run set-up, then the director's pages.
 * Every way out (Lock, idle, a session the station has ended) goes back to the kiosk. It speaks the
 * station's language: the kiosk's, read before the first screen and again from each overview, so a
 * language saved on the station page takes over at once.
 */
export function Console({ api, onClose }: { readonly api: StationApi; readonly onClose: () => void }) {
  const [stage, dispatch] = useReducer(consoleReducer, INITIAL_CONSOLE);
  const [stationName, setStationName] = useState('');
  const [status, setStatus] = useState<ConsoleStatus | null>(null);
  // The kiosk has just spoken the station's language and kept it: "Opening the console…" is said in
  // it before the station answers.
  const [language, setLanguage] = useState<KioskLanguage>(lastKioskLanguage);
  const intl = consoleIntl(language);
  const token = inSession(stage) ? stage.token : null;

  useEffect(() => {
    // The kiosk's state says the language without a session; a station that cannot say is read in
    // the language the kiosk last spoke rather than kept from its console.
    const language = api.kioskState().then(
      (state) => state.language,
      () => lastKioskLanguage(),
    );
    Promise.all([api.consoleStatus(), language]).then(([status, spoken]) => {
      setLanguage(spoken);
      setStationName(status.stationName);
      setStatus(status);
      dispatch({ type: 'status', status });
    }, onClose);
  }, [api, onClose]);
  // The page's own lang, which screen readers and hyphenation follow; the kiosk sets its own back.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const lock = useCallback(() => {
    if (token !== null) api.lock({ token }).catch(() => undefined);
    onClose();
  }, [api, token, onClose]);
  useIdle(token === null ? LOCKED_IDLE_MS : SESSION_IDLE_MS, lock);
  useStationLanguage(api, stage.name === 'recovery-code', setLanguage);
  const call = useMemo(() => {
    if (token === null) return null;
    const noAnswer = formatConsoleMessage(consoleIntl(language), { id: 'console.noAnswerRestart' });
    return sessionCaller(api, token, onClose, noAnswer);
  }, [api, token, onClose, language]);

  const body = () => {
    switch (stage.name) {
      case 'loading':
        return <h1>{formatConsoleMessage(intl, { id: 'console.opening' })}</h1>;
      case 'set-up':
        return (
          <SetUpScreen
            api={api}
            status={status}
            onDone={(issued, code, name) => {
              setStationName(name);
              dispatch({ type: 'code-issued', token: issued, code });
            }}
          />
        );
      case 'unlock':
        return (
          <UnlockScreen
            api={api}
            waitMs={stage.waitMs}
            onUnlocked={(issued) => dispatch({ type: 'unlocked', token: issued })}
            onForgot={() => dispatch({ type: 'forgot-pin' })}
          />
        );
      case 'recover':
        return (
          <RecoverScreen
            api={api}
            onDone={(issued, code) => dispatch({ type: 'code-issued', token: issued, code })}
            onBack={() => dispatch({ type: 'back-to-unlock' })}
          />
        );
      case 'recovery-code':
        return <RecoveryCodeScreen code={stage.code} onNoted={() => dispatch({ type: 'code-noted' })} />;
      case 'director':
        return call === null ? null : (
          <DirectorConsole
            api={api}
            call={call}
            stage={stage}
            dispatch={dispatch}
            onStationName={setStationName}
            onLanguage={setLanguage}
          />
        );
      default:
        return null;
    }
  };

  return (
    <RawIntlProvider value={intl}>
      <div className="console" data-console={stage.name} lang={language}>
        <header className="console__bar">
          <span className="console__badge">{formatConsoleMessage(intl, { id: 'console.badge' })}</span>
          <span className="console__station">{stationName}</span>
          <button type="button" className="console__leave" onClick={lock}>
            {formatConsoleMessage(intl, { id: token === null ? 'console.backToKiosk' : 'console.lock' })}
          </button>
        </header>
        <main className="console__body">{body()}</main>
      </div>
    </RawIntlProvider>
  );
}
