// A station whose judging side stops answering while its hall link runs on (a kiosk frozen, a
// process stopped): the hall process goes on publishing, saying since when its station has been
// quiet, and the hub names it "reachable, but its station has not answered since HH:MM" past the
// director's silence threshold — not unreachable. Once the station answers again the alert closes
// by itself. A station killed takes its hall process with it, and is then unreachable. Real hub and
// nats-server on loopback; the station in a process of its own, stopped with SIGSTOP (its hall
// process, a child of its own, runs on).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';
import { freePort, hubAdmits, killPid, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { startStationProcess } from '../support/hall/station-process.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const { cleanups, startHub } = useHallSuite();

/** The hub's silence threshold here: short, so the test waits seconds, not a minute. */
const SILENCE_SECONDS = 5;

/** The open fault of reach `hall status --json` gives station `name`, or null. */
function reachOf(hubDir: string, name: string): { fault: string; since: string; text: string } | null {
  const status = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
    stations: { name: string; reach: { fault: string; since: string; text: string } | null }[];
  };
  return status.stations.find((row) => row.name === name)?.reach ?? null;
}

/** Every reach alert in the hub's history, oldest first: its kind and whether it has cleared. */
function reachAlerts(hubDir: string): { kind: string; cleared: boolean }[] {
  const db = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[], { kind: string; cleared: string | null }>(
        "SELECT kind, cleared_at AS cleared FROM hall_view_alerts WHERE kind IN ('unreachable', 'quiet') ORDER BY id",
      )
      .all()
      .map((row) => ({ kind: row.kind, cleared: row.cleared !== null }));
  } finally {
    db.close();
  }
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`a station reachable but quiet${reason}`, () => {
  it('is named reachable but quiet while its hall link runs on, cleared when it answers, unreachable once killed', async () => {
    const root = makeTempDir('hall-quiet');
    cleanups.push(() => removeTempDir(root));
    const hubDir = join(root, 'hub');
    const hub = startHub(hubDir, await freePort(), ['--silence-after', String(SILENCE_SECONDS)]);
    await hub.waitFor('is running');
    const file = join(root, 'Q.join');
    expect(runCli(hubDir, 'hall', 'invite', 'Q', '--out', file).status).toBe(0);
    await hubAdmits(file);
    const dataDir = join(root, 'Q');
    expect(runCli(dataDir, 'hall', 'join', '--new-station', file).status).toBe(0);
    const station = startStationProcess(dataDir);
    cleanups.push(() => {
      killPid(station.pid, 'SIGCONT');
      station.kill();
    });
    await station.ready();
    await station.burst(5);
    await until(async () => (await station.cursor()).connected, 'the station connects');

    // The judging side held still: the hall process says it is quiet after 4 s, the hub names it
    // past the silence threshold counted from then.
    killPid(station.pid, 'SIGSTOP');
    const stoppedAt = Date.now();
    await until(() => reachOf(hubDir, 'Q') !== null, 'the hub names Q quiet', {
      timeoutMs: 30_000,
      intervalMs: 500,
    });
    const quiet = reachOf(hubDir, 'Q');
    expect(quiet?.fault).toBe('quiet');
    expect(quiet?.text).toMatch(/^Q reachable, but its station has not answered since \d{2}:\d{2}\.$/u);
    // Since when, on the hub's clock: about when it was stopped (its last state a second before).
    expect(Math.abs(Date.parse(quiet?.since ?? '') - stoppedAt)).toBeLessThan(3_000);
    expect(runCli(hubDir, 'hall', 'status').stdout).toContain(`QUIET: ${quiet?.text ?? '?'}`);
    expect(reachAlerts(hubDir)).toEqual([{ kind: 'quiet', cleared: false }]);

    // It answers again: the alert closes by itself, kept with when it cleared.
    killPid(station.pid, 'SIGCONT');
    await until(() => reachOf(hubDir, 'Q') === null, 'the quiet alert clears', {
      timeoutMs: 20_000,
      intervalMs: 500,
    });
    expect(reachAlerts(hubDir)).toEqual([{ kind: 'quiet', cleared: true }]);

    // Killed, its hall process ends with it: unreachable, a new alert.
    station.kill();
    await until(() => reachOf(hubDir, 'Q')?.fault === 'unreachable', 'the hub names Q unreachable', {
      timeoutMs: 40_000,
      intervalMs: 500,
    });
    expect(reachAlerts(hubDir)).toEqual([
      { kind: 'quiet', cleared: true },
      { kind: 'unreachable', cleared: false },
    ]);
  }, 120_000);
});
