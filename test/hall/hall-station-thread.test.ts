// The station's hall link runs on a thread of its own (issue 28): while the judging thread is busy
// — here held still outright, as a long verdict or a slow disk would hold it — the hall thread goes
// on reading the log and publishing, and the hub's stream acknowledges entries all the same. Real
// hub and nats-server on loopback; the station runs in this process, as the web station does.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StationLinkStore } from '../../electron/core/hall/station-link-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { startStationHall } from '../../electron/hall/station/station-hall.ts';
import { runCli } from '../cli/run-cli.ts';
import { freePort, hubAdmits, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const { cleanups, startHub } = useHallSuite();

/** Holds this thread still for `ms`: no timer, promise or message runs on it meanwhile. */
function holdStill(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function acknowledged(dataDir: string): number {
  const link = new StationLinkStore(dataDir);
  try {
    return link.acknowledged()?.seq ?? 0;
  } finally {
    link.close();
  }
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`the station's hall thread${reason}`, () => {
  it('publishes while the judging thread is held still, and stops with the station', async () => {
    const root = makeTempDir('hall-thread');
    cleanups.push(() => removeTempDir(root));
    const hubDir = join(root, 'hub');
    const hub = startHub(hubDir, await freePort());
    await hub.waitFor('is running');
    const file = join(root, 'a.join');
    expect(runCli(hubDir, 'hall', 'invite', 'A', '--out', file).status).toBe(0);
    await hubAdmits(file);
    const dataDir = join(root, 'a');
    expect(runCli(dataDir, 'hall', 'join', '--new-station', file).status).toBe(0);
    const station = new Station({ dataDir });
    station.prepare();
    const events: string[] = [];
    const hall = startStationHall(station, dataDir, (line) => events.push(line), { pollMs: 10 });
    if (hall === null) throw new Error('not joined');
    cleanups.push(async () => {
      await hall.stop();
      station.close();
    });
    await until(() => hall.connected(), 'the hall thread is connected');
    const before = acknowledged(dataDir);

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
    expect(events.some((line) => /^hall: connected to the hub of ".*" as "A"$/u.test(line))).toBe(true);
  }, 60_000);
});
