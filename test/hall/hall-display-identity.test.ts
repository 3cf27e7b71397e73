// The hall names a station by its invitation — the identity its credentials
// belong to — never by the name it reports for itself. Station A calling itself "Station B" is A in
// the merged export, the hall view and `hall status`; "Station B" is shown only as what it calls
// itself. A hub store filled by the hub's own ingest; `hall status` and `hall export` as run.
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeMerged } from '../../electron/core/export/log-merge.ts';
import { hubMergeResult } from '../../electron/core/hall/hub/hub-export.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { parseCsv, runCli } from '../cli/run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { carryLog, reportState } from '../support/hall/hub-feeding.ts';

const tempDir = useTempDirs();
const TOKEN = 'tokena001';
let hubDir: string;
let store: HubStore;
let station: Station;
let handlers: HallViewHandlers;

function report(): void {
  reportState(store, TOKEN, station);
}

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station A', TOKEN, null, new Date());
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  // The station's own profile says it is another station of the hall.
  station.profile.rename('Station B');
  station.judge({ words: ['QI'], source: 'cli', round: 1, table: 4 });
  station.judge({ words: ['ZA', 'QXZ'], source: 'cli', round: 1, table: 5 });
  carryLog(store, TOKEN, station);
  report();
  handlers = new HallViewHandlers(hubDir, hubViewPort(store));
});

afterEach(() => {
  handlers.close();
  store.close();
  station.close();
});

describe('a station that calls itself by another station’s name', () => {
  it('is named by its invitation in the merged export; what it calls itself only as such', () => {
    const merged = hubMergeResult(store);
    expect(merged.stations.map((row) => [row.stationName, row.callsItself])).toEqual([
      ['Station A', 'Station B'],
    ]);
    const dir = join(tempDir(), 'export');
    writeMerged(merged, dir);

    const csv = parseCsv(readFileSync(join(dir, 'merged.csv'), 'utf8').replace(/^\uFEFF/u, ''));
    const stationRows = csv.filter((row) => row[0] === 'Station');
    expect(stationRows.map((row) => [row[1], row.at(-1)])).toEqual([
      ['Station A', 'calls itself "Station B"'],
    ]);
    const header = csv.findIndex((row) => row[0] === 'seq');
    const nameColumn = csv[header]?.indexOf('station_name') ?? -1;
    const names = new Set(csv.slice(header + 1).map((row) => row[nameColumn]));
    expect([...names]).toEqual(['Station A']);

    const [first] = readFileSync(join(dir, 'merged.jsonl'), 'utf8').split('\n');
    const summary = JSON.parse(first ?? '{}') as {
      merged: { stations: { stationName: string; callsItself: string | null }[] };
    };
    expect(summary.merged.stations.map(({ stationName, callsItself }) => [stationName, callsItself])).toEqual(
      [['Station A', 'Station B']],
    );

    const html = readFileSync(join(dir, 'merged.html'), 'utf8');
    expect(html).toContain('<h2>Station A</h2>');
    expect(html).toContain('<dt>Calls itself</dt><dd>Station B</dd>');
    expect(html).not.toContain('<h2>Station B</h2>');
  });

  it('is named by its invitation on the hall view: its card, the feed, the entry and the export', () => {
    const snapshot = handlers.snapshot({ feed: '', since: 0 });
    expect(snapshot.stations.map((card) => [card.name, card.callsItself])).toEqual([
      ['Station A', 'Station B'],
    ]);
    expect(new Set(snapshot.items.map((item) => item.station))).toEqual(new Set(['Station A']));
    const [item] = snapshot.items;
    if (item === undefined) throw new Error('no challenge in the feed');
    expect(handlers.entry({ token: TOKEN, seq: item.seq, reveal: false }).station).toBe('Station A');
    expect(handlers.exportLog().stations.map((row) => row.name)).toEqual(['Station A']);
  });

  it('is named by its invitation in `hall status` and `hall export`', () => {
    const status = runCli(hubDir, 'hall', 'status');
    expect(status.status).toBe(0);
    expect(status.stdout).toContain('Station A (calls itself "Station B") — online');
    expect(status.stdout).not.toMatch(/^Station B/mu);
    const json = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
      stations: { name: string; stationName: string | null }[];
    };
    expect(json.stations.map(({ name, stationName }) => [name, stationName])).toEqual([
      ['Station A', 'Station B'],
    ]);
    const exported = runCli(hubDir, 'hall', 'export', '--to', join(tempDir(), 'by-cli'));
    expect(exported.status).toBe(0);
    expect(exported.stdout).toMatch(/^ {2}Station A \(calls itself "Station B"\): \d+ entries, head /mu);
  });

  it('is shown plainly when it calls itself as its invitation names it', () => {
    station.profile.rename('Station A');
    report();
    expect(hubMergeResult(store).stations.map((row) => [row.stationName, row.callsItself])).toEqual([
      ['Station A', null],
    ]);
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]?.callsItself).toBeNull();
    expect(runCli(hubDir, 'hall', 'status').stdout).toMatch(/^Station A — online$/mu);
  });
});
