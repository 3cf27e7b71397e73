// The per-player challenge report: from the log's adjudications that recorded a game (the
// tournament's pairings at the station), what each player's challenges came to. No tournament
// program keeps this; the log has it, entry by entry.
import type { EntryGameField, LogEntry } from '../../common/log-shapes.ts';
import type {
  ChallengeRole,
  PlayerChallengeLine,
  PlayerReport,
  PlayerReportRow,
  ReportPlayer,
} from '../../common/player-report-shapes.ts';
import { compareText } from '../export/export-reading.ts';

export type * from '../../common/player-report-shapes.ts';

/** What the report reads of an entry: the log's own fields. */
export type ReportedEntry = Pick<
  LogEntry,
  'stationId' | 'seq' | 'time' | 'kind' | 'words' | 'verdict' | 'refersTo' | 'ruling' | EntryGameField
>;

/** Only the players of one division (compared without regard to case); every player without it. */
export interface PlayerReportOptions {
  readonly division?: string;
}

interface Tally {
  player: ReportPlayer;
  made: number;
  won: number;
  wordsChallenged: number;
  played: number;
  stood: number;
  wordsOfTheirs: number;
  points: number;
  turnsLost: number;
  unknown: number;
  lines: PlayerChallengeLine[];
}

/**
 * Each player's challenges, counted as the station recorded them. A challenge is won when the play
 * came off. One whose challenger was not recorded is listed for both players and counted in neither's
 * figures: who made the play is not known either. A word judge's later ruling is shown on its line;
 * the figures stay as the station judged (an overturned verdict is the director's to apply).
 */
export function playerReport(
  entries: Iterable<ReportedEntry>,
  options: PlayerReportOptions = {},
): PlayerReport {
  const all = [...entries];
  const rulings = latestRulings(all);
  const wanted = options.division?.toLocaleUpperCase('en');
  const tallies = new Map<string, Tally>();
  let withoutGame = 0;
  let challengerUnknown = 0;
  for (const entry of all) {
    if (entry.kind !== 'adjudication') continue;
    const players = gamePlayers(entry);
    if (players === null) {
      withoutGame += 1;
      continue;
    }
    const inDivision = (player: ReportPlayer) =>
      wanted === undefined || player.division.toLocaleUpperCase('en') === wanted;
    if (!players.some(inDivision)) continue;
    const challenger = entry.challenger === 1 || entry.challenger === 2 ? entry.challenger : null;
    if (challenger === null) challengerUnknown += 1;
    const ruling = rulings.get(`${entry.stationId}:${entry.seq}`) ?? null;
    players.forEach((player, index) => {
      if (!inDivision(player)) return;
      const seat = index + 1;
      const role: ChallengeRole =
        challenger === null ? 'unknown' : challenger === seat ? 'challenged' : 'played';
      const tally = tallyOf(tallies, player);
      const line = challengeLine(entry, role, players[1 - index] ?? player, ruling);
      tally.lines.push(line);
      count(tally, entry, line);
    });
  }
  const players = [...tallies.values()]
    .sort((a, b) => compareText(a.player.division, b.player.division) || a.player.number - b.player.number)
    .map(reportRow);
  return { players, withoutGame, challengerUnknown };
}

function count(tally: Tally, entry: ReportedEntry, line: PlayerChallengeLine): void {
  const words = entry.words.length;
  const cameOff = entry.playFate === 'comes-off';
  if (line.role === 'unknown') tally.unknown += 1;
  else if (line.role === 'challenged') {
    tally.made += 1;
    if (cameOff) tally.won += 1;
    tally.wordsChallenged += words;
  } else {
    tally.played += 1;
    if (!cameOff) tally.stood += 1;
    tally.wordsOfTheirs += words;
  }
  tally.points += line.points ?? 0;
  if (line.turnLost === true) tally.turnsLost += 1;
}

function challengeLine(
  entry: ReportedEntry,
  role: ChallengeRole,
  opponent: ReportPlayer,
  ruling: PlayerChallengeLine['ruling'],
): PlayerChallengeLine {
  const known = role !== 'unknown';
  // The rule's outcome is stored by role: the challenger, or the player who made the play.
  const turnLoser =
    entry.turnLostBy === 'challenger' ? 'challenged' : entry.turnLostBy === 'player' ? 'played' : null;
  return {
    stationId: entry.stationId,
    seq: entry.seq,
    time: entry.time,
    round: entry.gameRound ?? null,
    table: entry.gameTable ?? null,
    role,
    opponent,
    words: entry.words,
    verdict: entry.verdict,
    playFate: entry.playFate ?? null,
    turnLost: known ? turnLoser === role : null,
    points: known ? (role === 'played' ? (entry.bonusPoints ?? 0) : 0) : null,
    ruling,
  };
}

// The game's two players, the one who goes first first; null when the entry recorded no game.
function gamePlayers(entry: ReportedEntry): [ReportPlayer, ReportPlayer] | null {
  const division = entry.gameDivision ?? null;
  if (division === null) return null;
  const first = player(entry.firstPlayerDivision, entry.firstPlayerNumber, entry.firstPlayerName, division);
  const second = player(
    entry.secondPlayerDivision,
    entry.secondPlayerNumber,
    entry.secondPlayerName,
    division,
  );
  return first === null || second === null ? null : [first, second];
}

function player(
  division: string | null | undefined,
  number: number | null | undefined,
  name: string | null | undefined,
  gameDivision: string,
): ReportPlayer | null {
  if (number === null || number === undefined) return null;
  return { division: division ?? gameDivision, number, name: name ?? '' };
}

function tallyOf(tallies: Map<string, Tally>, player: ReportPlayer): Tally {
  const key = `${player.division}\u0000${player.number}`;
  const found = tallies.get(key);
  if (found !== undefined) return found;
  const made: Tally = {
    player,
    made: 0,
    won: 0,
    wordsChallenged: 0,
    played: 0,
    stood: 0,
    wordsOfTheirs: 0,
    points: 0,
    turnsLost: 0,
    unknown: 0,
    lines: [],
  };
  tallies.set(key, made);
  return made;
}

// The newest ruling on each adjudication, by `stationId:seq`; a station's entries come in seq order.
function latestRulings(entries: readonly ReportedEntry[]): Map<string, 'upheld' | 'overturned'> {
  const rulings = new Map<string, 'upheld' | 'overturned'>();
  for (const entry of entries) {
    if (entry.kind !== 'ruling' || entry.refersTo === null || entry.ruling === null) continue;
    rulings.set(`${entry.stationId}:${entry.refersTo}`, entry.ruling);
  }
  return rulings;
}

function reportRow(tally: Tally): PlayerReportRow {
  const lines = [...tally.lines].sort(
    (a, b) =>
      (a.round ?? 0) - (b.round ?? 0) ||
      compareText(a.time, b.time) ||
      compareText(a.stationId, b.stationId) ||
      a.seq - b.seq,
  );
  return {
    ...tally.player,
    challengesMade: { total: tally.made, won: tally.won, lost: tally.made - tally.won },
    wordsChallenged: tally.wordsChallenged,
    playsChallenged: { total: tally.played, stood: tally.stood, cameOff: tally.played - tally.stood },
    wordsOfTheirsChallenged: tally.wordsOfTheirs,
    pointsFromRule: tally.points,
    turnsLost: tally.turnsLost,
    challengerUnknown: tally.unknown,
    lines,
  };
}
