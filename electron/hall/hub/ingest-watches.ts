// The hub's looks at its limits while it ingests: the space left on its disk, and each station's
// count in the hall's stream. Each raises a fault the director sees, once until acknowledged.
import type { Clock } from '../../core/clock.ts';
import { tokenOfSubject } from '../../core/hall/wire/hall-subjects.ts';
import { DISK_FAULT_KEY, diskShortage } from '../../core/hall/hub/hub-disk.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import type { IngestPort } from './ingest-port.ts';

/** What a look at the limits reads and where it says what it found. */
export interface LimitWatch {
  readonly store: HubStore;
  readonly clock: Clock;
  /** A line for the hub's foreground log. */
  readonly event: (line: string) => void;
}

/**
 * The director is told before the hub's disk is short (hub-disk.ts): once, as a fault of no
 * station, until acknowledged. `diskFree` is the bytes free on the hub's file system.
 */
export function watchDisk(
  { store, clock, event }: LimitWatch,
  diskFree: () => number,
  bytesPerStation: number,
): void {
  try {
    const full = store.streamSettled.full();
    const sent = store.stations
      .all()
      .filter((station) => station.revokedAt === null && !full.has(station.token))
      .map((station) => store.streamSettled.bytes(station.token));
    const shortage = diskShortage(diskFree(), sent, bytesPerStation);
    if (shortage === null) return;
    const now = clock();
    if (store.transaction(() => store.faults.raise(null, 'limit', DISK_FAULT_KEY, shortage, now)))
      event(`FAULT ${shortage}`);
  } catch (error) {
    event(`hub: cannot tell the space left on its disk (${(error as Error).message})`);
  }
}

/**
 * The stream refuses a station's messages past its limit without the hub seeing them: the
 * stream's count per subject tells, and the fault names the station.
 */
export async function watchStreamLimits(
  { store, clock, event }: LimitWatch,
  port: Pick<IngestPort, 'entryCounts'>,
  limit: number,
): Promise<void> {
  try {
    const counts = await port.entryCounts();
    const now = clock();
    for (const [subject, count] of Object.entries(counts)) {
      if (count < limit) continue;
      const token = tokenOfSubject(subject);
      const station = token === null ? null : store.stations.byToken(token);
      const what = `its ${limit} messages in the hall's stream; the stream refuses its new entries`;
      const reason = `"${station?.name ?? token ?? subject}" reached the hub's limit: ${what}`;
      if (store.transaction(() => store.faults.raise(token, 'limit', 'stream', reason, now)))
        event(`FAULT ${reason}`);
    }
  } catch {
    // The stream is not reachable now: the consume loop says so.
  }
}
