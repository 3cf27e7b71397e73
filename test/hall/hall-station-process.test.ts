// The station's hall link runs in a process of its own: while the judging thread is busy
// — here held still outright, as a long verdict or a slow disk would hold it — the hall process goes
// on reading the log and publishing, and the hub's stream acknowledges entries all the same. It runs
// at the lowest priority, every thread of it, and it ends with its station however the station
// ends. Real hub and nats-server on loopback; the station runs in this process, as the web station
// does, or in one of its own to be killed.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StationLinkStore } from '../../electron/core/hall/station/station-link-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { startStationHall } from '../../electron/hall/station/station-hall.ts';
import { runCli } from '../cli/run-cli.ts';
import { freePort, hubAdmits, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { hallProcesses, statFields } from '../support/hall/hall-processes.ts';
import { startStationProcess, type StationProcess } from '../support/hall/station-process.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const { cleanups, startHub } = useHallSuite();

/** Holds this thread still for `ms`: no timer, promise or message runs on it meanwhile. */
function holdStill(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Each thread of `pid`: its scheduling policy (5 is SCHED_IDLE) and nice value. */
function threadPriorities(pid: number): { policy: number; nice: number }[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
    return { policy: Number(fields[38]), nice: Number(fields[16]) };
  });
}

const SCHED_IDLE = 5;

function acknowledged(dataDir: string): number {
  const link = new StationLinkStore(dataDir);
  try {
    return link.acknowledged()?.seq ?? 0;
  } finally {
    link.close();
  }
}

/** A hub running in a new folder, and the data folder of station `name`, invited and joined to it. */
async function joinedStation(name: string): Promise<string> {
  const root = makeTempDir('hall-process');
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const hub = startHub(hubDir, await freePort());
  await hub.waitFor('is running');
  const file = join(root, `${name}.join`);
  expect(runCli(hubDir, 'hall', 'invite', name, '--out', file).status).toBe(0);
  await hubAdmits(file);
  const dataDir = join(root, name);
  expect(runCli(dataDir, 'hall', 'join', '--new-station', file).status).toBe(0);
  return dataDir;
}

/** A joined station `name` in a process of its own, running, and the pid of the hall process it started. */
async function stationWithHallProcess(name: string): Promise<{ station: StationProcess; hallPid: number }> {
  const station = startStationProcess(await joinedStation(name));
  cleanups.push(() => station.kill());
  await station.ready();
  let hallPid: number | undefined;
  await until(
    () => (hallPid = hallProcesses(station.pid)[0]) !== undefined,
    'the station starts its hall process',
  );
  return { station, hallPid: hallPid ?? 0 };
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`the station's hall process${reason}`, () => {
  it('publishes while the judging thread is held still, and stops with the station', async () => {
    const dataDir = await joinedStation('A');
    const station = new Station({ dataDir });
    station.prepare();
    const events: string[] = [];
    const hall = startStationHall(station, dataDir, (line) => events.push(line), { pollMs: 10 });
    if (hall === null) throw new Error('not joined');
    cleanups.push(async () => {
      await hall.stop();
      station.close();
    });
    await until(() => hall.connected(), 'the hall process is connected');
    const before = acknowledged(dataDir);
    const [hallPid, ...others] = hallProcesses(process.pid);
    if (hallPid === undefined) throw new Error('no hall process');
    expect(others).toEqual([]);
    // Every thread, V8's helpers and libuv's included: SCHED_IDLE where util-linux's chrt is, as on
    // Debian, else the lowest nice value.
    const priorities = threadPriorities(hallPid);
    expect(priorities.length).toBeGreaterThan(1);
    for (const thread of priorities)
      expect(thread).toMatchObject(existsSync('/usr/bin/chrt') ? { policy: SCHED_IDLE } : { nice: 19 });

    // 300 plays judged, then this thread held still for 4 s straight after, in one synchronous run:
    // whatever is acknowledged by the end of the hold was read and sent by the other thread.
    for (let play = 0; play < 300; play += 1) station.judge({ words: ['QI'], source: 'cli', table: 1 });
    const head = station.log.head()?.seq ?? 0;
    holdStill(4_000);
    const during = acknowledged(dataDir);
    expect(during, `acknowledged ${during} of ${head} while held still`).toBe(head);
    expect(during).toBeGreaterThan(before + 299);
    expect(hall.pending()).toBe(0);

    await hall.stop();
    expect(hall.connected()).toBe(false);
    expect(existsSync(`/proc/${hallPid}`), 'the hall process ended with the link').toBe(false);
    expect(events.some((line) => /^hall: connected to the hub of ".*" as "A"$/u.test(line))).toBe(true);
  }, 60_000);

  it('ends when its station is killed, leaving nothing running', async () => {
    const { station, hallPid } = await stationWithHallProcess('B');
    station.kill();
    // Left running, it would go on publishing beside the station's next start.
    await until(() => !existsSync(`/proc/${hallPid}`), 'the hall process ends with its station', {
      timeoutMs: 10_000,
    });
  }, 60_000);
});
