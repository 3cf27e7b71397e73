import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { StationRequestError } from '../station/errors.ts';
import type { ChainHead } from './challenge-log.ts';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  exportHeaderSchema,
  PAPER_HASH_DIGITS,
  type ExportHeader,
  type LexiconSummary,
} from './export-header.ts';
import { writeAllOrNothing } from './export-folder.ts';
import { renderHtmlReport } from './export-report.ts';
import { GENESIS_HASH, type LogEntry } from './log-entry.ts';
import { linkProblem } from './log-verify.ts';
import {
  csvDocument,
  csvRow,
  EXPORT_COLUMNS,
  exportRecordSchema,
  fromRecord,
  jsonlDocument,
} from './log-export.ts';

/** One station in the consolidated view. */
export interface MergedStation {
  readonly stationId: string;
  /** From the newest export's header (the id when no export had a header). */
  readonly stationName: string;
  readonly appVersion: string | null;
  readonly exportedAt: string | null;
  readonly lexicons: readonly LexiconSummary[];
  /** The last entry merged for this station. */
  readonly head: ChainHead | null;
  readonly entryCount: number;
  /** The exports of this station that verified. */
  readonly files: readonly string[];
  /** Entries left out because this station's exports disagree (see the conflict). */
  readonly heldBack: number;
}

/** What became of one file given to the merge. */
export type FileOutcome =
  | { readonly file: string; readonly status: 'merged'; readonly stationId: string; readonly entries: number }
  | {
      readonly file: string;
      readonly status: 'refused';
      readonly stationId: string | null;
      /** The first entry that failed, or null when the file is not an export at all. */
      readonly firstBadSeq: number | null;
      readonly reason: string;
    }
  | { readonly file: string; readonly status: 'skipped'; readonly reason: string };

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

/** The consolidated view of several stations' exports. */
export interface MergeResult {
  readonly mergedAt: string;
  /** Every merged entry once, by time, then station, then seq. */
  readonly entries: readonly LogEntry[];
  readonly stations: readonly MergedStation[];
  readonly files: readonly FileOutcome[];
  readonly conflicts: readonly MergeConflict[];
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
export function mergeExports(paths: readonly string[], now: () => Date = () => new Date()): MergeResult {
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
  const entries: LogEntry[] = [];
  for (const [stationId, exports] of byStation) {
    const merged = mergeStation(stationId, exports);
    stations.push(merged.station);
    if (merged.conflict !== null) conflicts.push(merged.conflict);
    entries.push(...merged.entries);
  }
  stations.sort((a, b) => compareText(a.stationName, b.stationName) || compareText(a.stationId, b.stationId));
  const names = new Map(stations.map((station) => [station.stationId, station.stationName]));
  entries.sort(
    (a, b) =>
      compareText(a.time, b.time) ||
      compareText(names.get(a.stationId) ?? '', names.get(b.stationId) ?? '') ||
      compareText(a.stationId, b.stationId) ||
      a.seq - b.seq,
  );
  return { mergedAt: now().toISOString(), entries, stations, files: outcomes, conflicts };
}

/** Plain sentences for each refused file and each conflict: what a director must look into. */
export function mergeWarnings(result: MergeResult): string[] {
  const refused = result.files.flatMap((outcome) =>
    outcome.status === 'refused'
      ? [
          `${outcome.file} was refused${outcome.firstBadSeq === null ? '' : ` at entry ${outcome.firstBadSeq}`}: ${outcome.reason}. None of its entries are merged.`,
        ]
      : [],
  );
  const conflicts = result.conflicts.map(
    (conflict) =>
      `${conflict.stationName}: the exports disagree at entry ${conflict.seq} (${conflict.versions
        .map((version) => `${version.hash.slice(0, PAPER_HASH_DIGITS)} in ${version.files.join(', ')}`)
        .join(
          '; ',
        )}). The log was changed or restored from an old copy; ${conflict.heldBack} entries from entry ${conflict.seq} on are not merged.`,
  );
  return [...refused, ...conflicts];
}

/** Writes merged.csv, merged.jsonl and merged.html into `outDir` (made if missing); returns their paths. */
export function writeMerged(result: MergeResult, outDir: string): string[] {
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (error) {
    throw new StationRequestError(
      `The folder ${outDir} cannot be made (${(error as NodeJS.ErrnoException | null)?.code ?? String(error)}).`,
    );
  }
  const names = new Map(result.stations.map((station) => [station.stationId, station.stationName]));
  const warnings = mergeWarnings(result);
  const summary = {
    format: 'challenge-station-merge',
    formatVersion: 1,
    mergedAt: result.mergedAt,
    stations: result.stations,
    conflicts: result.conflicts,
    files: result.files,
  };
  return writeAllOrNothing(outDir, [
    {
      name: 'merged.csv',
      text: csvDocument(
        mergedCsvPreamble(result, warnings),
        [...EXPORT_COLUMNS, 'station_name'],
        result.entries.map((entry) => [...csvRow(entry), names.get(entry.stationId) ?? '']),
      ),
    },
    { name: 'merged.jsonl', text: jsonlDocument({ merged: summary }, result.entries) },
    {
      name: 'merged.html',
      text: renderHtmlReport({
        title: `Challenge log — ${result.stations.length} station${result.stations.length === 1 ? '' : 's'} merged`,
        generatedAt: result.mergedAt,
        stations: result.stations,
        entries: result.entries,
        warnings,
      }),
    },
  ]);
}

function mergedCsvPreamble(result: MergeResult, warnings: readonly string[]): string[][] {
  return [
    ['Challenge Station merged log', 'format 1'],
    ['Merged at', result.mergedAt],
    ...result.stations.map((station) => [
      'Station',
      station.stationName,
      station.stationId,
      `${station.entryCount} entries`,
      station.head === null ? 'head none' : `head seq ${station.head.seq}`,
      station.head?.hash ?? '',
    ]),
    ...warnings.map((warning) => ['Warning', warning]),
    ['Entries', String(result.entries.length)],
  ];
}

interface VerifiedExport {
  readonly file: string;
  readonly header: ExportHeader | null;
  readonly stationId: string;
  readonly entries: readonly LogEntry[];
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

/** Reads and verifies one export file; a problem is returned as the file's outcome. */
function readExport(file: string): VerifiedExport | Exclude<FileOutcome, { status: 'merged' }> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code ?? String(error);
    return {
      file,
      status: 'refused',
      stationId: null,
      firstBadSeq: null,
      reason: `it cannot be read (${code})`,
    };
  }
  const lines = text
    .replace(/^\uFEFF/u, '')
    .split(/\r?\n/u)
    .filter((line) => line.trim() !== '');
  const notExport = (reason: string) =>
    ({ file, status: 'refused', stationId: null, firstBadSeq: null, reason }) as const;
  if (lines.length === 0) return notExport('it is empty');

