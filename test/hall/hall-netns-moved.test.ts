// The hub moved: its machine's address changed while the hall ran (a router's DHCP). A join file
// holds every address the hub's machine had when it invited, and the station tries them all; a hub
// whose address is none of them is reached again by `hall invite --again` and `hall join FILE
// --replace`, the station keeping its identity and cursor: nothing from entry 1 again, no duplicate.
// As root only (test/support/netns/): skipped with one line naming why elsewhere. Each test takes
// 35–50 s on a 2-core machine, most of it the hub's start and the station noticing its hub gone;
// the timeouts leave room for a loaded one.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { StationLinkStore } from '../../electron/core/hall/station/station-link-store.ts';
import { NATS_SERVER } from '../support/hall/hall-fixture.ts';
import type { StationProcess } from '../support/hall/station-process.ts';
import { NETNS_UNAVAILABLE } from '../support/netns/netns-commands.ts';
import {
  expectExportExactly,
  HUB_PORT,
  hubHoldsAll,
  useNetnsHalls,
  type NetnsHallRun,
} from '../support/netns/netns-hall-suite.ts';
import { streamEntryRanges } from '../support/netns/stream-ids.ts';
import { until } from '../support/until.ts';

const startHall = useNetnsHalls();

const UNREACHABLE = 'hall: the hub is unreachable';
const AGAIN = 'hall: connected to the hub again';
// The hub listens on every address of its machine, as it does unless told otherwise.
const EVERYWHERE = `0.0.0.0:${HUB_PORT}`;

const said = (station: StationProcess, text: string): number =>
  station.events().filter((line) => line.startsWith(text)).length;

async function publishing(run: NetnsHallRun, name: string): Promise<void> {
  await until(() => (run.hubEntries()[name] ?? 0) > 0, `the hub holds entries of ${name}`, {
    timeoutMs: 30_000,
    intervalMs: 300,
  });
}

// The station's durable cursor, read from its link as the publisher keeps it.
function cursorOf(dataDir: string): number {
  const link = new StationLinkStore(dataDir, { readonly: true });
  try {
    return link.acknowledged()?.seq ?? 0;
  } finally {
    link.close();
  }
}

// Each of the station's entries 1..head is in exactly one of the stream's messages: none was sent
// twice under another id, none is missing.
function expectStreamHoldsEachOnce(run: NetnsHallRun, token: string, head: number): void {
  const covered = streamEntryRanges(run.hubDir)
    .filter((range) => range.token === token)
    .flatMap((range) => Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first + i))
    .sort((a, b) => a - b);
  expect(covered).toEqual(Array.from({ length: head }, (_, index) => index + 1));
}

