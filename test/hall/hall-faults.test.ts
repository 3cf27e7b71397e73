// Faults with a real nats-server on loopback: the server SIGKILLed again and again while a station
// judges, and the whole hub killed -9 while a station keeps judging offline, then restarted. The
// station here is the same code the web station and the kiosk run (startStationHall). Each time:
// every challenge judged at once, and in the end the hub's export holds every entry exactly once.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readJoinFile } from '../../electron/core/hall/join-file.ts';
import { StationLinkStore } from '../../electron/core/hall/station-link-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { startStationHall, type StationHallLink } from '../../electron/hall/station-hall.ts';
import { makeTempDir, removeDir, runCli } from '../cli/run-cli.ts';
import { freePort, killPid, NATS_SERVER, startHubProcess, type HubProcess } from './hall-fixture.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// An immutable file (chattr +i) refuses every write, even root's: a hub folder that is read-only or full.
const CAN_FREEZE_FILES = (() => {
  const probe = join(makeTempDir(), 'probe');
  writeFileSync(probe, '');
  const frozen = spawnSync('chattr', ['+i', probe]).status === 0;
  spawnSync('chattr', ['-i', probe]);
  removeDir(dirname(probe));
  return frozen;
})();
if (!CAN_FREEZE_FILES)
  console.info('The unwritable-hub-folder test is skipped: chattr +i needs root on ext4.');

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function startHub(hubDir: string, port: number): HubProcess {
  const hub = startHubProcess(hubDir, port);
  cleanups.push(async () => {
    let pid: number | null = null;
    try {
      pid = hub.natsPid();
    } catch {
      // Never started.
    }
    await hub.stop();
    if (pid !== null) killPid(pid);
  });
  return hub;
}

function joinedStation(
  root: string,
  hubDir: string,
  name: string,
): { station: Station; dataDir: string; link: () => StationHallLink } {
  const dataDir = join(root, name);
  const file = join(root, `${name}.join`);
  expect(runCli(hubDir, 'hall', 'invite', name, '--out', file).status).toBe(0);
  const station = new Station({ dataDir });
  station.prepare();
  const store = new StationLinkStore(dataDir);
  store.join(readJoinFile(file), new Date());
  store.close();
  let hall: StationHallLink | null = null;
  const start = (): StationHallLink => {
    hall = startStationHall(station, dataDir, () => undefined, {
      pollMs: 10,
      stateEveryMs: 500,
      resendAfterMs: 2_000,
    });
    if (hall === null) throw new Error('the station did not find its hall link');
    return hall;
  };
  start();
  cleanups.push(async () => {
    await hall?.stop();
    station.close();
  });
  return { station, dataDir, link: () => hall as unknown as StationHallLink };
}

// Judges `count` plays; every one must get its verdict at once, whatever the hall is doing.
function burst(station: Station, count: number): void {
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const result = station.judge({ words: [i % 3 === 0 ? 'ZZZQ' : 'QI'], source: 'cli', table: i + 1 });
    expect(result.entry.seq).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(500);
  }
}

async function hubHolds(hubDir: string, wanted: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
      stations: { entries: number; chain: string }[];
    };
    const total = status.stations.reduce((sum, row) => sum + row.entries, 0);
    if (total === wanted) {
      expect(status.stations.every((row) => row.chain === 'verified')).toBe(true);
      return;
    }
    if (Date.now() > until) throw new Error(`the hub holds ${total} entries, not ${wanted}`);
    await sleep(500);
  }
}

// The hub's export: every entry once, each station's seqs 1..n, and the station's own log verifies.
function expectExportHolds(
  root: string,
  hubDir: string,
  stations: readonly { station: Station; dataDir: string }[],
): void {
  const out = join(root, `export-${Date.now()}`);
  expect(runCli(hubDir, 'hall', 'export', '--to', out).status).toBe(0);
  const lines = readFileSync(join(out, 'merged.jsonl'), 'utf8').trim().split('\n').slice(1);
  const records = lines.map((line) => JSON.parse(line) as { station: string; seq: number; hash: string });
  const keys = new Set(records.map((record) => `${record.station}:${record.seq}`));
  expect(keys.size).toBe(records.length);
  for (const { station } of stations) {
    const own = records
      .filter((record) => record.station === station.stationId)
      .map((record) => record.seq)
      .sort((a, b) => a - b);
    const head = station.log.head();
    expect(own).toEqual(Array.from({ length: head?.seq ?? 0 }, (_, index) => index + 1));
    expect(
      records.find((record) => record.station === station.stationId && record.seq === head?.seq)?.hash,
    ).toBe(head?.hash);
  }
}

