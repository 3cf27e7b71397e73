// What the hub flags of each entry it stores, the entry kept either way (it is the station's own
// true record): an adjudication judged on another list than the hall's, a verdict the hub's own
// copy of the list would not give, an event in the hall's name the hub never carried.
import type { HallDesignation } from '../../../common/hall-view-shapes.ts';
import type { LogEntry } from '../../log/log-entry.ts';
import { raiseOtherList } from './hub-designation.ts';
import { SAME_TABLE_FAULT, VERDICT_DIFFERS_FAULT } from '../wire/hall-fault-kinds.ts';
import { visibleText } from '../wire/visible-text.ts';
import type { SameTableWatch } from './same-table-watch.ts';
import type { Rejudge } from './hub-rejudge.ts';
import { flagSettingNotCarried } from './hub-settings-check.ts';
import type { HubStation, HubStore } from './hub-store.ts';

/** What every message of one batch is judged against. */
export interface IngestContext {
  /** The hall's designated list: an adjudication judged on another raises a fault. */
  readonly designation: HallDesignation | null;
  /** The hub's own judge (hub-rejudge.ts): every adjudication stored is judged again with it. */
  readonly rejudge?: Rejudge;
  /** The games recorded lately: two stations at one table in one round at once raise one alert. */
  readonly sameTable?: SameTableWatch;
}

/**
 * Looks at every entry just stored (no short cut: each other list is flagged on its own), raises
 * the faults, and returns a line for the hub's log per fault.
 */
export function flagStored(
  store: HubStore,
  station: HubStation,
  entries: readonly LogEntry[],
  context: IngestContext,
  now: Date,
): string[] {
  const flagged = entries.map((each) => flagOtherList(store, station, each, context, now)).includes(true);
  const differing = entries.filter((each) => judgeAgain(store, station, each, context, now));
  const notCarried = entries.filter((each) => flagSettingNotCarried(store, station, each, now));
  const sameTable = entries.flatMap((each) => flagSameTable(store, station, each, context, now));
  return [
    ...sameTable,
    ...(flagged
      ? [`FAULT ${station.name} judged on another list than the hall's (hall status says which)`]
      : []),
    ...differing.map(
      (each) =>
        `FAULT ${station.name}'s verdict on entry ${each.seq} differs from the hall's list (hall status says which)`,
    ),
    ...notCarried.map(
      (each) =>
        `FAULT ${station.name}'s entry ${each.seq} is in the hall's name, but the hub never carried it (hall status says what)`,
    ),
  ];
}

// Every adjudication stored is judged again with the hub's copy of its list, word by word; the
// outcome is kept per entry, and a verdict the hub would not give raises a fault naming the entry.
// The fault says which verdict each side gives, never which word: the director opens the entry
// for that. True when it differs.
function judgeAgain(
  store: HubStore,
  station: HubStation,
  entry: LogEntry,
  context: IngestContext,
  now: Date,
): boolean {
  if (context.rejudge === undefined || entry.kind !== 'adjudication') return false;
  const results = context.rejudge(entry);
  if (results === null) {
    store.judgedAgain.record(station.token, entry.seq, 'not-judged', null);
    return false;
  }
  const agrees =
    results.length === entry.wordResults.length &&
    results.every((result, index) => result === entry.wordResults[index]);
  store.judgedAgain.record(station.token, entry.seq, agrees ? 'agrees' : 'differs', results);
  if (agrees) return false;
  const hubVerdict = results.every(Boolean) ? 'ACCEPTABLE' : 'UNACCEPTABLE';
  const list = `${entry.lexiconName} (${entry.lexiconFingerprint.slice(0, 8)})`;
  const verdicts =
    hubVerdict === entry.verdict
      ? `the same verdict, ${hubVerdict}, but not for the same words`
      : `${hubVerdict}, not ${entry.verdict ?? 'no verdict'}`;
  store.faults.raise(
    station.token,
    VERDICT_DIFFERS_FAULT,
    `${entry.seq}:${entry.hash}`,
    `${station.name}'s verdict on entry ${entry.seq} (round ${entry.round ?? '–'}, table ${entry.table ?? '–'}) differs from the hall's list ${list}: the hub's copy gives ${verdicts}`,
    now,
  );
  return true;
}

// An adjudication judged on another list than the designated one is the station's own true record:
// stored, and flagged (once per station and list) so the director sees it.
function flagOtherList(
  store: HubStore,
  station: HubStation,
  entry: LogEntry,
  context: IngestContext,
  now: Date,
): boolean {
  const { designation } = context;
  if (designation === null || entry.kind !== 'adjudication') return false;
  if (entry.lexiconFingerprint === designation.fingerprint) return false;
  return raiseOtherList(store, station, entry, designation, now);
}

// An adjudication of a game another station recorded within the window raises one hall alert for
// the game (its key names the game, so later entries of it raise nothing new); both are kept.
function flagSameTable(
  store: HubStore,
  station: HubStation,
  entry: LogEntry,
  context: IngestContext,
  now: Date,
): string[] {
  const { sameTable } = context;
  if (sameTable === undefined || entry.kind !== 'adjudication') return [];
  const division = entry.gameDivision ?? null;
  const round = entry.gameRound ?? null;
  const table = entry.gameTable ?? null;
  if (division === null || round === null || table === null) return [];
  const other = sameTable.see(
    { division, round, table },
    { token: station.token, name: station.name, seq: entry.seq },
    now,
  );
  if (other === null) return [];
  const game = `division ${visibleText(division)} round ${round} table ${visibleText(table)}`;
  const message = `Two stations recorded ${game} at once: "${visibleText(other.name)}" (entry ${other.seq}) and "${visibleText(station.name)}" (entry ${entry.seq}); both entries are kept`;
  const raised = store.faults.raise(null, SAME_TABLE_FAULT, `${division}:${round}:${table}`, message, now);
  return raised ? [`ALERT ${message}`] : [];
}
