import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { writeAllOrNothing, checkFolder } from '../store/folder-writes.ts';
import { StationRequestError } from '../errors.ts';
import { asciiName } from '../../common/ascii-name.ts';
import type { LogRecorder } from '../log/log-recorder.ts';
import {
  alphabetLabel,
  paperHead,
  takeExportSnapshot,
  type ExportHeader,
  type ExportSnapshot,
  type ExportSource,
} from './export-header.ts';
import { renderHtmlReport } from './export-report.ts';
import { reportText } from './report-text.ts';
import type { KioskLanguage } from '../../common/kiosk-languages.ts';
import type { LogEntry } from '../log/log-entry.ts';
import { csvDocument, csvRow, EXPORT_COLUMNS, jsonlDocument } from './log-export.ts';
import type { Clock } from '../clock.ts';

/** The files a folder export can write: a spreadsheet, the lossless record, a printable report. */
export type FolderFormat = 'csv' | 'jsonl' | 'html';
export const FOLDER_FORMATS: readonly FolderFormat[] = ['csv', 'jsonl', 'html'];

/** What an export to a folder wrote. */
export interface FolderExport {
  /** The paths written, in the order of the formats asked for. */
  readonly files: readonly string[];
  readonly header: ExportHeader;
  /**
   * The 'log-exported' event recorded afterwards (it is not in the files: it came after the
   * snapshot); null when the log refused it — a broken log must still be exportable.
   */
  readonly event: LogEntry | null;
}

/** Test seams and the name recorded with the export. */
export interface FolderExportOptions {
  readonly now?: Clock;
  /** Who exported, recorded in the log event. */
  readonly by?: string | null;
  /** The printable report's language; the station's kiosk language when not given. */
  readonly language?: KioskLanguage;
}

/**
 * What a folder export reads of a station (its kiosk language too: the report is written in the
 * event's language), and the recorder its 'log-exported' event goes to.
 */
export interface FolderExportSource extends ExportSource {
  readonly profile: ExportSource['profile'] & { config(): { readonly language: KioskLanguage } };
  readonly recorder: Pick<LogRecorder, 'recordEventIfPossible'>;
}

/**
 * Exports the whole log to a folder the director chose (a USB stick): one snapshot, written as each
 * format asked for. Every file goes to a temporary name, is flushed to disk and then renamed, so a
 * stick pulled early leaves no half file under an export's name; if any file fails, those already
 * written are removed again. Finally a 'log-exported' event names the files and the head.
 */
export function exportToFolder(
  station: FolderExportSource,
  folder: string,
  formats: readonly FolderFormat[] = FOLDER_FORMATS,
  options: FolderExportOptions = {},
): FolderExport {
  const wanted = [...new Set(formats)];
  if (wanted.length === 0) throw new StationRequestError('Choose at least one format to export.');
  checkFolder(folder);
  const snapshot = takeExportSnapshot(station, options.now);
  const base = unusedBaseName(folder, exportBaseName(snapshot.header), wanted);
  const language = options.language ?? station.profile.config().language;
  const files = writeAllOrNothing(
    folder,
    wanted.map((format) => ({
      name: `${base}.${format}`,
      text: snapshotDocument(snapshot, format, language),
    })),
  );
  const head = snapshot.header.head;
  const event = station.recorder.recordEventIfPossible(
    'log-exported',
    `${snapshot.header.entryCount} entries to ${folder}: ${files.map((file) => basename(file)).join(', ')}; head ${head === null ? 'none' : `${head.seq} ${head.hash}`}`,
    options.by ?? null,
  );
  return { files, header: snapshot.header, event };
}

/** The file name (without extension) of an export: `<station-slug>-<yyyymmdd-hhmmss>-to-<seq>`, in UTC. */
export function exportBaseName(header: ExportHeader): string {
  const stamp = header.exportedAt.replace(/[-:]/gu, '').replace('T', '-').slice(0, 15);
  return `${slug(header.stationName)}-${stamp}-to-${header.head?.seq ?? 0}`;
}

/**
 * `base`, or `base-2`, `base-3`… where a file of that name is on the stick already: two stations
 * left with the same name, exported in the same second at the same head, would otherwise write over
 * each other's files, and a stick carried from station to station must keep every export.
 */
function unusedBaseName(folder: string, base: string, formats: readonly FolderFormat[]): string {
  for (let copy = 1; ; copy += 1) {
    const name = copy === 1 ? base : `${base}-${copy}`;
    if (formats.every((format) => !existsSync(join(folder, `${name}.${format}`)))) return name;
  }
}

/**
 * One snapshot as the text of one export file. Only the printable report is in `language`: the CSV
 * and JSON Lines are read by programs, so their labels and values never change with it.
 */
export function snapshotDocument(
  snapshot: ExportSnapshot,
  format: FolderFormat,
  language: KioskLanguage = 'en',
): string {
  const { header, entries } = snapshot;
  switch (format) {
    case 'csv':
      return csvDocument(headerRows(header), EXPORT_COLUMNS, entries.map(csvRow));
    case 'jsonl':
      return jsonlDocument({ header }, entries);
    case 'html':
      return renderHtmlReport({
        language,
        title: reportText(language).say('title.station', { station: header.stationName }),
        generatedAt: header.exportedAt,
        stations: [header],
        entries,
      });
  }
}

/** The CSV preamble: a label in the first cell of each row, then its values. */
function headerRows(header: ExportHeader): string[][] {
  return [
    ['Challenge Station log export', `format ${header.formatVersion}`],
    ['Station', header.stationName],
    ['Station id', header.stationId],
    ['App version', header.appVersion],
    ['Exported at', header.exportedAt],
    ...(header.lexicons.length === 0
      ? [['Lexicons', 'none']]
      : header.lexicons.map((lexicon) => [
          'Lexicon',
          lexicon.name,
          lexicon.fingerprint,
          `${lexicon.wordCount} words`,
          ...(lexicon.alphabet === undefined ? [] : [alphabetLabel(lexicon)]),
        ])),
    ['Entries', String(header.entryCount)],
    ['Head seq', header.head === null ? 'none' : String(header.head.seq)],
    ['Head hash', header.head?.hash ?? ''],
    // The one form `log head`, the console and the paper use (2:61b3 bad1 17a2 9888): its hash in
    // spaced groups, it is no time of day a spreadsheet could take it for.
    ['Head for paper', header.head === null ? '' : paperHead(header.head)],
  ];
}

// Station names may hold any letters; file names on a FAT-formatted stick are safest in plain ASCII,
// so the letters are transliterated, never dropped (Łódź is lodz).
function slug(name: string): string {
  const ascii = asciiName(name, 40);
  return ascii === '' ? 'station' : ascii;
}
