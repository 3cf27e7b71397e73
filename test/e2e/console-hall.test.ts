// The Station page's tournament hall in Chromium, against a real hub (`hall start` with nats-server
// on loopback): the director joins with a join file the CLI made, sees the link connected and every
// entry acknowledged, then the hub unreachable since a time with the entries waiting, then leaves. Skipped (one line, from the hall fixture) without nats-server.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';
import { freePort, killPid, NATS_SERVER, startHubProcess } from '../support/hall/hall-fixture.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { alertSays, screenshot, statusSays, useConsoleStations } from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

// Skipped, its title says why; the summary reporter prints it (test/summary-reporter.ts).
const HALL_SECTION = `the station page's tournament hall${NATS_SERVER === null ? ' (skipped: no nats-server)' : ''}`;
describe.skipIf(NATS_SERVER === null)(HALL_SECTION, () => {
  it('joins a hub with a join file, shows it connected, then unreachable with what waits, and leaves', async () => {
    const root = makeTempDir('console-hall');
    const hubDir = join(root, 'hub');
    const hub = startHubProcess(hubDir, await freePort());
    try {
      await hub.waitFor('is running');
      const joinFile = join(root, 'station-1.join');
      const invite = runCli(hubDir, 'hall', 'invite', 'Station 1', '--out', joinFile);
      expect(invite.status, invite.stderr).toBe(0);

      const { page, station } = await openConsoleStation({ directorPage: 'Station', hallLink: true });
      const hall = page.getByRole('region', { name: 'Tournament hall' });
      await hall.getByText('This station has not joined a hall').waitFor();
      // A file that is not there is refused with the CLI's message, and nothing is joined.
      const missing = join(root, 'missing.join');
      await hall.getByLabel('Join file').fill(missing);
      await hall.getByRole('button', { name: 'Join the hall' }).click();
      await alertSays(page, `The join file ${missing} cannot be read (ENOENT).`);

      await hall.getByLabel('Join file').fill(joinFile);
      await hall.getByRole('button', { name: 'Join the hall' }).click();
      await statusSays(page, 'Joined the hall “Test Hall” as “Station 1”');
      // The running station's publisher was started by the join: the hub answers and acknowledges
      // every entry (set-up, unlock and the join itself), which the page shows within its polls.
      await expect
        .poll(() => hall.getByTestId('hall-connection').innerText(), { timeout: 15_000 })
        .toBe('Connected');
      await expect
        .poll(() => hall.getByTestId('hall-pending').innerText(), { timeout: 15_000 })
        .toBe('0 entries not yet acknowledged by the hub');
      await screenshot(page, 'station-hall');

      // The hub's nats-server held still (a hub laptop asleep): once the station's pings go
      // unanswered, the section says since when the hub is out of reach, and what waits for it, as
      // the station judges on.
      killPid(hub.natsPid(), 'SIGSTOP');
      await expect
        .poll(() => hall.getByTestId('hall-connection').innerText(), { timeout: 15_000 })
        .toBe('Not connected');
      station.judge({ words: ['QI'], source: 'cli', table: 1 });
      await expect
        .poll(() => hall.getByTestId('hall-unreachable').innerText(), { timeout: 15_000 })
        .toMatch(/^Hub unreachable since \d{2}:\d{2} — 1 entry waiting$/u);

      await hall.getByRole('button', { name: 'Leave the hall' }).click();
      await hall.getByRole('button', { name: 'Leave', exact: true }).click();
      await statusSays(page, 'Left the hall. The log is untouched.');
      await hall.getByText('This station has not joined a hall').waitFor();
      const events = [...station.log.entries()]
        .filter((entry) => entry.kind === 'event')
        .map((entry) => entry.action);
      expect(events.slice(-2)).toEqual(['hall-joined', 'hall-left']);
    } finally {
      const natsPid = (() => {
        try {
          return hub.natsPid();
        } catch {
          return null;
        }
      })();
      if (natsPid !== null) killPid(natsPid, 'SIGCONT');
      await hub.stop();
      if (natsPid !== null) killPid(natsPid);
      removeTempDir(root);
    }
  }, 40_000);
});
