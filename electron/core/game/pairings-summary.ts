// What a station shows of the pairings it holds: where they came from and when, and per division
// the round in force and each table's game in it. Plain data for the CLI's lines, `--json` and the
// console's Station page; names are kept as TSH wrote them and drawn through visibleText.
import type { CarriedDivision, CarriedTable } from './carried-pairings.ts';
import type { HeldPairingsRecord } from './held-pairings.ts';

/** One division's games in the round in force. */
export interface DivisionSummary {
  readonly name: string;
  /** TSH's current round: the latest paired round not fully scored (null when all are scored). */
  readonly currentRound: number | null;
  readonly latestPairedRound: number | null;
  /** The round shown: the one a director set, else TSH's current round, else the latest paired. */
  readonly round: number | null;
  /** Whether the station holds that round's tables (a set round TSH has not paired is not held). */
  readonly roundHeld: boolean;
  /** Players at a table in that round (a bye sits at none). */
  readonly players: number;
  readonly tables: readonly CarriedTable[];
}

/** The pairings a station holds, summed up. */
export interface PairingsSummary {
  readonly from: HeldPairingsRecord['from'];
  readonly where: string;
  readonly file: string;
  readonly source: HeldPairingsRecord['pairings']['source'];
  readonly readAt: string;
  /** The round a director set, which wins over TSH's; null when the station follows TSH. */
  readonly setRound: number | null;
  readonly divisions: readonly DivisionSummary[];
}

function divisionSummary(division: CarriedDivision, setRound: number | null): DivisionSummary {
  const round = setRound ?? division.currentRound ?? division.latestPairedRound;
  const held = round === null ? undefined : division.rounds.find((carried) => carried.round === round);
  const tables = held?.tables ?? [];
  return {
    name: division.name,
    currentRound: division.currentRound,
    latestPairedRound: division.latestPairedRound,
    round,
    roundHeld: held !== undefined,
    players: tables.length * 2,
    tables,
  };
}

/** The summary of `record`, in the round a director set (`setRound`) or else TSH's. */
export function pairingsSummary(record: HeldPairingsRecord, setRound: number | null): PairingsSummary {
  return {
    from: record.from,
    where: record.where,
    file: record.pairings.file,
    source: record.pairings.source,
    readAt: record.pairings.readAt,
    setRound,
    divisions: record.pairings.divisions.map((division) => divisionSummary(division, setRound)),
  };
}
