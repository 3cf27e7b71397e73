import { mkdirSync } from 'node:fs';
import { StationRequestError } from '../errors.ts';
import { writeAllOrNothing } from '../store/folder-writes.ts';
import { mergedHead } from './merged-head.ts';
import {
  entryMarkKey,
  renderHtmlReport,
  type EntryJudgedAgain,
  type ReportStation,
  type ReportWarning,
  type StationJudgedAgain,
} from './export-report.ts';
import { reportText, type ReportText } from './report-text.ts';
import { warningText } from './report-warnings.ts';
import type { KioskLanguage } from '../../common/kiosk-languages.ts';
import type { LogEntry } from '../log/log-entry.ts';
import type { HallDesignation } from '../../common/hall-view-shapes.ts';
import {
  compareText,
  findExportFiles,
  readExport,
  type FileOutcome,
  type VerifiedExport,
} from './export-reading.ts';
import { csvDocument } from './log-export.ts';
import { mergedJsonl } from './merged-jsonl.ts';
import { mergedCsvHeader, mergedCsvRow } from './merged-csv-columns.ts';
import { visibleIn } from '../hall/wire/visible-text.ts';
import { systemClock, type Clock } from '../clock.ts';
import { interleaveChains } from './merge-order.ts';

export type { FileOutcome } from './export-reading.ts';

/** One station in the consolidated view: its report block, and where its entries came from. */
export interface MergedStation extends ReportStation {
  /** The exports of this station that verified. */
  readonly files: readonly string[];
  /** Entries left out because this station's exports disagree (see the conflict). */
  readonly heldBack: number;
}

/**
 * Two verified exports of one station that differ at the same seq: the log was forked (restored
 * from an old copy and used again) or rewritten. Nothing from that seq on is merged for the station.
 */
export interface MergeConflict {
  readonly stationId: string;
  readonly stationName: string;
  readonly seq: number;
  readonly versions: readonly { readonly hash: string; readonly files: readonly string[] }[];
  readonly heldBack: number;
}

/** The tournament hall a hub's merged log comes from, and the list every verdict was to be judged on. */
export interface MergedHall {
  readonly hallId: string;
  readonly hallName: string;
  /** The hall's designated lexicon when the log was merged (who designated it, when); null: none. */
  readonly designated: HallDesignation | null;
  /** Every designation made, oldest first. */
  readonly designations: readonly HallDesignation[];
  /** Per station, its adjudications judged again with the hub's own copy of their list. */
  readonly judgedAgain: readonly StationJudgedAgain[];
}

/** The consolidated view of several stations' exports. */
export interface MergeResult {
  readonly mergedAt: string;
  /**
   * Every merged entry once: each station's in seq order, interleaved by time, then station (`log
   * merge`: the stations' own times; `hall export`: on the hub's clock, hub-time.ts).
   */
  readonly entries: readonly LogEntry[];
  readonly stations: readonly MergedStation[];
  readonly files: readonly FileOutcome[];
  readonly conflicts: readonly MergeConflict[];
  /** The hall, when the hall's hub merged the log (`hall export`); absent from `log merge`. */
  readonly hall?: MergedHall;
  /**
   * With the hall: what the hub found judging each adjudication again with its own copy of the
   * list, by `entryMarkKey`. Each file marks it on the entry's own row (`judged_again`).
   */
  readonly judgedAgain?: ReadonlyMap<string, EntryJudgedAgain>;
  /** With the hall: when the hub received each entry (its own clock), by `entryMarkKey` (`received_at`). */
  readonly receivedAt?: ReadonlyMap<string, string>;
}

/** True when every file verified and no two exports disagree. */
export function mergeIsClean(result: MergeResult): boolean {
  return result.conflicts.length === 0 && result.files.every((file) => file.status !== 'refused');
}

/**
 * Merges JSON Lines exports (files, or folders searched for `*.jsonl`) from any number of stations.
 * Each file's chain is verified by recomputing every hash; a file that fails is refused whole. The
 * same station, seq and hash is one entry however many exports hold it; the same station and seq
 * with different hashes is a conflict.
 */
export function mergeExports(paths: readonly string[], now: Clock = systemClock): MergeResult {
  const files = findExportFiles(paths);
  const outcomes: FileOutcome[] = [];
  const byStation = new Map<string, VerifiedExport[]>();
  for (const file of files) {
    const read = readExport(file);
    if ('status' in read) {
      outcomes.push(read);
      continue;
    }
    outcomes.push({ file, status: 'merged', stationId: read.stationId, entries: read.entries.length });
    byStation.set(read.stationId, [...(byStation.get(read.stationId) ?? []), read]);
  }

  const stations: MergedStation[] = [];
  const conflicts: MergeConflict[] = [];
  const chains: LogEntry[][] = [];
  for (const [stationId, exports] of byStation) {
    const merged = mergeStation(stationId, exports);
    stations.push(merged.station);
    if (merged.conflict !== null) conflicts.push(merged.conflict);
    chains.push(merged.entries);
  }
  stations.sort((a, b) => compareText(a.stationName, b.stationName) || compareText(a.stationId, b.stationId));
  const entries = interleaveChains(chains, mergedEntryOrder(stations));
  return { mergedAt: now().toISOString(), entries, stations, files: outcomes, conflicts };
}