describe.skipIf(NATS_SERVER === null)('hall faults on loopback', () => {
  it('loses and duplicates nothing while nats-server is SIGKILLed 20 times during bursts', async () => {
    const root = makeTempDir();
    cleanups.push(() => removeDir(root));
    const hubDir = join(root, 'hub');
    const hub = startHub(hubDir, await freePort());
    await hub.waitFor('is running');
    const a = joinedStation(root, hubDir, 'A');
    const b = joinedStation(root, hubDir, 'B');
    await hub.waitFor('reloaded its users');
    for (let kill = 0; kill < 20; kill += 1) {
      burst(a.station, 10);
      burst(b.station, 5);
      await sleep(30);
      const pid = hub.natsPid();
      killPid(pid);
      // Wait for the supervisor's new server before the next kill, judging meanwhile.
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        burst(a.station, 1);
        await sleep(50);
        let next = pid;
        try {
          next = hub.natsPid();
        } catch {
          // Being rewritten.
        }
        if (next !== pid) break;
      }
    }
    burst(a.station, 10);
    await hubHolds(hubDir, (a.station.log.head()?.seq ?? 0) + (b.station.log.head()?.seq ?? 0));
    expectExportHolds(root, hubDir, [a, b]);
    expect(hub.output()).toMatch(/nats-server stopped \(SIGKILL\)/u);
  }, 150_000);

  it('catches up a station that judged on while the hub machine was killed -9, once it is back', async () => {
    const root = makeTempDir();
    cleanups.push(() => removeDir(root));
    const hubDir = join(root, 'hub');
    const port = await freePort();
    const first = startHub(hubDir, port);
    await first.waitFor('is running');
    const a = joinedStation(root, hubDir, 'A');
    await first.waitFor('reloaded its users');
    burst(a.station, 50);
    await hubHolds(hubDir, 50);
    // The power cut: the hub and its server die at once.
    const natsPid = first.natsPid();
    killPid(first.child.pid ?? 0);
    killPid(natsPid);
    burst(a.station, 300);
    expect(a.link().publisher()?.pending()).toBeGreaterThan(0);
    const second = startHub(hubDir, port);
    await second.waitFor('is running');
    burst(a.station, 50);
    await hubHolds(hubDir, 400);
    expectExportHolds(root, hubDir, [a]);
  }, 120_000);

  it('loses nothing when a publishing station is killed -9, and `hall sync` finishes the job', async () => {
    const root = makeTempDir();
    cleanups.push(() => removeDir(root));
    const hubDir = join(root, 'hub');
    const hub = startHub(hubDir, await freePort());
    await hub.waitFor('is running');
    const dataDir = join(root, 'A');
    const file = join(root, 'A.join');
    expect(runCli(hubDir, 'hall', 'invite', 'A', '--out', file).status).toBe(0);
    expect(runCli(dataDir, 'hall', 'join', file).status).toBe(0);
    await hub.waitFor('reloaded its users');
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('publishing-station.ts', import.meta.url)), dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    cleanups.push(() => killPid(child.pid ?? 0));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // Killed while it publishes: once the hub holds some of its entries and it has judged more.
    const until = Date.now() + 30_000;
    for (;;) {
      const status = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
        stations: { entries: number }[];
      };
      if ((status.stations[0]?.entries ?? 0) > 20 && out.includes('judged 100')) break;
      if (Date.now() > until) throw new Error(`the station never published:\n${out}`);
      await sleep(200);
    }
    killPid(child.pid ?? 0);
    await exited;
    const count = (
      JSON.parse(runCli(dataDir, '--json', 'log', 'verify').stdout) as { ok: boolean; count: number }
    ).count;
    expect(count).toBeGreaterThan(100);
    const synced = runCli(dataDir, 'hall', 'sync', '--timeout', '30');
    expect(synced.status).toBe(0);
    await hubHolds(hubDir, count);
    const exported = join(root, 'export');
    expect(runCli(hubDir, 'hall', 'export', '--to', exported).status).toBe(0);
    const seqs = readFileSync(join(exported, 'merged.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => (JSON.parse(line) as { seq: number }).seq);
    expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
  }, 90_000);

  it.skipIf(!CAN_FREEZE_FILES)(
    'keeps judging and loses nothing while the hub cannot write its store',
    async () => {
      const root = makeTempDir();
      const hubDir = join(root, 'hub');
      const frozen = [join(hubDir, 'hub.sqlite'), join(hubDir, 'hub.sqlite-wal')];
      cleanups.push(() => removeDir(root));
      cleanups.push(() => {
        spawnSync('chattr', ['-i', ...frozen]);
      });
      const hub = startHub(hubDir, await freePort());
      await hub.waitFor('is running');
      const a = joinedStation(root, hubDir, 'A');
      await hub.waitFor('reloaded its users');
      burst(a.station, 20);
      await hubHolds(hubDir, 20);
      // The hub's folder stops taking writes (as a full or read-only disk does).
      expect(spawnSync('chattr', ['+i', ...frozen]).status).toBe(0);
      burst(a.station, 100);
      await hub.waitFor('CANNOT STORE');
      burst(a.station, 30);
      expect(spawnSync('chattr', ['-i', ...frozen]).status).toBe(0);
      await hub.waitFor('the store writes again');
      await hubHolds(hubDir, 150);
      expectExportHolds(root, hubDir, [a]);
    },
    90_000,
  );

  it('fills a hub store restored from an older copy again from the stream', async () => {
    const root = makeTempDir();
    cleanups.push(() => removeDir(root));
    const hubDir = join(root, 'hub');
    const port = await freePort();
    const first = startHub(hubDir, port);
    await first.waitFor('is running');
    const a = joinedStation(root, hubDir, 'A');
    await first.waitFor('reloaded its users');
    burst(a.station, 40);
    await hubHolds(hubDir, 40);
    await first.stop();
    const backup = join(root, 'hub.sqlite.backup');
    copyFileSync(join(hubDir, 'hub.sqlite'), backup);
    const second = startHub(hubDir, port);
    await second.waitFor('is running');
    burst(a.station, 60);
    await hubHolds(hubDir, 100);
    await second.stop();
    // The director restores yesterday's copy of the hub's store: 60 acknowledged entries are gone from it.
    copyFileSync(backup, join(hubDir, 'hub.sqlite'));
    const third = startHub(hubDir, port);
    await third.waitFor('is running');
    await hubHolds(hubDir, 100);
    expectExportHolds(root, hubDir, [a]);
  }, 90_000);
});
