import { z } from 'zod';
import { APP_VERSION } from '../app-version.ts';
import type { ChainHead, ChallengeLog } from '../log/challenge-log.ts';
import type { LogEntry } from '../log/log-entry.ts';
import { ALPHABET_DEFINITIONS, ALPHABET_IDS } from '../../common/alphabets/index.ts';
import { NOTED_HASH_DIGITS, paperForm } from '../../common/noted-head-format.ts';
import { systemClock, type Clock } from '../clock.ts';

/**
 * The export format's name and version, written in every header; a merge refuses newer versions.
 * Version 2 names each lexicon's tile alphabet; version 1 files, which do not, are still read.
 */
export const EXPORT_FORMAT = 'challenge-station-log';
export const EXPORT_FORMAT_VERSION = 2;
/** Every format version this one reads, listed so that a new version never drops an old one unseen. */
const READABLE_FORMAT_VERSIONS = [1, 2] as const;

/** How many hex digits of the head hash a director notes on paper beside the seq. */
export const PAPER_HASH_DIGITS = NOTED_HASH_DIGITS;

const lexiconSummarySchema = z.strictObject({
  name: z.string(),
  fingerprint: z.string(),
  wordCount: z.number().int(),
  /** Always written since format 2 (checked below); absent in a format 1 file, which cannot say. */
  alphabet: z.enum(ALPHABET_IDS).optional(),
});

/** What heads every export file: which station, which app, which lexicons, and the chain head. */
export const exportHeaderSchema = z
  .strictObject({
    format: z.literal(EXPORT_FORMAT),
    formatVersion: z.literal(READABLE_FORMAT_VERSIONS),
    stationId: z.string().min(1),
    stationName: z.string(),
    appVersion: z.string(),
    exportedAt: z.string(),
    lexicons: z.array(lexiconSummarySchema),
    head: z.strictObject({ seq: z.number().int().min(1), hash: z.string() }).nullable(),
    entryCount: z.number().int().min(0),
  })
  .refine(
    (header) =>
      header.formatVersion === 1 || header.lexicons.every((lexicon) => lexicon.alphabet !== undefined),
    'A format 2 header names every lexicon’s alphabet.',
  );
export type ExportHeader = z.infer<typeof exportHeaderSchema>;
export type LexiconSummary = z.infer<typeof lexiconSummarySchema>;

/** A header and the entries it describes, read in one transaction. */
export interface ExportSnapshot {
  readonly header: ExportHeader;
  readonly entries: readonly LogEntry[];
}

// Said here in the export's own terms, so the export depends on the log only: a Station (its shelf
// and profile) fits this shape without the export knowing either.
/** What an export reads of a station: its log, its lexicons' names and its identity; nothing else. */
export interface ExportSource {
  readonly stationId: string;
  readonly log: Pick<ChallengeLog, 'snapshot' | 'entries' | 'head'>;
  readonly lexicons: { list(): readonly Required<LexiconSummary>[] };
  readonly profile: { name(): string };
}

/**
 * Reads the header and every entry inside one snapshot of the database, so the head it names is
 * exactly the last entry exported even while the kiosk keeps judging.
 */
export function takeExportSnapshot(station: ExportSource, now: Clock = systemClock): ExportSnapshot {
  return station.log.snapshot(() => {
    const entries = [...station.log.entries()];
    const head = station.log.head();
    const header: ExportHeader = {
      format: EXPORT_FORMAT,
      formatVersion: EXPORT_FORMAT_VERSION,
      stationId: station.stationId,
      stationName: station.profile.name(),
      appVersion: APP_VERSION,
      exportedAt: now().toISOString(),
      lexicons: station.lexicons.list().map(({ name, fingerprint, wordCount, alphabet }) => ({
        name,
        fingerprint,
        wordCount,
        alphabet,
      })),
      head: head === null ? null : { seq: head.seq, hash: head.hash },
      entryCount: entries.length,
    };
    return { header, entries };
  });
}

/** How a lexicon's alphabet reads in an export, e.g. "Spanish tiles"; empty when a format 1 file cannot say. */
export function alphabetLabel(lexicon: LexiconSummary): string {
  return lexicon.alphabet === undefined ? '' : `${ALPHABET_DEFINITIONS[lexicon.alphabet].name} tiles`;
}

/** The head as a director writes it on paper: `SEQ:` and the first hex digits of the hash, grouped. */
export function paperHead(head: ChainHead): string {
  return paperForm(head);
}
