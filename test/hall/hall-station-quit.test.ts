// A station that is closing (SIGTERM, as a system stopping the web station sends it; the console's
// quit and the kiosk's window closed by the OS take the same path, the hall control's stop) first
// publishes what is pending, within a bounded wait, then tells the hub its final head; a hub out of
// reach costs the closing station that wait at most, and it says what is left. Real hub on loopback.
import { until } from '../support/until.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChainHead } from '../../electron/core/log/challenge-log.ts';
import { Station } from '../../electron/core/station/station.ts';
import { runCli } from '../cli/run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { freePort, hubAdmits, killPid, NATS_SERVER, type HubProcess } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { startStationProcess, type StationProcess } from '../support/hall/station-process.ts';

const { cleanups, startHub } = useHallSuite();

interface StatusRow {
  readonly name: string;
  readonly entries: number;
  readonly chain: string;
  readonly verified: ChainHead | null;
  readonly stationHead: ChainHead | null;
  readonly presence: string | null;
  readonly upToDate: boolean;
}

function headOf(dataDir: string): ChainHead | null {
  const station = new Station({ dataDir, mustExist: true });
  try {
    return station.log.head();
  } finally {
    station.close();
  }
}

function row(hubDir: string): StatusRow | undefined {
  return (JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as { stations: StatusRow[] })
    .stations[0];
}

/** A hub, and a station process joined to it and connected. */
async function connectedStation(): Promise<{ hubDir: string; hub: HubProcess; station: StationProcess }> {
  const root = makeTempDir();
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const hub = startHub(hubDir, await freePort());
  await hub.waitFor('is running');
  const file = join(root, 'a.join');
  expect(runCli(hubDir, 'hall', 'invite', 'A', '--out', file).status).toBe(0);
  await hubAdmits(file);
  const dataDir = join(root, 'a');
  expect(runCli(dataDir, 'hall', 'join', '--new-station', file).status).toBe(0);
  // Its resend of what the hub lacks comes late: only the closing drain can send the burst in time.
  const station = startStationProcess(dataDir, 60_000);
  cleanups.push(() => station.kill());
  await station.ready();
  await until(async () => (await station.cursor()).connected, 'the station is connected');
  return { hubDir, hub, station };
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`a station closing${reason}`, () => {
  it('publishes what it judged last before it exits, and the hub knows its final head', async () => {
    const { hubDir, station } = await connectedStation();
    await station.burst(2_000);
    // Stopped at once, most of the burst still in its log and not yet on the network.
    const stopped = Date.now();
    await station.terminate();
    expect(Date.now() - stopped).toBeLessThan(8_000);
    const head = headOf(station.dataDir);
    expect(head?.seq).toBeGreaterThan(2_000);
    expect(station.events()).toContain(
      `hall: every entry sent to the hub before closing (head ${head?.seq})`,
    );
    // The stream acknowledged everything before the station exited; the hub stores it from there.
    await until(() => row(hubDir)?.entries === head?.seq, 'the hub holds every entry');
    expect(row(hubDir)).toMatchObject({ chain: 'verified', verified: head, stationHead: head });
    // Its last state said it closed: the hub words its head as final, not "since then unknown".
    await until(() => row(hubDir)?.presence === 'closed', 'the hub heard the station close');
    expect(row(hubDir)).toMatchObject({ upToDate: true });
    const text = runCli(hubDir, 'hall', 'status').stdout;
    expect(text).toMatch(/behind 0 \(up to date when it closed, /u);
    expect(text).not.toContain('entries since then unknown');
  }, 90_000);

  it('waits a bounded time for a hub out of reach, and says what is left unsent', async () => {
    const { hub, station } = await connectedStation();
    // The hub's nats-server held still: the connection stays open, nothing is acknowledged.
    const nats = hub.natsPid();
    killPid(nats, 'SIGSTOP');
    cleanups.push(() => killPid(nats, 'SIGCONT'));
    await station.burst(20);
    const stopped = Date.now();
    await station.terminate();
    const took = Date.now() - stopped;
    killPid(nats, 'SIGCONT');
    expect(took).toBeGreaterThan(4_000);
    expect(took).toBeLessThan(10_000);
    expect(station.events().join('\n')).toMatch(/hall: \d+ entries NOT sent to the hub before closing/u);
  }, 90_000);
});
