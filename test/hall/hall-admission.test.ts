// A station that reaches its hub before the hub has let it in (its invitation not yet in nats-server's
// users) keeps trying and publishes once admitted, without a restart. NATS itself gives up on a
// connection refused twice, so this is the station's own retry; a real hub and station on loopback.
import { until } from '../support/until.ts';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { freePort, killPid, NATS_SERVER, type HubProcess } from '../support/hall/hall-fixture.ts';
import { useHubs } from '../support/hall/hub-suite.ts';
import { startStationProcess, type StationProcess } from '../support/hall/station-process.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
// Registered after, so it runs first: the hub stops before its folder is removed.
const startHub = useHubs();

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`a station let in late by its hub${reason}`, () => {
  it('keeps trying while the hub refuses it, then publishes everything, without a restart', async () => {
    const root = makeTempDir();
    cleanups.push(() => removeTempDir(root));
    const hubDir = join(root, 'hub');
    const hub: HubProcess = startHub(hubDir, await freePort());
    await hub.waitFor('is running');

    // The hub is held still: the invitation is written, but nats-server's users are not reloaded.
    killPid(hub.child.pid ?? 0, 'SIGSTOP');
    const file = join(root, 'a.join');
    const dataDir = join(root, 'a');
    expect(runCli(hubDir, 'hall', 'invite', 'A', '--out', file).status).toBe(0);
    // A new station waits for the hall's list while it is refused: 3 s, not the 30 s by default.
    expect(runCli(dataDir, 'hall', 'join', '--new-station', '--timeout', '3', file).status).toBe(0);
    const station: StationProcess = startStationProcess(dataDir);
    cleanups.push(() => station.kill());
    await station.ready();
    await station.burst(5);
    // Long enough for several refused tries (NATS gives up after two, 0.5 s apart).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await station.cursor()).connected).toBe(false);

    killPid(hub.child.pid ?? 0, 'SIGCONT');
    await hub.waitFor('reloaded its users');
    await station.burst(5);
    await until(
      async () => (await station.cursor()).pending === 0,
      'the station published everything',
      60_000,
    );
    expect((await station.cursor()).connected).toBe(true);
    const head = await station.halt();
    // Published is acknowledged by JetStream; the hub reads it from there on its own time.
    const hubStation = () =>
      (
        JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
          stations: { name: string; entries: number; chain: string }[];
        }
      ).stations;
    await until(() => hubStation()[0]?.entries === head.head?.seq, 'the hub holds every entry of A', {
      state: hubStation,
    });
    expect(hubStation()).toMatchObject([{ name: 'A', entries: head.head?.seq, chain: 'verified' }]);
  }, 120_000);
});