  const first = parseJson(lines[0] ?? '');
  let header: ExportHeader | null = null;
  if (isObjectWith(first, 'merged')) {
    return { file, status: 'skipped', reason: 'it is a merged view, not one station’s export' };
  }
  if (isObjectWith(first, 'header')) {
    const parsed = exportHeaderSchema.safeParse(first.header);
    if (!parsed.success) {
      const format = isObjectWith(first.header, 'format') ? first.header.format : undefined;
      const version = isObjectWith(first.header, 'formatVersion') ? first.header.formatVersion : undefined;
      if (format === EXPORT_FORMAT && typeof version === 'number' && version > EXPORT_FORMAT_VERSION) {
        return notExport(`it was made by a newer Challenge Station (format ${version}); update this one`);
      }
      return notExport('its header line is not a Challenge Station export header');
    }
    header = parsed.data;
    lines.shift();
  } else if (!isObjectWith(first, 'seq')) {
    return notExport('it is not a Challenge Station JSON Lines export');
  }

  const stationId = header?.stationId ?? stationOf(lines[0]);
  const refuse = (firstBadSeq: number, reason: string) =>
    ({ file, status: 'refused', stationId, firstBadSeq, reason }) as const;
  const entries: LogEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (const [index, line] of lines.entries()) {
    const seq = index + 1;
    const record = exportRecordSchema.safeParse(parseJson(line));
    if (!record.success) return refuse(seq, `entry ${seq} is malformed`);
    const entry = fromRecord(record.data);
    if (entry.stationId !== stationId) {
      return refuse(seq, `entry ${seq} belongs to station ${entry.stationId}, not ${stationId ?? '?'}`);
    }
    const problem = linkProblem(entry, seq, prevHash);
    if (problem !== null) return refuse(seq, problem);
    entries.push(entry);
    prevHash = entry.hash;
  }

  const last = entries.at(-1);
  if (header !== null) {
    if (header.entryCount > entries.length || (header.head !== null && header.head.seq > entries.length)) {
      const named = Math.max(header.entryCount, header.head?.seq ?? 0);
      return refuse(
        entries.length + 1,
        `the file ends at entry ${entries.length} but its header names ${named} entries: it was cut short`,
      );
    }
    if (header.entryCount !== entries.length || (header.head?.seq ?? 0) !== (last?.seq ?? 0)) {
      return refuse(
        (header.head?.seq ?? 0) + 1,
        `the file has ${entries.length} entries but its header names ${header.entryCount} and head ${header.head?.seq ?? 'none'}`,
      );
    }
    if (header.head !== null && header.head.hash !== last?.hash) {
      return refuse(header.head.seq, `entry ${header.head.seq} does not match the head named in the header`);
    }
  }
  if (stationId === null) return notExport('it holds no entries and no header');
  return { file, header, stationId, entries };
}

/** Export files named by the director: files as given, folders searched (recursively) for *.jsonl. */
function findExportFiles(paths: readonly string[]): string[] {
  if (paths.length === 0) throw new StationRequestError('Name at least one export file or folder to merge.');
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (file: string): void => {
    const key = resolve(file);
    if (seen.has(key)) return;
    seen.add(key);
    found.push(file);
  };
  for (const path of paths) {
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      throw new StationRequestError(`There is no file or folder at ${path}.`);
    }
    if (!isFolder) {
      add(path);
      continue;
    }
    const inFolder = readdirSync(path, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.toLowerCase().endsWith('.jsonl'))
      .sort(compareText)
      .map((name) => join(path, name));
    for (const file of inFolder) if (statSync(file).isFile()) add(file);
  }
  if (found.length === 0) {
    throw new StationRequestError(`No .jsonl exports were found in ${paths.join(', ')}.`);
  }
  return found;
}

function stationOf(line: string | undefined): string | null {
  const value = parseJson(line ?? '');
  return isObjectWith(value, 'station') && typeof value.station === 'string' ? value.station : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObjectWith<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && key in value;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
