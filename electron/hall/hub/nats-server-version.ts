import { HallError } from '../../core/hall/wire/hall-errors.ts';

/**
 * The oldest nats-server the hub runs on: 2.9.0 brought what the hall relies on — a stream that
 * refuses a station's new messages past its own limit (`discard_new_per_subject`) and direct gets,
 * by which stations read the hall's buckets without leaving a consumer behind. Debian 12's
 * nats-server is 2.9.10. A terminate carries no reason (ingest-port.ts), which 2.9 would take for
 * no terminate at all.
 */
export const MIN_NATS_SERVER = [2, 9, 0] as const;

/** `version` as numbers (`2.10.3-beta.1` → 2, 10, 3), or null when it is not a version. */
function parseVersion(version: string): readonly number[] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/u.exec(version.trim());
  return match === null ? null : match.slice(1).map(Number);
}

/**
 * Refuses a nats-server older than {@link MIN_NATS_SERVER} (or one that names no version) with a
 * HallError saying which it is and what the hub needs: on an older server one station's junk
 * would stall every station's entries.
 */
export function checkNatsServerVersion(version: string | undefined): void {
  const found = parseVersion(version ?? '');
  const wanted = MIN_NATS_SERVER.join('.');
  let older = found === null;
  for (const [index, part] of MIN_NATS_SERVER.entries()) {
    if (found === null) break;
    const have = found[index] ?? 0;
    if (have !== part) {
      older = have < part;
      break;
    }
  }
  if (!older) return;
  throw new HallError(
    'no-nats-server',
    `The hub needs nats-server ${wanted} or newer; this one is ${version === undefined || version === '' ? 'of no stated version' : version}. ` +
      'Install a newer nats-server (Debian 12: `sudo apt-get install nats-server` brings 2.9.10), ' +
      'or ask the NATS deployment given with `hall start --nats` to upgrade.',
  );
}
