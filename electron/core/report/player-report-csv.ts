// The per-player report for a spreadsheet: one table of each player's figures, a blank row, then
// one table of every challenge in each player's games. Column names and values stay as programs
// read them (as the log's CSV export's do), whatever the event's language; a cell a spreadsheet
// would run as a formula (a name starting with =) is kept as text.
import { stringify } from 'csv-stringify/sync';
import type { PlayerReport } from '../../common/player-report-shapes.ts';
import { guardFormula } from '../export/log-export.ts';

/** The figures' columns, one row per player. */
export const PLAYER_COLUMNS = [
  'division',
  'number',
  'name',
  'challenges_made',
  'challenges_won',
  'challenges_lost',
  'words_challenged',
  'plays_challenged',
  'plays_stood',
  'plays_came_off',
  'words_of_theirs_challenged',
  'points_from_rule',
  'turns_lost',
  'challenger_unknown',
] as const;

/** The lines' columns, one row per challenge in a player's game. */
export const LINE_COLUMNS = [
  'division',
  'number',
  'name',
  'round',
  'table',
  'role',
  'opponent_division',
  'opponent_number',
  'opponent_name',
  'words',
  'word_count',
  'verdict',
  'play_fate',
  'turn_lost',
  'points',
  'ruling',
  'station_id',
  'seq',
  'time',
] as const;

type Cell = string | number | boolean | null;

/** The report as CSV text. */
export function renderPlayerReportCsv(report: PlayerReport): string {
  const figures = report.players.map((player): Cell[] => [
    player.division,
    player.number,
    player.name,
    player.challengesMade.total,
    player.challengesMade.won,
    player.challengesMade.lost,
    player.wordsChallenged,
    player.playsChallenged.total,
    player.playsChallenged.stood,
    player.playsChallenged.cameOff,
    player.wordsOfTheirsChallenged,
    player.pointsFromRule,
    player.turnsLost,
    player.challengerUnknown,
  ]);
  const lines = report.players.flatMap((player) =>
    player.lines.map((line): Cell[] => [
      player.division,
      player.number,
      player.name,
      line.round,
      line.table,
      line.role,
      line.opponent.division,
      line.opponent.number,
      line.opponent.name,
      line.words.join(' '),
      line.words.length,
      line.verdict,
      line.playFate,
      line.turnLost,
      line.points,
      line.ruling,
      line.stationId,
      line.seq,
      line.time,
    ]),
  );
  return stringify([[...PLAYER_COLUMNS], ...figures.map(cells), [], [...LINE_COLUMNS], ...lines.map(cells)]);
}

function cells(row: readonly Cell[]): string[] {
  return row.map((cell) =>
    cell === null ? '' : typeof cell === 'string' ? guardFormula(cell) : String(cell),
  );
}
