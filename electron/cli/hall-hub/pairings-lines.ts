// What `hall pairings` says of the pairings the hub holds: the file and when it was read, each
// division with its players and its round, and each table's game in that round. Every name is a
// text TSH's file gave: shown through visibleText, never obeyed by the terminal.
import type { CarriedDivision, CarriedPlayer } from '../../core/game/carried-pairings.ts';
import type {
  HubHeldPairings,
  PairingsProblem,
  PairingsSource,
} from '../../core/hall/hub/hub-pairings-store.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';

/** The round whose games the hall shows of a division: the hall's set round, else TSH's current. */
export function shownRound(division: CarriedDivision, setRound: number | null): number | null {
  return setRound ?? division.currentRound ?? division.latestPairedRound;
}

/** One division as `--json` gives it: its players, its rounds, and this round's games. */
export function divisionSummary(division: CarriedDivision, players: number, setRound: number | null) {
  const round = shownRound(division, setRound);
  const games = division.rounds.find((each) => each.round === round)?.tables ?? [];
  return {
    name: division.name,
    players,
    currentRound: division.currentRound,
    latestPairedRound: division.latestPairedRound,
    round,
    games: games.map((game) => ({
      table: game.table,
      start: game.start,
      scored: game.scored,
      players: game.players.map((player) => ({ ...player, name: visibleText(player.name) })),
    })),
  };
}

function player(each: CarriedPlayer): string {
  return `${visibleText(each.name)} (${each.number}${each.withdrawn ? ', withdrawn' : ''})`;
}

/** The lines `hall pairings` prints. */
export function pairingsLines(
  held: HubHeldPairings,
  source: PairingsSource | null,
  problem: PairingsProblem | null,
  setRound: number | null,
): string[] {
  const { pairings } = held;
  const lines = [
    `Pairings from ${visibleText(source?.path ?? pairings.file)} (${pairings.source}), read at ${pairings.readAt}${source?.follow === true ? ', followed as TSH rewrites it' : ''}.`,
    setRound === null
      ? "The hall's round follows TSH: each division's current round."
      : `The hall's round is ${setRound} (hall set round; \`hall set round tsh\` follows TSH again).`,
  ];
  if (problem !== null)
    lines.push(
      `The file cannot be read since ${problem.since} (${problem.text}): these pairings stay carried.`,
    );
  for (const division of pairings.divisions) {
    const summary = divisionSummary(division, held.players[division.name] ?? 0, setRound);
    lines.push(
      `Division ${division.name}: ${summary.players} players, current round ${division.currentRound ?? 'none (every paired round scored)'}${division.latestPairedRound === null ? ', no round paired' : `, paired to round ${division.latestPairedRound}`}.`,
    );
    if (summary.round === null) continue;
    if (summary.games.length === 0) {
      lines.push(`  Round ${summary.round}: no games at tables.`);
      continue;
    }
    const games = division.rounds.find((each) => each.round === summary.round)?.tables ?? [];
    lines.push(`  Round ${summary.round}:`);
    for (const game of games)
      lines.push(
        `    table ${visibleText(game.table)}: ${player(game.players[0])} – ${player(game.players[1])}${game.start === 'draw' ? ' (draw for first)' : ''}${game.scored ? ' (scored)' : ''}`,
      );
  }
  return lines;
}
