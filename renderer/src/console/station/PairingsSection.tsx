import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { PlayerView, PairingsView } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { formatWhen } from '../i18n/format-when.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { PathField } from '../ui/PathField.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';

// A name as TSH wrote it, isolated (<bdi>) so a right-to-left mark in one cannot reorder the line.
function Player({ player }: { readonly player: PlayerView }) {
  const { text } = useConsoleText();
  return (
    <>
      {player.number} <bdi>{player.name}</bdi>
      {player.withdrawn ? ` (${text('pairings.withdrawn')})` : ''}
    </>
  );
}

/**
 * The tournament's pairings at a stand-alone station: a TSH file read from a path (typed, or picked
 * with Browse…), the summary of what is held (each division's round and its tables' games), and
 * Clear. A station joined to a hall only shows what its hub carries.
 */
export function PairingsSection({
  call,
  round,
}: {
  readonly call: SessionCall;
  /** The round the director set: the summary shows its tables, so it is read again when it changes. */
  readonly round: number | null;
}) {
  const { intl, text } = useConsoleText();
  const [path, setPath] = useState('');
  const [view, setView] = useState<PairingsView | null>(null);
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const titleId = useId();

  useEffect(() => {
    let current = true;
    void call('stationPairings', {}).then((result) => {
      if (!current) return;
      if (result.ok) setView(result);
      else setNotice(failure(result.message));
    });
    return () => {
      current = false;
    };
  }, [call, setNotice, round]);

  const read = async (event: SubmitEvent) => {
    event.preventDefault();
    if (path.trim() === '') return;
    const result = await whileBusy(() => call('readPairings', { path: path.trim() }));
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    setView(result);
    setNotice(ok(text('pairings.readDone')));
  };

  const clear = async () => {
    const result = await whileBusy(() => call('clearPairings', {}));
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    setView(result);
    setNotice(ok(text('pairings.cleared')));
  };

  const summary = view?.summary ?? null;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('pairings.heading')}</h3>
      {view?.fromHall === true ? (
        <p>{text('pairings.fromHall')}</p>
      ) : (
        <form onSubmit={(event) => void read(event)}>
          <PathField call={call} kind="file" label={text('pairings.path')} value={path} onChange={setPath} />
          <button type="submit" disabled={busy || path.trim() === ''}>
            {text('pairings.read')}
          </button>
        </form>
      )}
      {summary === null ? (
        <p data-testid="pairings-summary">{text('pairings.none')}</p>
      ) : (
        <div data-testid="pairings-summary">
          <p>
            <bdi>{text('pairings.held', { file: summary.file, when: formatWhen(intl, summary.readAt) })}</bdi>
          </p>
          <p>
            {summary.setRound === null
              ? text('pairings.followsTsh')
              : text('pairings.setRound', { round: summary.setRound })}
          </p>
          {summary.divisions.map((division) => (
            <div key={division.name}>
              <h4>
                {division.round === null || !division.roundHeld
                  ? text('pairings.notPaired', { name: division.name })
                  : text('pairings.division', {
                      name: division.name,
                      round: division.round,
                      players: division.players,
                      tables: division.tables.length,
                    })}
              </h4>
              {division.tables.length > 0 && (
                <ul className="pairings__tables">
                  {division.tables.map((table) => (
                    <li key={table.table}>
                      {text('pairings.table', { table: table.table })} — <Player player={table.players[0]} />
                      {' · '}
                      <Player player={table.players[1]} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
          {view?.fromHall !== true && (
            <button type="button" onClick={() => void clear()} disabled={busy}>
              {text('pairings.clear')}
            </button>
          )}
        </div>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}
