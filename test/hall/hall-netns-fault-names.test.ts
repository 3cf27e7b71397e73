// A station's cable pulled, on the namespaced network (test/support/netns/): the hub names it once,
// "unreachable since HH:MM", within 30 s, in `hall status` (text and --json) as in its alert; the
// station says since when its hub has been out of reach and how many entries wait; once the cable
// is back, the alert closes by itself, kept in the hub's history with when it cleared, and the
// station's log has one line for the fault and one for its healing. As root only: skipped with one
// line naming why elsewhere.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';
import { NATS_SERVER } from '../support/hall/hall-fixture.ts';
import type { StationProcess } from '../support/hall/station-process.ts';
import { NETNS_UNAVAILABLE } from '../support/netns/netns-commands.ts';
import {
  expectExportExactly,
  hubHoldsAll,
  useNetnsHalls,
  type NetnsHallRun,
} from '../support/netns/netns-hall-suite.ts';
import { until } from '../support/until.ts';

const startHall = useNetnsHalls();

const UNREACHABLE = 'hall: the hub is unreachable';
const AGAIN = 'hall: connected to the hub again';

// How many of the station's hall events so far say `text`.
const said = (station: StationProcess, text: string): number =>
  station.events().filter((line) => line.startsWith(text)).length;

/** The open fault of reach `hall status --json` gives station `name`, or null. */
function reachOf(run: NetnsHallRun, name: string): { fault: string; since: string; text: string } | null {
  const status = JSON.parse(runCli(run.hubDir, '--json', 'hall', 'status').stdout) as {
    stations: { name: string; reach: { fault: string; since: string; text: string } | null }[];
  };
  return status.stations.find((row) => row.name === name)?.reach ?? null;
}

/** Every unreachable alert in the hub's history, oldest first, and whether it has cleared. */
function unreachableAlerts(run: NetnsHallRun): { text: string; cleared: boolean }[] {
  const db = new Database(join(run.hubDir, 'hub.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[], { text: string; cleared: string | null }>(
        "SELECT text, cleared_at AS cleared FROM hall_view_alerts WHERE kind = 'unreachable' ORDER BY id",
      )
      .all()
      .map((row) => ({ text: row.text, cleared: row.cleared !== null }));
  } finally {
    db.close();
  }
}

describe.skipIf(NETNS_UNAVAILABLE !== null || NATS_SERVER === null)(
  'each fault named once, on a namespaced network',
  () => {
    it('names a pulled cable "unreachable since" at the hub within 30 s, once, and clears it once healed', async () => {
      const run = await startHall();
      const station = await run.station('s1');
      await station.run(300);
      await until(() => (run.hubEntries().s1 ?? 0) > 0, 'the hub holds entries of s1', {
        timeoutMs: 30_000,
        intervalMs: 300,
      });
      const lostBefore = said(station, UNREACHABLE);
      const againBefore = said(station, AGAIN);
      run.net.setLink('s1', false);
      const pulledAt = Date.now();
      await until(() => reachOf(run, 's1') !== null, 'the hub names s1 unreachable', {
        timeoutMs: 35_000,
        intervalMs: 500,
      });
      expect(Date.now() - pulledAt).toBeLessThanOrEqual(30_000);
      const reach = reachOf(run, 's1');
      expect(reach?.fault).toBe('unreachable');
      expect(reach?.text).toMatch(/^s1 unreachable since \d{2}:\d{2}\.$/u);
      // The words of `hall status` are the alert's, under the station's first line.
      expect(runCli(run.hubDir, 'hall', 'status').stdout).toContain(`UNREACHABLE: ${reach?.text ?? '?'}`);
      // The station: since when its hub is out of reach, and what waits, while it judges on.
      await until(async () => !(await station.cursor()).connected, 'the station notices its hub is gone', {
        timeoutMs: 15_000,
        intervalMs: 250,
      });
      const waiting = await station.cursor();
      expect(waiting.unreachableSince).not.toBeNull();
      expect(Math.abs(Date.parse(waiting.unreachableSince ?? '') - pulledAt)).toBeLessThan(15_000);
      await sleep(3_000);
      expect((await station.cursor()).pending).toBeGreaterThan(waiting.pending);
      // Tries and reconnect attempts go on: still one alert, and one line at the station.
      await sleep(8_000);
      expect(unreachableAlerts(run)).toEqual([{ text: reach?.text, cleared: false }]);
      expect(said(station, UNREACHABLE)).toBe(lostBefore + 1);
      run.net.heal('s1');
      await until(() => reachOf(run, 's1') === null, 'the alert clears once s1 is heard', {
        timeoutMs: 30_000,
        intervalMs: 500,
      });
      expect(unreachableAlerts(run)).toEqual([{ text: reach?.text, cleared: true }]);
      await until(async () => (await station.cursor()).connected, 'the station reconnects', {
        timeoutMs: 20_000,
      });
      expect((await station.cursor()).unreachableSince).toBeNull();
      expect(said(station, UNREACHABLE)).toBe(lostBefore + 1);
      expect(said(station, AGAIN)).toBe(againBefore + 1);
      const head = await station.halt();
      await hubHoldsAll(run, head.head?.seq ?? 0, 45_000);
      expectExportExactly(run, [head]);
    }, 150_000);
  },
);
