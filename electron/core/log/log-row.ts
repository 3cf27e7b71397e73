import { z } from 'zod';
import { ENTRY_KINDS, ENTRY_SOURCES, RULINGS, VERDICTS } from '../../shared/entry-values.ts';
import type { LogEntry } from './log-entry.ts';

const jsonArray = <T extends z.ZodType>(item: T) =>
  z.string().transform((text, ctx) => {
    try {
      const parsed = z.array(item).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'not a JSON array of the right type' });
    return z.NEVER;
  });

/** A row of log_entries as SQLite returns it; a row that does not fit was not written by the station. */
const logRowSchema = z
  .object({
    seq: z.number().int(),
    time: z.string(),
    station_id: z.string(),
    app_version: z.string(),
    kind: z.enum(ENTRY_KINDS),
    lexicon_name: z.string(),
    lexicon_fingerprint: z.string(),
    words: jsonArray(z.string()),
    word_results: jsonArray(z.boolean()),
    verdict: z.enum(VERDICTS).nullable(),
    source: z.enum(ENTRY_SOURCES),
    round: z.number().int().nullable(),
    table_number: z.number().int().nullable(),
    details: z.string().nullable(),
    challenge_rule: z.string().nullable(),
    refers_to: z.number().int().nullable(),
    ruling: z.enum(RULINGS).nullable(),
    judge: z.string().nullable(),
    action: z.string().nullable(),
    prev_hash: z.string(),
    hash: z.string(),
  })
  .transform((row): LogEntry => ({
    seq: row.seq,
    time: row.time,
    stationId: row.station_id,
    appVersion: row.app_version,
    kind: row.kind,
    lexiconName: row.lexicon_name,
    lexiconFingerprint: row.lexicon_fingerprint,
    words: row.words,
    wordResults: row.word_results,
    verdict: row.verdict,
    source: row.source,
    round: row.round,
    table: row.table_number,
    details: row.details,
    challengeRule: row.challenge_rule,
    refersTo: row.refers_to,
    ruling: row.ruling,
    judge: row.judge,
    action: row.action,
    prevHash: row.prev_hash,
    hash: row.hash,
  }));

/** Reads a stored row into an entry, or null when the row is malformed (evidence of tampering). */
export function rowToEntry(row: unknown): LogEntry | null {
  const parsed = logRowSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** The seq of a row, even a malformed one, so a report can name it. */
export function rowSeq(row: unknown): number | null {
  const parsed = z.object({ seq: z.number() }).safeParse(row);
  return parsed.success ? parsed.data.seq : null;
}
