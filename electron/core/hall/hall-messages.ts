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
