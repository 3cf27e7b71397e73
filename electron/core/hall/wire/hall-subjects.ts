// The names a hall uses on NATS. Every name carries the hall's id, so several halls can share one
// federation cluster, and each station's names carry its invitation token, which its NATS user is
// bound to: the server's permissions, not the station's good will, keep it to its own subjects.

/** A hall id or station token: lower-case letters and digits only, safe in a subject and a stream name. */
export const TOKEN_PATTERN = /^[a-z0-9]{4,32}$/u;

/** The subjects, stream and consumer names of one hall. */
export interface HallNames {
  /** The JetStream stream that holds every station's entries. */
  readonly stream: string;
  /**
   * The one durable consumer of every station's entries that hubs kept before each station had its
   * own ({@link stationConsumerName}): removed at the hub's start.
   */
  readonly consumer: string;
  /** Every station's entry subjects, for the stream's subject filter. */
  readonly allEntries: string;
  /** Every station's state subjects, for the hub's subscription. */
  readonly allStates: string;
}

/** The names of the hall with id `hallId`. */
export function hallNames(hallId: string): HallNames {
  return {
    stream: `HALL_${hallId}`,
    consumer: `hub_${hallId}`,
    allEntries: `hall.${hallId}.entries.*`,
    allStates: `hall.${hallId}.state.*`,
  };
}

/**
 * The hub's durable consumer of station `token`'s entries in hall `hallId`: each station has its
 * own, so a station's backlog, or its junk, never waits ahead of another's entries.
 */
export function stationConsumerName(hallId: string, token: string): string {
  return `hub_${hallId}_${token}`;
}

/** The subjects one station may publish on, and the inbox prefix it may read. */
export interface StationSubjects {
  readonly entries: string;
  readonly state: string;
  readonly inboxPrefix: string;
}

/** The subjects of the station invited with `token` into hall `hallId`. */
export function stationSubjects(hallId: string, token: string): StationSubjects {
  return {
    entries: `hall.${hallId}.entries.${token}`,
    state: `hall.${hallId}.state.${token}`,
    inboxPrefix: `_INBOX_${hallId}_${token}`,
  };
}

/** The station token a subject names (its last token), or null when it is not a station subject. */
export function tokenOfSubject(subject: string): string | null {
  const token = subject.split('.').at(-1) ?? '';
  return TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The JetStream message id of an entry. The stream drops a message whose id it already holds (its
 * duplicate window covers the whole stream, every station's subject), so the id must be one no
 * other station can take first: it names the invitation token the entry is published under (a
 * station that joins again with another invitation is not taken for its own earlier self) and the
 * entry's own hash, which no one knows before the station has judged. A resend of the same entry
 * has the same id and is dropped, as it should be. `attempt` > 0 marks a deliberate resend of an
 * entry the stream called a duplicate while the hub lacks it: a new id the stream takes again.
 */
export function entryMessageId(token: string, seq: number, hash: string, attempt = 0): string {
  return `${token}:${seq}:${hash}${attempt > 0 ? `:${attempt}` : ''}`;
}

/**
 * The JetStream message id of a run of consecutive entries sent in one message (entries `first` to
 * `last`, `hash` the last one's): the same rules as {@link entryMessageId}, whose id a run of one
 * has. The range is in the id so that a resend starting elsewhere (after a rewind) is a new
 * message, and the last entry's hash names the content of every entry up to it, by the chain.
 */
export function runMessageId(token: string, first: number, last: number, hash: string, attempt = 0): string {
  if (first === last) return entryMessageId(token, last, hash, attempt);
  return `${token}:${first}-${last}:${hash}${attempt > 0 ? `:${attempt}` : ''}`;
}

/** What an entry's or a run's message id names (a single entry's: first = last), or null when it is not one. */
export function parseEntryMessageId(
  id: string,
): { token: string; first: number; last: number; hash: string; attempt: number } | null {
  const match =
    /^([a-z0-9]{4,32}):([1-9][0-9]{0,15})(?:-([1-9][0-9]{0,15}))?:([0-9a-f]{64})(?::([1-9][0-9]{0,8}))?$/u.exec(
      id,
    );
  if (match === null) return null;
  const first = Number(match[2]);
  const last = match[3] === undefined ? first : Number(match[3]);
  // A run names at least two entries, and no more than one message may carry.
  if (match[3] !== undefined && (last <= first || last - first >= ENTRIES_PER_MESSAGE)) return null;
  return {
    token: match[1] ?? '',
    first,
    last,
    hash: match[4] ?? '',
    attempt: match[5] === undefined ? 0 : Number(match[5]),
  };
}

/**
 * Entries one message carries at most, one encoded entry a line: a backlog sent in runs costs the
 * stream, the hub and the station one message, one acknowledgement and one set of headers per run
 * instead of per entry (bench/README.md). A message of more lines is not read as entries.
 */
export const ENTRIES_PER_MESSAGE = 64;

/** Headers every station message carries. */
export const HALL_HEADERS = {
  /** Random per station process: tells a restart from two processes at once. */
  instance: 'Hall-Instance',
  /** A digest of the machine's identity: tells two machines using one station's identity. */
  machine: 'Hall-Machine',
} as const;
