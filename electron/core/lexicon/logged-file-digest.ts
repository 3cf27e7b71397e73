import type { EventAction } from '../../common/entry-values.ts';
import type { ChallengeLog } from '../log/challenge-log.ts';

// A lexicon file's SHA-256 is written into the hash chain with each event that installs or checks
// the file, so that the digest a load is checked against cannot be changed in the lexicons table
// alone: someone with the database would have to rewrite the chain too, which the head noted on
// paper catches.

/** The events that carry a lexicon file's digest, newest wins. */
const DIGEST_EVENTS = [
  'lexicon-imported',
  'lexicon-repaired',
  'lexicon-digest-recorded',
  'lexicon-received',
] as const satisfies readonly EventAction[];

const DIGEST_NOTE = /file SHA-256 ([0-9a-f]{64})/u;

/** How an event's details name a file's digest, e.g. `file SHA-256 ab12…`. */
export function fileDigestNote(digest: string): string {
  return `file SHA-256 ${digest}`;
}

/**
 * The file digest the newest of this station's lexicon events names for `fingerprint`, or null when
 * no event names one (the bundled demo list, or a lexicon imported before digests were logged).
 */
export function loggedFileDigest(log: ChallengeLog, stationId: string, fingerprint: string): string | null {
  const details = log.newestEventDetails(stationId, DIGEST_EVENTS, fingerprint);
  return details === null ? null : (DIGEST_NOTE.exec(details)?.[1] ?? null);
}
