import { z } from 'zod';
import { ALPHABET_IDS } from '../../../common/alphabets/index.ts';
import { HALL_SETTING_NAMES } from '../../../common/hall-settings.ts';
import { exportRecordSchema, fromRecord, toRecord } from '../../export/log-export.ts';
import type { LogEntry } from '../../log/log-entry.ts';

// What crosses the network: one entry per JetStream message, as the export record (the format
// merge tools already read and verify), and a small state message each station sends on a timer.

/** An entry as a message body: its export record as JSON. */
export function encodeEntry(entry: LogEntry): string {
  return JSON.stringify(toRecord(entry));
}

/** The entry a message body holds, or null when it is not a well-formed export record. */
export function decodeEntry(text: string): LogEntry | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const record = exportRecordSchema.safeParse(value);
  return record.success ? fromRecord(record.data) : null;
}

/** An entry's or a chain head's hash: SHA-256 in lower-case hex. */
export const HASH_PATTERN = /^[0-9a-f]{64}$/u;
/** A lexicon's fingerprint: SHA-256 of its sorted words, lower-case hex (fingerprint.ts). */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{64}$/u;
/** A station id as stations make them (a UUID), or any such plain token: never controls or spaces. */
export const STATION_ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z_-]{0,63}$/u;
/** The longest name (a station's, a lexicon's) a state message may carry. */
export const REPORTED_NAME_MAX = 200;

const headSchema = z
  .strictObject({ seq: z.number().int().min(1), hash: z.string().regex(HASH_PATTERN) })
  .nullable();

/**
 * A lexicon a station reports offering, as the hall sees it. A malformed fingerprint refuses the
 * whole message: the hub shows, compares and designates fingerprints, so it takes only real ones.
 */
export const reportedLexiconSchema = z.strictObject({
  name: z.string().min(1).max(REPORTED_NAME_MAX),
  fingerprint: z.string().regex(FINGERPRINT_PATTERN),
  alphabet: z.enum(ALPHABET_IDS),
  wordCount: z.number().int().min(0),
});
export type ReportedLexicon = z.infer<typeof reportedLexiconSchema>;

/** The longest text a station's health carries; the station cuts what it sends to this. */
export const HEALTH_TEXT_MAX = 500;
const healthText = z.string().max(HEALTH_TEXT_MAX);

/**
 * How a running station stands, as it knows it now (the kiosk and the web station act on the same
 * facts): how far a full check of its log reached, whether it stopped recording, whether its file
 * guard tripped, and which offered lexicons it refuses. A log the checks found broken is `problem`.
 */
export const stationHealthSchema = z.strictObject({
  /** The last entry a full check of the chain (quick_check and every link) found sound; null before one. */
  verifiedThrough: z.number().int().min(1).nullable(),
  /** Why the last write was refused (it fails closed: no verdict until a write succeeds); null while writes succeed. */
  writeRefused: healthText.nullable(),
  /** The database file, its WAL or index deleted or replaced while the station runs; null while they are the ones opened. */
  fileGuard: healthText.nullable(),
  /** Offered lexicons whose file is refused (missing, damaged or swapped): players cannot be judged with them. */
  lexiconsRefused: z
    .array(
      z.strictObject({
        name: healthText,
        fingerprint: z.string().regex(FINGERPRINT_PATTERN),
        reason: healthText,
      }),
    )
    .max(100),
});
export type StationHealth = z.infer<typeof stationHealthSchema>;

/**
 * How a station stays in touch: `running` (the kiosk, the web station) sends its state every few
 * seconds while it runs, so silence means trouble; `on-demand` (a station used from the command
 * line) is heard only at `hall join` and each `hall sync`, so silence between them is normal;
 * `closed` is a running station's last state as it closes (hall-publisher.ts flush): its head then
 * stays its head until it starts again.
 */
export const STATION_PRESENCES = ['running', 'on-demand', 'closed'] as const;
export type StationPresence = (typeof STATION_PRESENCES)[number];

const reportedListName = z.string().min(1).max(REPORTED_NAME_MAX);
const reportedFingerprint = z.string().regex(FINGERPRINT_PATTERN);

/**
 * Where a station stands with the hall's designated list, as it says: none designated, receiving
 * (how much of it has come), received and offered, or refused and why (a damaged transfer, a full
 * disk). The hub shows it on the station's card; it proves nothing the hub does not check itself.
 */
export const reportedHallListSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('none') }),
  z.strictObject({
    state: z.literal('receiving'),
    name: reportedListName,
    fingerprint: reportedFingerprint,
    percent: z.number().int().min(0).max(100),
  }),
  z.strictObject({ state: z.literal('received'), name: reportedListName, fingerprint: reportedFingerprint }),
  z.strictObject({
    state: z.literal('refused'),
    name: reportedListName,
    fingerprint: reportedFingerprint,
    reason: healthText,
  }),
]);
export type ReportedHallList = z.infer<typeof reportedHallListSchema>;

/** The hall's settings a director may change at a station (`hall set`'s names). */
export const REPORTED_HALL_SETTINGS = HALL_SETTING_NAMES;

/** What a station says of the hall's truth it holds: the designated list, and settings changed here. */
export const stationHallReportSchema = z.strictObject({
  list: reportedHallListSchema,
  /** The hall's settings a director at the station changed after the hall set them. */
  changedHere: z.array(z.enum(REPORTED_HALL_SETTINGS)).max(REPORTED_HALL_SETTINGS.length),
});
export type StationHallReport = z.infer<typeof stationHallReportSchema>;

/** What a station says of itself every few seconds: who it is, how far its log goes, its health. */
export const stationStateSchema = z.strictObject({
  stationId: z.string().regex(STATION_ID_PATTERN),
  /** Only what the station calls itself: the hall names it by its invitation. */
  stationName: z.string().max(REPORTED_NAME_MAX),
  appVersion: z.string().max(64),
  head: headSchema,
  /** The last entry the station knows the hub's stream acknowledged. */
  acknowledged: z.number().int().min(0),
  lexicons: z.array(reportedLexiconSchema).max(100),
  /** Null while the station can judge and record; else what stops it, in words. */
  problem: healthText.nullable(),
  /** Null from a station of an earlier version, which does not send it. */
  health: stationHealthSchema.nullable().default(null),
  /** Earlier versions send none: they were all long-running stations. */
  presence: z.enum(STATION_PRESENCES).default('running'),
  /** Null from a station of an earlier version, which does not send it. */
  hall: stationHallReportSchema.nullable().default(null),
  /**
   * Since when (the station's clock) its judging thread has sent its hall process nothing, while
   * that process still reaches the hub; sent only then (a hub of an earlier version refuses a field
   * it does not know, and then hears nothing only while the station is quiet). Absent from a station
   * that answers, and from one of an earlier version, whose hall process fell silent instead.
   */
  quietSince: z.string().max(64).optional(),
  sentAt: z.string().max(64),
});
export type StationState = z.infer<typeof stationStateSchema>;

/** The hub's answer to a state message: how far it has stored and verified this station's chain. */
export const hubReceiptSchema = z.strictObject({ verified: headSchema, revoked: z.boolean() });
export type HubReceipt = z.infer<typeof hubReceiptSchema>;

/** Parses JSON text with a schema; null when it is not JSON or does not fit. */
export function parseMessage<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
