import { useEffect, useMemo, useState } from 'react';
import type { PlayerReport, PlayerReportRow } from '../../../electron/common/player-report-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { useHallText, type HallText } from './i18n/hall-text.ts';
import { verdictText } from './verdict-text.ts';

/** How many players the search lists at once: a name or number narrows it. */
const LISTED = 60;

/**
 * A player's page: find a player by name or number, and see their challenge figures and every
 * challenge in their games, as the printable per-player report has them. Asked of the hub again
 * whenever the feed or its second opinions change, so it is live as the feed is. The hub made every
 * name and word visible (visible-text.ts); the page shows them as text.
 */
export function PlayersPanel(props: { readonly api: HallViewApi; readonly changed: string }) {
  const text = useHallText();
  const { t } = text;
  const [report, setReport] = useState<PlayerReport | null>(null);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const { api, changed } = props;
  useEffect(() => {
    let stale = false;
    api.players({}).then(
      (answer) => {
        if (!stale) setReport(answer);
      },
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [api, changed]);
  const found = useMemo(() => matching(report?.players ?? [], query), [report, query]);
  const player = report?.players.find((row) => keyOf(row) === chosen) ?? null;
  return (
    <section aria-labelledby="players-title" className="hall__players">
      <h2 id="players-title">{t('players.page.title')}</h2>
      <label className="hall__players-find">
        {t('players.page.find')}{' '}
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <p>{t('players.page.found', { count: report?.players.length ?? 0 })}</p>
      {found.length === 0 ? (
        <p>{report !== null && report.players.length > 0 ? t('players.page.none') : t('players.empty')}</p>
      ) : (
        <ul className="hall__players-list">
          {found.slice(0, LISTED).map((row) => (
            <li key={keyOf(row)}>
              <button
                type="button"
                aria-pressed={keyOf(row) === chosen}
                onClick={() => setChosen(keyOf(row))}
              >
                {playerName(text, row)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {player === null ? <p>{t('players.page.choose')}</p> : <PlayerPage player={player} />}
      {report === null ? null : (
        <>
          <p className="hall__players-note">{t('players.note.counting')}</p>
          {report.challengerUnknown === 0 ? null : (
            <p className="hall__players-note">
              {t('players.note.unknown', { count: report.challengerUnknown })}
            </p>
          )}
          {report.withoutGame === 0 ? null : (
            <p className="hall__players-note">
              {t('players.note.withoutGame', { count: report.withoutGame })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function PlayerPage(props: { readonly player: PlayerReportRow }) {
  const text = useHallText();
  const { t } = text;
  const { player } = props;
  const { challengesMade: made, playsChallenged: played } = player;
  const figures: [string, string][] = [
    [
      t('players.figure.made'),
      t('players.figure.madeValue', { total: made.total, won: made.won, lost: made.lost }),
    ],
    [t('players.figure.wordsChallenged'), String(player.wordsChallenged)],
    [
      t('players.figure.played'),
      t('players.figure.playedValue', { total: played.total, stood: played.stood, cameOff: played.cameOff }),
    ],
    [t('players.figure.wordsOfTheirs'), String(player.wordsOfTheirsChallenged)],
    [t('players.figure.points'), String(player.pointsFromRule)],
    [t('players.figure.turns'), String(player.turnsLost)],
    [t('players.figure.unknown'), String(player.challengerUnknown)],
  ];
  const columns = ['round', 'table', 'opponent', 'role', 'words', 'verdict', 'outcome'] as const;
  return (
    <article aria-labelledby="player-name" className="hall__player">
      <h3 id="player-name">{playerName(text, player)}</h3>
      <dl>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{t(`players.column.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {player.lines.map((line) => (
            <tr key={`${line.stationId}:${line.seq}`}>
              <td>{line.round ?? ''}</td>
              <td>{line.table ?? ''}</td>
              <td>
                {t('players.opponent', {
                  name: line.opponent.name,
                  division: line.opponent.division,
                  number: String(line.opponent.number),
                })}
              </td>
              <td>{t(`players.role.${line.role}`)}</td>
              <td>{line.words.join(' ')}</td>
              <td>{verdictText(text, line.verdict)}</td>
              <td>
                {[
                  ...(line.playFate === null ? [] : [t(`players.fate.${line.playFate}`)]),
                  ...(line.turnLost === true ? [t('players.outcome.turnLost')] : []),
                  ...(line.points !== null && line.points > 0
                    ? [t('players.outcome.points', { points: line.points })]
                    : []),
                  ...(line.ruling === null ? [] : [t(`players.ruling.${line.ruling}`)]),
                ].join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function keyOf(player: { readonly division: string; readonly number: number }): string {
  return `${player.division}\u0000${player.number}`;
}

function playerName(text: HallText, player: PlayerReportRow): string {
  return text.t('players.player', {
    division: player.division,
    number: String(player.number),
    name: player.name,
  });
}

// A number finds the players of that number ("12", or "A12" with the division); words find names
// holding them, in any case.
function matching(players: readonly PlayerReportRow[], query: string): readonly PlayerReportRow[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === '') return players;
  const numbered = /^([^\d\s]*)\s*(\d+)$/u.exec(wanted);
  if (numbered !== null) {
    const [, division = '', number = ''] = numbered;
    return players.filter(
      (player) =>
        String(player.number) === number &&
        (division === '' || player.division.toLocaleLowerCase() === division),
    );
  }
  return players.filter((player) => player.name.toLocaleLowerCase().includes(wanted));
}
