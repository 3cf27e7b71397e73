import type { KioskState } from '../../../../electron/ipc/contract.ts';
import { CONSOLE_CHORD } from '../../console/access/console-chord.ts';
import type { Screen } from '../kiosk-machine.ts';
import { EntryScreen } from './EntryScreen.tsx';
import { LexiconBadge } from './LexiconBadge.tsx';
import { TableScreen } from './TableScreen.tsx';
import { VerdictAnnouncer } from './VerdictAnnouncer.tsx';
import { VerdictScreen } from './VerdictScreen.tsx';

/** Picks the screen to draw; every screen has the station name at the top. */
export function KioskScreen({
  screen,
  station,
}: {
  readonly screen: Screen;
  readonly station: KioskState | null;
}) {
  return (
    <main className={`kiosk kiosk--${screen.name}`} data-screen={screen.name}>
      <header className="kiosk__station">{station?.stationName ?? 'Challenge Station'}</header>
      <ScreenBody screen={screen} station={station} />
      <VerdictAnnouncer screen={screen} />
    </main>
  );
}

function ScreenBody({ screen, station }: { readonly screen: Screen; readonly station: KioskState | null }) {
  switch (screen.name) {
    case 'loading':
      return <h1 className="kiosk__prompt">Starting…</h1>;
    case 'unavailable':
      return (
        <div role="alert">
          <h1 className="kiosk__fault">{screen.message}</h1>
          {station?.setUp === false && <SetUpHint />}
        </div>
      );
    case 'choose-lexicon':
      return (
        <section>
          <h1 className="kiosk__prompt">Which lexicon? Press its number.</h1>
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
    case 'ready':
      return (
        <section>
          <LexiconBadge lexicon={screen.lexicon} />
          {screen.table !== undefined && <p className="kiosk__table">Table {screen.table}</p>}
          <h1 className="kiosk__prompt">
            How many words are challenged? Press <kbd>1</kbd>–<kbd>{station?.rules.maxWords ?? 8}</kbd>
          </h1>
        </section>
      );
    case 'entry':
    case 'judging':
      return <EntryScreen screen={screen} />;
    case 'verdict':
      return <VerdictScreen screen={screen} />;
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
  return (
    <p className="kiosk__hint">
      Director: press {CONSOLE_CHORD} to open the console and set up this station.
    </p>
  );
}
