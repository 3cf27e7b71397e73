// What a station holds of a tournament's pairings: per division, its current round and the one
// before it, each table with its two players' numbers and names. The hub carries exactly this to
// its stations (through the hall's settings bucket), and a stand-alone station keeps the same
// after reading TSH's files itself, so the station looks a table up the same way from either.
// Nothing read from a bucket or a stored value is trusted: it is parsed with the schema here.
import { z } from 'zod';
import { ROUND_LIMITS } from '../../common/limits.ts';
import type { TshDivision, TshEvent, TshSource } from '../tsh/tsh-model.ts';

/** Bounds on what is carried, well above any event TSH runs, so a forged value cannot swell. */
export const CARRIED_LIMITS = {
  divisions: 64,
  tablesPerRound: 2_000,
  playerNumber: 9_999,
  nameLength: 200,
  tableLabel: 16,
  fileName: 255,
} as const;

const round = z.number().int().min(ROUND_LIMITS.min).max(ROUND_LIMITS.max);

const carriedPlayerSchema = z.strictObject({
  number: z.number().int().min(1).max(CARRIED_LIMITS.playerNumber),
  /** As TSH writes it ("DOE, Jane"); shown through visibleText wherever it is drawn. */
  name: z.string().max(CARRIED_LIMITS.nameLength),
  /** Switched off in TSH (withdrawn from further pairings). */
  withdrawn: z.boolean(),
});

const carriedTableSchema = z.strictObject({
  table: z.string().min(1).max(CARRIED_LIMITS.tableLabel),
  /** Whether TSH knows that `players[0]` goes first (`known`), or the two draw for it, or it has not said. */
  start: z.enum(['known', 'draw', 'unknown']),
  players: z.tuple([carriedPlayerSchema, carriedPlayerSchema]),
  /** Both scores are in: the game is over. */
  scored: z.boolean(),
});

const carriedRoundSchema = z.strictObject({
  round,
  tables: z.array(carriedTableSchema).max(CARRIED_LIMITS.tablesPerRound),
});

const carriedDivisionSchema = z.strictObject({
  /** TSH's canonical name: upper case, letters, digits and underscores. */
  name: z.string().regex(/^\w{1,32}$/u),
  /** TSH's current round: the latest paired round not fully scored; null when every paired round is scored. */
  currentRound: round.nullable(),
  /** The latest round TSH has paired; null when none is. */
  latestPairedRound: round.nullable(),
  /** At most three rounds: the current one, the one before it, and the round the hall set. */
  rounds: z.array(carriedRoundSchema).max(3),
});

export const carriedPairingsSchema = z.strictObject({
  source: z.enum(['tourney.js', 'event folder']),
  /** The file's base name as the director gave it (`tourney.js`, `config.tsh`). */
  file: z.string().min(1).max(CARRIED_LIMITS.fileName),
  /** When the pairings were read from it. */
  readAt: z.iso.datetime(),
  divisions: z.array(carriedDivisionSchema).max(CARRIED_LIMITS.divisions),
});

export type CarriedPairings = z.infer<typeof carriedPairingsSchema>;
export type CarriedDivision = CarriedPairings['divisions'][number];
export type CarriedRound = CarriedDivision['rounds'][number];
export type CarriedTable = CarriedRound['tables'][number];
export type CarriedPlayer = CarriedTable['players'][number];

/** Where the pairings came from, as the station shows it. */
export interface PairingsOrigin {
  readonly file: string;
  readonly source: TshSource;
  readonly readAt: string;
}

function latestPaired(division: TshDivision): number | null {
  return division.rounds.length === 0 ? null : division.rounds.length;
}

/** The rounds a station needs of a division: the current one (or the latest paired), the one before, and `alsoRound`. */
function roundsToCarry(division: TshDivision, alsoRound: number | null): number[] {
  const latest = latestPaired(division);
  const anchor = division.currentRound ?? latest;
  const wanted = new Set<number>();
  if (anchor !== null) {
    wanted.add(anchor);
    if (anchor > 1) wanted.add(anchor - 1);
  }
  if (alsoRound !== null && latest !== null && alsoRound <= latest) wanted.add(alsoRound);
  return [...wanted].sort((a, b) => a - b);
}

function carriedDivision(division: TshDivision, alsoRound: number | null): CarriedDivision {
  const player = (number: number): CarriedPlayer => {
    const found = division.players[number - 1];
    return { number, name: found?.name ?? '', withdrawn: found?.withdrawn ?? false };
  };
  const rounds = roundsToCarry(division, alsoRound).map((number): CarriedRound => {
    const games = division.rounds[number - 1]?.games ?? [];
    const tables = games.flatMap((game): CarriedTable[] =>
      game.table === null
        ? []
        : [
            {
              table: game.table,
              start: game.start,
              players: [player(game.players[0]), player(game.players[1])],
              scored: game.scored,
            },
          ],
    );
    return { round: number, tables };
  });
  return {
    name: division.name,
    currentRound: division.currentRound,
    latestPairedRound: latestPaired(division),
    rounds,
  };
}

/**
 * The pairings a station needs from a whole event: each division's current and previous round,
 * and `alsoRound` (the round a director set) where it is paired. Games without a table are left
 * out: nobody can type them.
 */
export function carriedPairingsFrom(
  event: TshEvent,
  origin: Omit<PairingsOrigin, 'source'>,
  alsoRound: number | null = null,
): CarriedPairings {
  return carriedPairingsSchema.parse({
    source: event.source,
    file: origin.file,
    readAt: origin.readAt,
    divisions: event.divisions.map((division) => carriedDivision(division, alsoRound)),
  });
}