describe.skipIf(NETNS_UNAVAILABLE !== null || NATS_SERVER === null)('the hub moved', () => {
  it('reaches the hub at its other address when the one it used is taken away, every entry once', async () => {
    const run = await startHall({ listen: EVERYWHERE });
    const first = `tls://${hubAddress(run)}:${HUB_PORT}`;
    const second = run.net.addAddress('hub');
    const station = await run.station('s1', { fromHubMachine: true });
    // The join file holds both of the hub machine's addresses when it invited.
    expect(readJoinFile(join(run.root, 's1.join')).servers.sort()).toEqual(
      [first, `tls://${second}:${HUB_PORT}`].sort(),
    );
    await station.run(100);
    await publishing(run, 's1');
    // The address the station reached the hub at (nats.js picks one of the file's at random)
    // is taken away: the station notices by its pings and reaches the hub at the other.
    let used = '';
    await until(() => (used = addressesInUse(run, 's1')[0] ?? '') !== '', 'the station is connected', {
      timeoutMs: 10_000,
      state: () => spawnSync(...run.net.inside('hub', 'ss', ['-Htn']), { encoding: 'utf8' }).stdout,
    });
    const other = used === hubAddress(run) ? second : hubAddress(run);
    const before = said(station, UNREACHABLE);
    const again = said(station, AGAIN);
    run.net.removeAddress('hub', used);
    await until(() => said(station, UNREACHABLE) > before, 'the station notices its hub gone', {
      timeoutMs: 15_000,
      state: () => station.events().slice(-5),
    });
    await until(() => said(station, AGAIN) > again, 'the station reaches the hub at its other address', {
      timeoutMs: 30_000,
      state: () => station.events().slice(-5),
    });
    expect(addressesInUse(run, 's1')).toContain(other);
    await station.burst(50);
    const head = await station.halt();
    await hubHoldsAll(run, head.head?.seq ?? 0, 40_000);
    expectExportExactly(run, [head]);
  }, 90_000);

  it('reaches a hub moved to an address not in its join file through invite --again and join --replace', async () => {
    const run = await startHall({ listen: EVERYWHERE });
    let station = await run.station('s1', { fromHubMachine: true });
    const dataDir = join(run.root, 's1');
    const { token } = readJoinFile(join(run.root, 's1.join'));
    await station.run(100);
    await publishing(run, 's1');
    const before = said(station, UNREACHABLE);
    const moved = run.net.addAddress('hub');
    run.net.removeAddress('hub', hubAddress(run));
    await until(() => said(station, UNREACHABLE) > before, 'the station says its hub is unreachable', {
      timeoutMs: 20_000,
      state: () => station.events().slice(-5),
    });
    // Judged throughout, and these wait.
    await station.burst(40);
    await station.halt();
    await station.stop();
    const acknowledged = cursorOf(dataDir);
    expect(acknowledged).toBeGreaterThan(0);

    const newFile = join(run.root, 's1-again.join');
    const invited = run.cli('hub', run.hubDir, 'hall', 'invite', 's1', '--again', '--out', newFile);
    expect(invited.status, invited.stderr).toBe(0);
    const renewed = readJoinFile(newFile);
    expect(renewed.servers).toEqual([`tls://${moved}:${HUB_PORT}`]);
    expect(renewed.token).toBe(token);
    const joined = run.cli('s1', dataDir, 'hall', 'join', newFile, '--replace');
    expect(joined.status, joined.stderr).toBe(0);
    expect(joined.stdout).toContain('the station keeps its place');
    // The same invitation: the cursor is kept, so only what the hub lacks is sent.
    expect(cursorOf(dataDir)).toBe(acknowledged);

    station = await run.startStation('s1');
    await station.burst(10);
    const head = await station.halt();
    const seq = head.head?.seq ?? 0;
    await hubHoldsAll(run, seq, 40_000);
    expectExportExactly(run, [head]);
    expect(await station.verify()).toEqual({ ok: true, count: seq });
    expectStreamHoldsEachOnce(run, token, seq);
  }, 90_000);
});

// The hub machine's addresses station `name` holds connections to now, as the hub's kernel sees them
// (a connection to an address taken away stays there until the kernel gives up on it).
function addressesInUse(run: NetnsHallRun, name: string): string[] {
  const peer = run.net.machine(name).address;
  const [command, args] = run.net.inside('hub', 'ss', ['-Htn', 'state', 'established']);
  // Each line ends with the local and the peer address: "10.0.0.9:4222", or "[::ffff:10.0.0.9]:4222"
  // from nats-server's socket, which takes IPv4 and IPv6 alike.
  const host = (text: string): string => text.replace(/^\[(?:::ffff:)?|\]?:\d+$/gu, '');
  return spawnSync(command, args, { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/u).slice(-2))
    .filter(([local = '', remote = '']) => local.endsWith(`:${HUB_PORT}`) && host(remote) === peer)
    .map(([local = '']) => host(local));
}

// The hub machine's first address (the harness's own for it).
function hubAddress(run: NetnsHallRun): string {
  return run.net.machine('hub').address;
}