/**
 * The merged log's order across stations: by time (each station's own clock: a log merge has no
 * other), then station name, station id, seq. Each station's entries stay in seq order whatever
 * their times (interleaveChains); while its times run forward, that is simply this order.
 */
export function mergedEntryOrder(
  stations: readonly Pick<MergedStation, 'stationId' | 'stationName'>[],
): (a: LogEntry, b: LogEntry) => number {
  const names = new Map(stations.map((station) => [station.stationId, station.stationName]));
  return (a, b) =>
    compareText(a.time, b.time) ||
    compareText(names.get(a.stationId) ?? '', names.get(b.stationId) ?? '') ||
    compareText(a.stationId, b.stationId) ||
    a.seq - b.seq;
}

/** Each refused file and each conflict, as facts: what a director must look into. */
export function mergeProblems(result: MergeResult): ReportWarning[] {
  const refused = result.files.flatMap((outcome): ReportWarning[] =>
    outcome.status === 'refused'
      ? [{ kind: 'refused', file: outcome.file, firstBadSeq: outcome.firstBadSeq, reason: outcome.reason }]
      : [],
  );
  const conflicts = result.conflicts.map((conflict): ReportWarning => ({
    kind: 'conflict',
    stationName: conflict.stationName,
    seq: conflict.seq,
    versions: conflict.versions,
    heldBack: conflict.heldBack,
  }));
  return [...refused, ...conflicts];
}

/** Plain English sentences for each refused file and each conflict (the command line, the CSV, the hall view). */
export function mergeWarnings(result: MergeResult): string[] {
  const english = reportText('en');
  return mergeProblems(result).map((problem) => warningText(problem, english));
}

/**
 * Writes merged.csv, merged.jsonl and merged.html into `outDir` (made if missing); returns their
 * paths. Only merged.html is in `language` (the hall's): programs read the other two. What the
 * stations wrote is shown in the CSV and the HTML with each control and bidi character made
 * visible (`⟨U+202E⟩`), so no right-to-left override can make a word read as another there; the
 * JSON Lines keep every value exact, those characters written as `\u202e` escapes.
 */
export function writeMerged(result: MergeResult, outDir: string, language: KioskLanguage = 'en'): string[] {
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (error) {
    throw new StationRequestError(
      `The folder ${outDir} cannot be made (${(error as NodeJS.ErrnoException | null)?.code ?? String(error)}).`,
    );
  }
  const names = new Map(result.stations.map((station) => [station.stationId, station.stationName]));
  // Worked out once, in the report's language for the CSV's preamble and the HTML.
  const problems = mergeProblems(result);
  const text = reportText(language);
  const warnings = problems.map((problem) => warningText(problem, text));
  const head = mergedHead(result.entries);
  const summary = {
    format: 'challenge-station-merge',
    formatVersion: 1,
    mergedAt: result.mergedAt,
    mergedHead: head,
    ...(result.hall === undefined ? {} : { hall: result.hall }),
    stations: result.stations,
    conflicts: result.conflicts,
    files: result.files,
  };
  const marks = result.judgedAgain;
  const received = result.receivedAt;
  return writeAllOrNothing(outDir, [
    {
      name: 'merged.csv',
      text: csvDocument(
        visibleIn(mergedCsvPreamble(result, warnings, head, text)),
        mergedCsvHeader(marks !== undefined, received !== undefined),
        visibleIn(
          result.entries.map((entry) =>
            mergedCsvRow(entry, [
              names.get(entry.stationId) ?? '',
              ...(marks === undefined ? [] : [marks.get(entryMarkKey(entry)) ?? '']),
              ...(received === undefined ? [] : [received.get(entryMarkKey(entry)) ?? '']),
            ]),
          ),
        ),
      ),
    },
    { name: 'merged.jsonl', text: mergedJsonl({ merged: summary }, result) },
    {
      name: 'merged.html',
      text: renderHtmlReport({
        language,
        title: reportText(language).say('title.merged', { count: result.stations.length }),
        generatedAt: result.mergedAt,
        stations: visibleIn(result.stations),
        entries: visibleIn(result.entries),
        warnings: visibleIn(problems),
        mergedHead: head,
        ...(result.hall === undefined ? {} : { hall: visibleIn(result.hall) }),
        ...(marks === undefined ? {} : { judgedAgain: marks }),
        ...(received === undefined ? {} : { receivedAt: received }),
      }),
    },
  ]);
}

