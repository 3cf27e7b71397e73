import { useIntl } from 'react-intl';
import type { KioskGameLookup, KioskSeat } from '../../../../electron/ipc/contract.ts';
import { challengerLine, gameLine, noGameLine, withdrawnLines } from '../game-words.ts';
import { formatKioskMessage, kioskMessage } from '../i18n/kiosk-messages.ts';
import type { Screen } from '../kiosk-machine.ts';
import { LexiconBadge } from './LexiconBadge.tsx';

type Game = Extract<Screen, { name: 'game' }>;
type Challenger = Extract<Screen, { name: 'challenger' }>;

/**
 * The game at the typed table, to confirm with Enter or retype with Esc; "Table 12…" for the moment
 * the station is asked. The names are text from the station (hidden characters already shown).
 */
export function GameScreen({ screen }: { readonly screen: Game }) {
  const intl = useIntl();
  return (
    <section>
      <LexiconBadge lexicon={screen.lexicon} />
      {screen.lookup === null ? (
        <p className="game__line">
          {formatKioskMessage(intl, kioskMessage('game.finding', { table: screen.table }))}
        </p>
      ) : (
        <>
          <GameLines lookup={screen.lookup} />
          <h1 className="kiosk__prompt">{intl.formatMessage({ id: 'game.confirm' })}</h1>
        </>
      )}
    </section>
  );
}

/** "Who is challenging? Press 1 or 2", under the game it asks about. */
export function ChallengerScreen({ screen }: { readonly screen: Challenger }) {
  const intl = useIntl();
  return (
    <section>
      <LexiconBadge lexicon={screen.lexicon} />
      <GameLines lookup={screen.lookup} />
      <h1 className="kiosk__prompt">{intl.formatMessage({ id: 'challenger.prompt' })}</h1>
    </section>
  );
}

/**
 * The game line (or the one plain line saying why there is none), each withdrawn player, and who
 * challenges once the players have said.
 */
export function GameLines({
  lookup,
  challenger,
}: {
  readonly lookup: KioskGameLookup;
  readonly challenger?: KioskSeat | undefined;
}) {
  const intl = useIntl();
  const none = noGameLine(lookup);
  if (none !== null || lookup.kind !== 'game') {
    return <p className="game__note">{none === null ? '' : formatKioskMessage(intl, none)}</p>;
  }
  const { game } = lookup;
  return (
    <>
      <p className="game__line">{formatKioskMessage(intl, gameLine(game))}</p>
      {withdrawnLines(game).map((line, index) => (
        <p className="game__note" key={index}>
          {formatKioskMessage(intl, line)}
        </p>
      ))}
      {challenger !== undefined && (
        <p className="game__challenger">{formatKioskMessage(intl, challengerLine(game, challenger))}</p>
      )}
    </>
  );
}
