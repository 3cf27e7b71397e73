import { stringify } from 'csv-stringify/sync';
import type { ChallengeLog } from './challenge-log.ts';
import type { LogEntry } from './log-entry.ts';

/** The export formats a director can choose. */
export type ExportFormat = 'csv' | 'jsonl';

/** Column order of every export; the names are the contract for spreadsheets and merge tools. */
export const EXPORT_COLUMNS = [
  'seq',
  'time',
  'station',
  'app_version',
  'kind',
  'lexicon',
  'fingerprint',
  'words',
  'word_results',
  'verdict',
  'source',
  'round',
  'table',
  'details',
  'challenge_rule',
  'refers_to',
  'ruling',
  'judge',
  'action',
  'prev_hash',
  'hash',
] as const;

type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], unknown>;

/**
 * Writes every entry of one consistent snapshot of the log through `write`, which must be
 * synchronous so that the snapshot stays open until the last line. Returns the number of entries.
 */
export function exportLog(log: ChallengeLog, format: ExportFormat, write: (chunk: string) => void): number {
  return log.snapshot(() => {
    let count = 0;
    if (format === 'csv') write(stringify([EXPORT_COLUMNS]));
    for (const entry of log.entries()) {
      const record = toRecord(entry);
      write(
        format === 'csv'
          ? stringify([EXPORT_COLUMNS.map((column) => csvCell(record[column]))])
          : `${JSON.stringify(record)}\n`,
      );
      count += 1;
    }
    return count;
  });
}

function toRecord(entry: LogEntry): ExportRecord {
  return {
    seq: entry.seq,
    time: entry.time,
    station: entry.stationId,
    app_version: entry.appVersion,
    kind: entry.kind,
    lexicon: entry.lexiconName,
    fingerprint: entry.lexiconFingerprint,
    words: entry.words,
    word_results: entry.wordResults.map((valid) => (valid ? 'valid' : 'invalid')),
    verdict: entry.verdict,
    source: entry.source,
    round: entry.round,
    table: entry.table,
    details: entry.details,
    challenge_rule: entry.challengeRule,
    refers_to: entry.refersTo,
    ruling: entry.ruling,
    judge: entry.judge,
    action: entry.action,
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}

// Lists become space-separated (words are letters only, so this is exact); null becomes empty.
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}
