import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import type { KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import type { KioskState } from '../../../../electron/ipc/contract.ts';
import { CONSOLE_CHORD } from '../../console/access/console-chord.ts';
import { formatKioskMessage, kioskIntl } from '../i18n/kiosk-messages.ts';
import type { Screen } from '../kiosk-machine.ts';
import { EntryScreen } from './EntryScreen.tsx';
import { ChallengerScreen, GameLines, GameScreen } from './GameScreen.tsx';
import { LexiconBadge } from './LexiconBadge.tsx';
import { TableScreen } from './TableScreen.tsx';
import { VerdictAnnouncer } from './VerdictAnnouncer.tsx';
import { VerdictScreen } from './VerdictScreen.tsx';

/**
 * Picks the screen to draw, in the station's kiosk language (its `lang` on the root, so screen
 * readers speak it); every screen has the station name at the top.
 */
export function KioskScreen({
  screen,
  station,
  language,
}: {
  readonly screen: Screen;
  readonly station: KioskState | null;
  /** The station's language, or before it answers the one the kiosk last spoke. */
  readonly language: KioskLanguage;
}) {
  const intl = kioskIntl(language);
  return (
    <RawIntlProvider value={intl}>
      <main className={`kiosk kiosk--${screen.name}`} data-screen={screen.name} lang={language}>
        <header className="kiosk__station">
          {station?.stationName ?? intl.formatMessage({ id: 'station.defaultName' })}
        </header>
        <ScreenBody screen={screen} station={station} />
        <VerdictAnnouncer screen={screen} />
      </main>
    </RawIntlProvider>
  );
}

function ScreenBody({ screen, station }: { readonly screen: Screen; readonly station: KioskState | null }) {
  const intl = useIntl();
  switch (screen.name) {
    case 'loading':
      return <h1 className="kiosk__prompt">{intl.formatMessage({ id: 'loading' })}</h1>;
    case 'unavailable':
      return (
        <div role="alert">
          <h1 className="kiosk__fault">{formatKioskMessage(intl, screen.message)}</h1>
          {station?.setUp === false && screen.message.id === 'fault.notSetUp' && <SetUpHint />}
        </div>
      );
    case 'choose-lexicon':
      return (
        <section>
          <h1 className="kiosk__prompt">{intl.formatMessage({ id: 'lexicon.choose' })}</h1>
          <ol className="kiosk__choices">
            {station?.offered.map((lexicon, index) => (
              <li key={lexicon.fingerprint}>
                <kbd>{index + 1}</kbd> <LexiconBadge lexicon={lexicon} />
              </li>
            ))}
          </ol>
        </section>
      );
    case 'table':
      return <TableScreen screen={screen} />;
    case 'game':
      return <GameScreen screen={screen} />;
    case 'challenger':
      return <ChallengerScreen screen={screen} />;
    case 'ready':
      return (
        <section>
          <LexiconBadge lexicon={screen.lexicon} />
          {screen.table !== undefined && screen.lookup?.kind !== 'game' && (
            <p className="kiosk__table">
              {intl.formatMessage({ id: 'table.shown' }, { table: screen.table })}
            </p>
          )}
          {screen.lookup !== undefined && <GameLines lookup={screen.lookup} challenger={screen.challenger} />}
          <h1 className="kiosk__prompt">
            <FormattedMessage
              id="ready.prompt"
              values={{
                first: 1,
                last: station?.rules.maxWords ?? 8,
                kbd: (chunks) => <kbd>{chunks}</kbd>,
              }}
            />
          </h1>
        </section>
      );
    case 'entry':
    case 'judging':
      return <EntryScreen screen={screen} maxTiles={station?.rules.maxLetters ?? 15} />;
    case 'verdict':
      return <VerdictScreen screen={screen} maxTiles={station?.rules.maxLetters ?? 15} />;
    default:
      return null;
  }
}

/**
 * Shown only until the station is set up, so a new director finds the console without the README.
 * Nothing is at stake before set-up (no PIN exists and nothing is judged); after it, players never see
 * the chord on screen.
 */
function SetUpHint() {
  const intl = useIntl();
  return (
    <p className="kiosk__hint">{intl.formatMessage({ id: 'fault.setUpHint' }, { chord: CONSOLE_CHORD })}</p>
  );
}
