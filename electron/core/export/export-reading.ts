import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { StationRequestError } from '../errors.ts';
import { GENESIS_HASH, type LogEntry } from '../log/log-entry.ts';
import { linkProblem } from '../log/log-verify.ts';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  exportHeaderSchema,
  type ExportHeader,
} from './export-header.ts';
import { exportRecordSchema, fromRecord } from './log-export.ts';

// Reading the files a merge is given: finding them, and verifying each one whole.

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

/** An export file whose every entry verified, with its header when it had one. */
export interface VerifiedExport {
  readonly file: string;
  readonly header: ExportHeader | null;
  readonly stationId: string;
  readonly entries: readonly LogEntry[];
}

/** Reads and verifies one export file; a problem is returned as the file's outcome. */
export function readExport(file: string): VerifiedExport | Exclude<FileOutcome, { status: 'merged' }> {
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
export function findExportFiles(paths: readonly string[]): string[] {
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

/** Orders text by code unit, the same on every machine (no locale). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