// The preamble's labels and worded counts in the report's language (English, word for word as
// before, for `log merge`); its values as recorded, numbers in plain digits. The column names of
// the entries below stay English whatever the language: programs read them.
function mergedCsvPreamble(
  result: MergeResult,
  warnings: readonly string[],
  head: string,
  text: ReportText,
): string[][] {
  const say = (...args: Parameters<ReportText['say']>): string => text.say(...args);
  return [
    [say('csv.title'), say('csv.format', { version: '1' })],
    [say('csv.mergedAt'), result.mergedAt],
    [say('csv.mergedHead'), head],
    ...(result.hall === undefined ? [] : hallPreamble(result.hall, text)),
    ...result.stations.map((station) => [
      say('csv.station'),
      station.stationName,
      station.stationId,
      say('csv.entries', { count: String(station.entryCount) }),
      station.head === null ? say('csv.headNone') : say('csv.headSeq', { seq: String(station.head.seq) }),
      station.head?.hash ?? '',
      ...(station.callsItself === undefined || station.callsItself === null
        ? []
        : [say('csv.callsItself', { name: station.callsItself })]),
    ]),
    ...warnings.map((warning) => [say('csv.warning'), warning]),
    [say('csv.entryCount'), String(result.entries.length)],
  ];
}

// The hall, its designated list (name, fingerprint, word count, alphabet, who and when) and every
// designation made, oldest first.
function hallPreamble(hall: MergedHall, text: ReportText): string[][] {
  const say = (...args: Parameters<ReportText['say']>): string => text.say(...args);
  const list = (designation: HallDesignation): string[] => [
    designation.name,
    designation.fingerprint,
    designation.wordCount === null
      ? say('csv.wordsUnknown')
      : say('csv.words', { count: String(designation.wordCount) }),
    designation.alphabet,
    say('csv.by', { initials: designation.by }),
    designation.at,
  ];
  return [
    [say('csv.hall'), hall.hallName, hall.hallId],
    hall.designated === null
      ? [say('csv.designated'), say('csv.none')]
      : [say('csv.designated'), ...list(hall.designated)],
    ...hall.designations.map((designation) => [say('csv.designation'), ...list(designation)]),
    ...hall.judgedAgain.map((each) => [
      say('csv.judgedAgain'),
      each.stationName,
      each.stationId,
      say('csv.judged', { count: String(each.judged) }),
      say('csv.agreeing', { count: String(each.agreeing) }),
      say('csv.differing', { count: String(each.differing) }),
      say('csv.notJudged', { count: String(each.notJudged) }),
    ]),
  ];
}

function mergeStation(
  stationId: string,
  exports: readonly VerifiedExport[],
): { station: MergedStation; conflict: MergeConflict | null; entries: LogEntry[] } {
  const newest = exports
    .map((item) => item.header)
    .filter((header) => header !== null)
    .sort((a, b) => compareText(b.exportedAt, a.exportedAt))[0];
  const stationName = newest?.stationName ?? stationId;
  const longest = Math.max(0, ...exports.map((item) => item.entries.length));
  const entries: LogEntry[] = [];
  let conflict: MergeConflict | null = null;
  // Each export is a verified chain from entry 1, so agreeing at a seq means agreeing on everything before it.
  for (let index = 0; index < longest; index += 1) {
    const versions = new Map<string, { entry: LogEntry; files: string[] }>();
    for (const item of exports) {
      const entry = item.entries[index];
      if (entry === undefined) continue;
      const version = versions.get(entry.hash) ?? { entry, files: [] };
      version.files.push(item.file);
      versions.set(entry.hash, version);
    }
    const [first, ...others] = [...versions.values()];
    if (first === undefined) break;
    if (others.length > 0) {
      conflict = {
        stationId,
        stationName,
        seq: index + 1,
        versions: [first, ...others].map((version) => ({ hash: version.entry.hash, files: version.files })),
        heldBack: longest - index,
      };
      break;
    }
    entries.push(first.entry);
  }
  const last = entries.at(-1);
  return {
    station: {
      stationId,
      stationName,
      appVersion: newest?.appVersion ?? null,
      exportedAt: newest?.exportedAt ?? null,
      lexicons: newest?.lexicons ?? [],
      head: last === undefined ? null : { seq: last.seq, hash: last.hash },
      entryCount: entries.length,
      files: exports.map((item) => item.file),
      heldBack: conflict?.heldBack ?? 0,
    },
    conflict,
    entries,
  };
}
