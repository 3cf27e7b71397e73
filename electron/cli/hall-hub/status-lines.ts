import type { HallDesignation } from '../../common/hall-view-shapes.ts';
import { countStations, ON_DEMAND_SYNC_MINUTES } from '../../common/hall-presence.ts';
import { changedHereWords, hallListWords } from '../../common/hall-list-words.ts';
import { logCheckWords, recordingWords } from '../../common/station-health-words.ts';
import { clockSkewWords } from '../../common/clock-skew-words.ts';
import { shownHallReport, stationLabel } from '../../core/hall/hub/hall-display.ts';
import type { StationStatus } from '../../core/hall/hub/hub-status.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { paperHead } from '../../core/export/export-header.ts';

// `hall status` in words: the hall's lexicon, then each station's rows.

// The hall's stations counted as the hall view counts them: the running ones online, and those used
// from the command line (never online between syncs) that synced within the expected interval.
export function countLine(hallName: string, rows: readonly StationStatus[]): string {
  const { total, online, onDemand, synced } = countStations(rows);
  const syncedPart = onDemand === 0 ? '' : `, ${synced} synced within ${ON_DEMAND_SYNC_MINUTES} min`;
  return `Hall "${visibleText(hallName)}": ${total} station${total === 1 ? '' : 's'}, ${online} online${syncedPart}`;
}

// The hall's lexicon: who designated which list when (its full fingerprint), then the earlier ones.
export function designationLines(
  designation: HallDesignation | null,
  designations: readonly HallDesignation[],
): string[] {
  if (designation === null)
    return ["The hall's lexicon: none designated (`hall designate LIST --by INITIALS`)"];
  const line = (each: HallDesignation) =>
    `${visibleText(each.name)} (${each.alphabet}, ${each.wordCount === null ? 'word count unknown' : `${each.wordCount} words`}), fingerprint ${each.fingerprint}, designated by ${visibleText(each.by)} at ${each.at}`;
  const earlier = designations.slice(0, -1);
  return [
    `The hall's lexicon: ${line(designation)}`,
    ...(earlier.length === 0 ? [] : ['  designated before it, oldest first:']),
    ...earlier.map((each) => `  - ${line(each)}`),
  ];
}

// Every text a station sent is shown through visibleText: a terminal escape code in a station's
// name cannot erase the lines around it, nor a right-to-left override turn one text into another.
export function statusLines(row: StationStatus, designated: HallDesignation | null = null): string[] {
  const seen =
    row.state === 'never-joined'
      ? 'never joined'
      : row.state === 'revoked'
        ? `revoked${row.lastSeen === null ? '' : `, last seen ${row.lastSeen}`}`
        : row.presence === 'on-demand'
          ? `syncs from the command line; last sync ${row.lastSeen ?? '?'}${row.inTouch ? '' : `; NO SYNC for more than ${ON_DEMAND_SYNC_MINUTES} min`}`
          : row.state === 'online'
            ? 'online'
            : row.presence === 'closed'
              ? `closed at ${row.lastSeen ?? '?'}`
              : `offline, last seen ${row.lastSeen ?? '?'}`;
  const lexicons =
    row.lexicons
      .map(
        (lexicon) => `${visibleText(lexicon.name)} (${lexicon.alphabet}, ${lexicon.fingerprint.slice(0, 8)})`,
      )
      .join(', ') || 'none reported';
  const shown = (text: string | null) => (text === null ? '?' : visibleText(text));
  return [
    `${stationLabel(row)} — ${seen}`,
    `  id ${shown(row.stationId)}, app ${shown(row.appVersion)}, lexicons: ${lexicons}`,
    `  entries ${row.entries}, hub head ${row.verified === null ? 'none' : paperHead(row.verified)}, station head ${row.stationHead === null ? 'none' : paperHead(row.stationHead)}, ${behindText(row)}`,
    `  chain ${row.chain}${row.problem === null ? '' : `; station problem: ${visibleText(row.problem)}`}`,
    ...clockLines(row),
    ...healthLines(row),
    ...hallLines(row, designated),
    judgedAgainLine(row.judgedAgain),
    ...row.faults.map((fault) => `  FAULT ${fault.kind}: ${visibleText(fault.message)}`),
  ];
}

// A plain "behind 0" (up to date) only when the hub heard the station after its last entry and it
// is online, or its last sync from the command line reached its head (said so, with its time);
// otherwise what it judged since it was last heard is unknown, and the line says so.
function behindText(row: StationStatus): string {
  const held = row.held > 0 ? ` (${row.held} held after a gap)` : '';
  if (row.upToDate)
    return row.state === 'online'
      ? 'behind 0'
      : row.presence === 'closed'
        ? `behind 0 (up to date when it closed, ${row.lastSeen ?? '?'})`
        : `behind 0 (up to date at its last sync, ${row.lastSeen ?? '?'})`;
  if (row.state === 'revoked') return `behind ${row.behind}${held}`;
  if (row.lastSeen === null) return `behind unknown: never heard from${held}`;
  return `behind ${row.behind}${held} by its last report; last heard ${row.lastSeen}; entries since then unknown`;
}

// A station's clock more than CLOCK_SKEW_SHOWN_MS off the hub's: said, and that it costs nothing
// but its entries' own times (the hall orders by the hub's). Within it: nothing said.
function clockLines(row: StationStatus): string[] {
  const words = clockSkewWords(row.clockSkewMs);
  return words === null
    ? []
    : [`  ${words} the hub's: its entries keep its own times; the hall orders them by the hub's`];
}

// The station's own report of how it stands, in the hall view card's words.
function healthLines(row: StationStatus): string[] {
  const visible = (text: string | null) => (text === null ? null : visibleText(text));
  const { health } = row;
  const report = {
    problem: visible(row.problem),
    lastSeen: row.lastSeen,
    health:
      health === null
        ? null
        : { ...health, writeRefused: visible(health.writeRefused), fileGuard: visible(health.fileGuard) },
  };
  return [
    `  log check: ${logCheckWords(report)}`,
    `  recording: ${recordingWords(report)}`,
    ...(health?.lexiconsRefused ?? []).map(
      ({ name, reason }) => `  LEXICON REFUSED ${visibleText(name)}: ${visibleText(reason)}`,
    ),
  ];
}

// The hall's list and settings at the station, in the hall view card's words.
function hallLines(row: StationStatus, designated: HallDesignation | null): string[] {
  if (row.state === 'never-joined') return [];
  const hall = row.hall === null ? null : shownHallReport(row.hall);
  const changed = changedHereWords(hall);
  return [
    // The designation's name may be one a station reported: shown without its control characters.
    `  hall's list: ${hallListWords(hall, designated === null ? null : { ...designated, name: visibleText(designated.name) })}`,
    ...(changed === null
      ? []
      : [`  changed at the station: ${changed} (the station's own stands until the hall sets it again)`]),
  ];
}

// The hub's second opinion on the station's verdicts: judged again with its own copy of each list.
function judgedAgainLine(counts: StationStatus['judgedAgain']): string {
  const { judged, agreeing, differing, notJudged } = counts;
  return `  judged again at the hub: ${judged} (${agreeing} agreeing, ${differing} DIFFERING), ${notJudged} not judged again (a list the hub does not hold)`;
}
