// What a station shows of the pairings it holds: where they came from and when, and per division
// the round in force and each table's game in it. Plain data for the CLI's lines, `--json` and the
// console's Station page (the shapes are electron/common/pairings-view.ts's).
import type { DivisionSummary, PairingsSummary } from '../../common/pairings-view.ts';
import type { CarriedDivision } from './carried-pairings.ts';
import type { HeldPairingsRecord } from './held-pairings.ts';

export type { DivisionSummary, PairingsSummary };

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
