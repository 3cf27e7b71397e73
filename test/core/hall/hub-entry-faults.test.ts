// The faults about a station's own entries, which no flood can spend: a station that first fills
// its fault budget with messages that are no entry (forged replies, junk) still has a verdict the
// hub's list would not give raised as a fault and an alert, and marked on its row in every merged
// file and in the hall view. Real station logs, a real hub store, the hub's own shelf.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportHall } from '../../../electron/core/hall/hub/hub-export.ts';
import { entryMessage } from '../../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry, VERDICT_DIFFERS_FAULT } from '../../../electron/core/hall/hub/hub-ingest.ts';
import { HUB_LIMITS } from '../../../electron/core/hall/wire/hub-limits.ts';
import { openHubJudge, withHubShelfStation } from '../../../electron/hall/hub/station-lexicon-shelf.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { entryHash, GENESIS_HASH, type LogEntry } from '../../../electron/core/log/log-entry.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { hubViewPort } from '../../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../../electron/hall/view/hall-view-handlers.ts';
import { parseCsv } from '../../cli/run-cli.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const TOKEN = 'aaaa1111';
const CLUB = 'QI\nZA\nCAT\n';
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const closers: (() => void)[] = [];

afterEach(() => {
  for (const close of closers.splice(0).reverse()) close();
});

/** A hub holding CLUB on its shelf, one station invited as `name`, and its judge. */
function hubWith(name: string) {
  const hubDir = join(tempDir(), 'hub');
  const store = new HubStore(hubDir, { create: true });
  store.stations.invite(name, TOKEN, null, new Date());
  withHubShelfStation(hubDir, true, (shelf) =>
    shelf.importer.importBytes(bytes(CLUB), 'CLUB', () => undefined),
  );
  const judge = openHubJudge(hubDir);
  closers.push(() => store.close(), judge.close);
  const ingest = (entry: LogEntry) =>
    store.transaction(() =>
      ingestEntry(store, entryMessage(TOKEN, entry), new Date(), {
        designation: null,
        rejudge: judge.rejudge,
      }),
    );
  return { hubDir, store, ingest };
}

/** Two plays judged on CLUB, the second (ZZZQ, UNACCEPTABLE) made ACCEPTABLE and its chain rehashed. */
function honestThenLie(): [LogEntry, LogEntry] {
  const station = new Station({ dataDir: tempDir() });
  try {
    const info = station.importer.importBytes(bytes(CLUB), 'CLUB', () => undefined);
    station.lexicons.use(info.fingerprint);
    station.judge({ words: ['QI'], source: 'cli' });
    station.judge({ words: ['ZZZQ'], source: 'cli' });
    const [honest, lie] = [...station.log.entries()].filter((entry) => entry.kind === 'adjudication') as [
      LogEntry,
      LogEntry,
    ];
    let prevHash = GENESIS_HASH;
    const forged: LogEntry = { ...lie, wordResults: [true], verdict: 'ACCEPTABLE' };
    return [honest, forged].map((entry, index) => {
      const seq = index + 1;
      const hash = entryHash(prevHash, seq, entry);
      const next = { ...entry, seq, prevHash, hash };
      prevHash = hash;
      return next;
    }) as [LogEntry, LogEntry];
  } finally {
    station.close();
  }
}

/** Spends the station's fault budget as a station publishing with forged reply subjects does. */
function spendBudget(store: HubStore): void {
  store.transaction(() => {
    for (let i = 0; i < HUB_LIMITS.faultsPerStation + 50; i += 1)
      store.faults.raise(TOKEN, 'forged-reply', `reply.${i}`, `a forged reply subject ${i}`, new Date());
  });
  expect(store.faults.all().filter((fault) => fault.kind === 'limit')).toHaveLength(1);
}

describe('the faults of a station’s entries, after a flood spent its fault budget', () => {
  it('still raise a verdict the hub’s list would not give, alert on it, and mark its row everywhere', () => {
    const hub = hubWith('Table Nine');
    const [honest, lie] = honestThenLie();
    expect(hub.ingest(honest).result).toBe('stored');
    spendBudget(hub.store);

    const outcome = hub.ingest(lie);
    expect(outcome.result).toBe('stored');
    expect(outcome.event).toContain("Table Nine's verdict on entry 2 differs from the hall's list");
    expect(hub.store.faults.all().filter((fault) => fault.kind === VERDICT_DIFFERS_FAULT)).toHaveLength(1);

    // The hall view: its alert, and the entry's own panel.
    const handlers = new HallViewHandlers(hub.hubDir, hubViewPort(hub.store));
    closers.push(() => handlers.close());
    const { alerts } = handlers.snapshot({ feed: '', since: 0 });
    expect(alerts.filter((alert) => alert.kind === 'verdict-differs')).toHaveLength(1);
    expect(handlers.entry({ token: TOKEN, seq: 2, reveal: false }).judgedAgain).toBe('differs');
    expect(handlers.entry({ token: TOKEN, seq: 1, reveal: false }).judgedAgain).toBe('agrees');

    // Every merged file marks the entry on its own row.
    const out = join(tempDir(), 'export');
    exportHall(hub.store, out);
    const csv = parseCsv(readFileSync(join(out, 'merged.csv'), 'utf8').replace(/^\uFEFF/u, ''));
    const columns = csv.findIndex((row) => row[0] === 'seq');
    const mark = csv[columns]?.indexOf('judged_again') ?? -1;
    expect(mark).toBeGreaterThan(0);
    expect(csv.slice(columns + 1).map((row) => [row[0], row[mark]])).toEqual([
      ['1', 'agrees'],
      ['2', 'differs'],
    ]);
    const records = readFileSync(join(out, 'merged.jsonl'), 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line) as { seq: number; judged_again?: string });
    expect(records.map((record) => [record.seq, record.judged_again])).toEqual([
      [1, 'agrees'],
      [2, 'differs'],
    ]);
    const html = readFileSync(join(out, 'merged.html'), 'utf8');
    const rows = html.split('\n').filter((line) => line.startsWith('<tr class="adjudication'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).not.toContain('DIFFERS');
    expect(rows[1]).toContain('<tr class="adjudication differs">');
    expect(rows[1]).toContain('≠ the hub’s copy of the list DIFFERS from the station');
  });

  it('still raise a verdict that contradicts its own words', () => {
    const hub = hubWith('Table Nine');
    const [honest, lie] = honestThenLie();
    hub.ingest(honest);
    spendBudget(hub.store);
    // ACCEPTABLE with its one word marked invalid: refused, and the director told.
    const contradiction = { ...lie, wordResults: [false] };
    const forged = { ...contradiction, hash: entryHash(contradiction.prevHash, 2, contradiction) };
    expect(hub.ingest(forged).result).toBe('quarantined');
    expect(hub.store.faults.all().filter((fault) => fault.kind === 'inconsistent')).toHaveLength(1);
  });

  it('name the station by its invitation in the limit fault, made visible', () => {
    const hub = hubWith('Table \u202eNine');
    spendBudget(hub.store);
    const [limit] = hub.store.faults.all().filter((fault) => fault.kind === 'limit');
    expect(limit?.message).toContain(
      `"Table ⟨U+202E⟩Nine" raised more than ${HUB_LIMITS.faultsPerStation} faults`,
    );
    expect(limit?.message).not.toContain(TOKEN);
  });
});
