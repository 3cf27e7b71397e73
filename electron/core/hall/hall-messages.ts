import { z } from 'zod';
import { ALPHABET_IDS } from '../../common/alphabets/index.ts';
import { exportRecordSchema, fromRecord, toRecord } from '../export/log-export.ts';
import type { LogEntry } from '../log/log-entry.ts';

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

const headSchema = z.strictObject({ seq: z.number().int().min(1), hash: z.string() }).nullable();

/** A lexicon the station offers, as the hall sees it. */
export const offeredLexiconSchema = z.strictObject({
  name: z.string(),
  fingerprint: z.string(),
  alphabet: z.enum(ALPHABET_IDS),
  wordCount: z.number().int().min(0),
});
export type OfferedLexicon = z.infer<typeof offeredLexiconSchema>;

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
    .array(z.strictObject({ name: healthText, fingerprint: z.string().max(128), reason: healthText }))
    .max(100),
});
export type StationHealth = z.infer<typeof stationHealthSchema>;

/** What a station says of itself every few seconds: who it is, how far its log goes, its health. */
export const stationStateSchema = z.strictObject({
  stationId: z.string().min(1),
  stationName: z.string(),
  appVersion: z.string(),
  head: headSchema,
  /** The last entry the station knows the hub's stream acknowledged. */
  acknowledged: z.number().int().min(0),
  lexicons: z.array(offeredLexiconSchema),
  /** Null while the station can judge and record; else what stops it, in words. */
  problem: z.string().nullable(),
  /** Null from a station of an earlier version, which does not send it. */
  health: stationHealthSchema.nullable().default(null),
  sentAt: z.string(),
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
