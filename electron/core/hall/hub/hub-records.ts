// The rows of the hub's store as the rest of the hall reads them: an invited station, a refused
// entry kept as evidence, a fault; each row checked as it is read.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ChainHead } from '../../log/challenge-log.ts';
import {
  reportedLexiconSchema,
  STATION_PRESENCES,
  stationHallReportSchema,
  stationHealthSchema,
  type ReportedLexicon,
  type StationHallReport,
  type StationHealth,
  type StationPresence,
} from '../wire/hall-messages.ts';

/** One invited station as the hub knows it. */
export interface HubStation {
  readonly token: string;
  readonly name: string;
  readonly publicKey: string | null;
  readonly invitedAt: string;
  readonly revokedAt: string | null;
  /** The station id its entries carry, bound at its first message. */
  readonly stationId: string | null;
  /** The station's own name for itself (its profile), as it last reported it. */
  readonly stationName: string | null;
  readonly appVersion: string | null;
  readonly lexicons: readonly ReportedLexicon[];
  readonly problem: string | null;
  /** The station's health as it last reported it; null when it never did (or runs an earlier version). */
  readonly health: StationHealth | null;
  /** What the station last said of the hall's list and settings; null when it never did. */
  readonly hallReport: StationHallReport | null;
  /** The head the station last reported, which may be ahead of what the hub holds. */
  readonly reportedHead: ChainHead | null;
  readonly lastSeen: string | null;
  readonly instance: string | null;
  readonly machine: string | null;
  /** The last entry of the station's chain the hub holds and verified from entry 1. */
  readonly verified: ChainHead | null;
  readonly lastEntryAt: string | null;
  /** How the station last said it stays in touch; null before its first state message. */
  readonly presence: StationPresence | null;
  /** Its clock minus the hub's (ms) as its last state messages showed it; null before the first. */
  readonly clockSkewMs: number | null;
  /**
   * Since when (the hub's clock) the station's hall process has said its station sends it nothing,
   * as of its last state message; null while the station answers.
   */
  readonly quietSince: string | null;
}

/** An entry the hub refused, kept as evidence. */
export interface QuarantinedEntry {
  readonly token: string | null;
  readonly seq: number | null;
  readonly hash: string | null;
  readonly kind: string;
  readonly reason: string;
  readonly receivedAt: string;
}

/** What the director must be told, kept until acknowledged. */
export interface HubFault {
  readonly id: number;
  readonly token: string | null;
  readonly kind: string;
  readonly message: string;
  readonly raisedAt: string;
  readonly acknowledgedAt: string | null;
}

const stationRow = z.object({
  token: z.string(),
  name: z.string(),
  public_key: z.string().nullable(),
  invited_at: z.string(),
  revoked_at: z.string().nullable(),
  station_id: z.string().nullable(),
  station_name: z.string().nullable(),
  app_version: z.string().nullable(),
  lexicons: z.string(),
  problem: z.string().nullable(),
  health: z.string().nullable(),
  hall_report: z.string().nullable(),
  reported_seq: z.number().nullable(),
  reported_hash: z.string().nullable(),
  last_seen: z.string().nullable(),
  instance: z.string().nullable(),
  machine: z.string().nullable(),
  verified_seq: z.number(),
  verified_hash: z.string().nullable(),
  last_entry_at: z.string().nullable(),
  presence: z.enum(STATION_PRESENCES).nullable(),
  // A store not yet migrated to 0011 has no such column: read as unknown.
  clock_skew_ms: z.number().nullable().default(null),
  // A store not yet migrated to 0012 has no such column: read as answering.
  quiet_since: z.string().nullable().default(null),
});

/** A station row of the store, checked. */
export function toStation(row: unknown): HubStation {
  const r = stationRow.parse(row);
  const lexicons = z.array(reportedLexiconSchema).safeParse(JSON.parse(r.lexicons));
  return {
    token: r.token,
    name: r.name,
    publicKey: r.public_key,
    invitedAt: r.invited_at,
    revokedAt: r.revoked_at,
    stationId: r.station_id,
    stationName: r.station_name,
    appVersion: r.app_version,
    lexicons: lexicons.success ? lexicons.data : [],
    problem: r.problem,
    health: r.health === null ? null : parsedJson(stationHealthSchema, r.health),
    hallReport: r.hall_report === null ? null : parsedJson(stationHallReportSchema, r.hall_report),
    reportedHead:
      r.reported_seq === null || r.reported_hash === null
        ? null
        : { seq: r.reported_seq, hash: r.reported_hash },
    lastSeen: r.last_seen,
    instance: r.instance,
    machine: r.machine,
    verified:
      r.verified_seq === 0 || r.verified_hash === null
        ? null
        : { seq: r.verified_seq, hash: r.verified_hash },
    lastEntryAt: r.last_entry_at,
    presence: r.presence,
    clockSkewMs: r.clock_skew_ms,
    quietSince: r.quiet_since,
  };
}

// A JSON column the hub wrote from a checked message; one that no longer reads is shown as not reported.
function parsedJson<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A new random token: lower-case letters and digits, safe in NATS subjects. */
export function newToken(): string {
  return BigInt(`0x${randomBytes(10).toString('hex')}`)
    .toString(36)
    .padStart(16, '0')
    .slice(0, 16);
}
