import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { systemClock, type Clock } from '../../clock.ts';
import { tightenToOwnerOnly } from '../../store/owner-only.ts';
import { compareText } from '../../export/export-reading.ts';
import {
  writeMerged,
  type MergeConflict,
  type MergedStation,
  type MergeResult,
} from '../../export/log-merge.ts';
import { entryMarkKey, type EntryJudgedAgain, type StationJudgedAgain } from '../../export/export-report.ts';
import type { KioskLanguage } from '../../../common/kiosk-languages.ts';
import type { LogEntry } from '../../log/log-entry.ts';
import { callsItself } from './hall-display.ts';
import { decodeEntry } from '../wire/hall-messages.ts';
import type { HubStore } from './hub-store.ts';
import { visibleText } from '../wire/visible-text.ts';
import { interleaveChains } from '../../export/merge-order.ts';
import { hubTimeOf } from '../../export/hub-time.ts';

/** An entry of the hall's merged log with where it stands on the hub's clock. */
interface PlacedEntry {
  readonly entry: LogEntry;
  readonly hubTime: string;
  readonly stationName: string;
}

/**
 * The hall's merged order: each station's entries in seq order, always; across stations by when
 * each was judged on the hub's clock (its own time less its station's clock skew when it came,
 * hub-time.ts: stations whose clocks agree within 2 minutes keep their own times, so the order is
 * `log merge`'s), then station name, station id and seq.
 */
function hubOrder(a: PlacedEntry, b: PlacedEntry): number {
  return (
    compareText(a.hubTime, b.hubTime) ||
    compareText(a.stationName, b.stationName) ||
    compareText(a.entry.stationId, b.entry.stationId) ||
    a.entry.seq - b.entry.seq
  );
}

/** Where the hub's merged log's entries came from, as a merge names its files. */
const HUB_SOURCE = 'hall hub';

/**
 * The hall's merged log, as `log merge` would build it from every station's own export: each
 * station's verified chain from entry 1 (held and quarantined entries are left out), each entry
 * with its own time as the station wrote it and when the hub received it (`received_at`), ordered
 * on the hub's clock (hubOrder): the same order as `log merge` while the stations' clocks agree. Each station is named by its invitation — the identity its credentials belong to —
 * never by the name it reports for itself, which is kept beside it only as such. The header also
 * carries the hall and its designated lexicon with every designation made, and each adjudication
 * the hub's second opinion on it. A station whose chain forked shows as a merge conflict.
 */
export function hubMergeResult(store: HubStore, now: Clock = systemClock): MergeResult {
  return store.snapshot(() => {
    const stations: MergedStation[] = [];
    const conflicts: MergeConflict[] = [];
    const chains: PlacedEntry[][] = [];
    const receivedAt = new Map<string, string>();
    const judgedAgain: StationJudgedAgain[] = [];
    const marks = new Map<string, EntryJudgedAgain>();
    const forks = store.quarantine
      .all()
      .filter((item) => item.kind === 'fork' || item.kind === 'chain-broken');
    for (const station of store.stations.all()) {
      if (station.stationId === null) continue;
      // A revoked invitation whose station now publishes under its own: that one's chain holds
      // the same entries (a station joined with the wrong file, mended).
      if (station.revokedAt !== null && store.stations.activeByStationId(station.stationId) !== null)
        continue;
      const stationName = station.name;
      const own = callsItself(station);
      const chain: LogEntry[] = [];
      const placed: PlacedEntry[] = [];
      for (const stored of store.chains.receipts(station.token)) {
        const entry = decodeEntry(stored.record);
        if (entry === null) throw new Error(`The hub's store holds a malformed entry of ${stationName}.`);
        chain.push(entry);
        placed.push({ entry, hubTime: hubTimeOf(entry.time, stored.clockSkewMs), stationName });
        receivedAt.set(entryMarkKey(entry), stored.receivedAt);
      }
      const evidence = forks.filter((item) => item.token === station.token);
      const heldBack = store.held.count(station.token) + evidence.length;
      const last = chain.at(-1);
      stations.push({
        stationId: station.stationId,
        stationName,
        callsItself: own === null ? null : visibleText(own),
        appVersion: station.appVersion,
        exportedAt: station.lastEntryAt,
        lexicons: station.lexicons.map(({ name, fingerprint, wordCount, alphabet }) => ({
          name,
          fingerprint,
          wordCount,
          alphabet,
        })),
        head: last === undefined ? null : { seq: last.seq, hash: last.hash },
        entryCount: chain.length,
        files: [HUB_SOURCE],
        heldBack,
      });
      judgedAgain.push({
        stationId: station.stationId,
        stationName,
        ...store.judgedAgain.counts(station.token),
      });
      // Read from the hub's second opinions themselves, never from its faults: a differing verdict
      // is marked on its row however many faults the station raised.
      for (const [seq, outcome] of store.judgedAgain.outcomes(station.token))
        marks.set(entryMarkKey({ stationId: station.stationId, seq }), outcome);
      const first = evidence[0];
      if (first?.seq !== undefined && first.seq !== null && first.hash !== null) {
        const storedHash = chain[first.seq - 1]?.hash;
        conflicts.push({
          stationId: station.stationId,
          stationName,
          seq: first.seq,
          versions: [
            ...(storedHash === undefined ? [] : [{ hash: storedHash, files: [HUB_SOURCE] }]),
            { hash: first.hash, files: [`quarantine (${first.kind})`] },
          ],
          heldBack,
        });
      }
      chains.push(placed);
    }
    stations.sort(
      (a, b) => compareText(a.stationName, b.stationName) || compareText(a.stationId, b.stationId),
    );
    const entries = interleaveChains(chains, hubOrder).map((placed) => placed.entry);
    return {
      mergedAt: now().toISOString(),
      entries,
      stations,
      files: [],
      conflicts,
      hall: {
        hallId: store.settings.hallId(),
        hallName: store.settings.hallName(),
        designated: store.designations.current(),
        designations: store.designations.all(),
        judgedAgain: judgedAgain.sort(
          (a, b) => compareText(a.stationName, b.stationName) || compareText(a.stationId, b.stationId),
        ),
      },
      judgedAgain: marks,
      receivedAt,
    };
  });
}

/**
 * Writes the hall's merged log into `outDir` with the merge's own writer; returns the files written.
 * The printable report is in `language`, else the hall's language (`hall set language`), else English.
 */
export function exportHall(
  store: HubStore,
  outDir: string,
  now?: Clock,
  language?: KioskLanguage,
): { result: MergeResult; files: string[] } {
  const result = hubMergeResult(store, now);
  const reportLanguage = language ?? hallLanguage(store);
  // The hall's merged log holds every station's per-word results: its owner's alone, as the hub's
  // folder is (a USB stick's file system may not keep modes: then it is written as it allows).
  const made = !existsSync(outDir);
  const umask = process.umask(0o077);
  try {
    const files = writeMerged(result, outDir, reportLanguage);
    // A folder the export made is its own; one the director named that was there is left as it is.
    if (made) tightenToOwnerOnly(outDir);
    for (const file of files) tightenToOwnerOnly(isAbsolute(file) ? file : join(outDir, file));
    return { result, files };
  } finally {
    process.umask(umask);
  }
}

/** The language the hall set for its kiosks (`hall set language`): the event's language; English when unset. */
export function hallLanguage(store: Pick<HubStore, 'settings'>): KioskLanguage {
  return store.settings.hallSettings().language?.value ?? 'en';
}
