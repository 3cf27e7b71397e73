// The thin link, on the namespaced network (test/support/netns/): a station with a backlog catching up
// over 256 kbit/s (tc tbf on its machine's link), losing and doubling nothing. Its pings (3 s × 2)
// wait behind the runs it sends, so it may call a busy link dead and reconnect mid catch-up
// (docs/HALL-DESIGN.md, "On a bad network"): the test counts those reconnects and prints them, and
// holds that the station catches up all the same.
// As root only: skipped with one line naming why elsewhere. About 45 s on a 2-core machine.
import { describe, it } from 'vitest';
import { NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { hubVerified } from '../support/netns/hub-readings.ts';
import { NETNS_UNAVAILABLE } from '../support/netns/netns-commands.ts';
import { expectExportExactly, hubHoldsAll, useNetnsHalls } from '../support/netns/netns-hall-suite.ts';
import { AGAIN, publishing, said, UNREACHABLE } from '../support/netns/station-waits.ts';
import { until } from '../support/until.ts';

const startHall = useNetnsHalls();
/** About 13 s of the thin link's 32 KB/s: an entry is about 1 KB on the wire, in its run, over TLS. */
const BACKLOG = 400;

describe.skipIf(NETNS_UNAVAILABLE !== null || NATS_SERVER === null)('the hall over a thin link', () => {
  it('catches up a backlog over 256 kbit/s, losing and doubling nothing', async () => {
    const run = await startHall();
    const station = await run.station('s1');
    await station.burst(5);
    await publishing(run.hubDir, 's1');
    const cut = said(station, UNREACHABLE);
    run.net.setLink('s1', false);
    await station.burst(BACKLOG);
    const { head } = await station.halt();
    // The cable's own disconnection first, so that what follows is the thin link's alone.
    await until(() => said(station, UNREACHABLE) > cut, 'the station calls the hub unreachable', {
      timeoutMs: 15_000,
      intervalMs: 100,
    });
    const unreachable = said(station, UNREACHABLE);
    const again = said(station, AGAIN);
    run.net.thin('s1', '256kbit');
    run.net.setLink('s1', true);
    const thinAt = performance.now();
    await until(() => (hubVerified(run.hubDir)['s1'] ?? 0) >= (head?.seq ?? 0), 'the hub holds the backlog', {
      timeoutMs: 40_000,
      intervalMs: 100,
      state: () => ({ hub: hubVerified(run.hubDir), events: station.events().slice(-5) }),
    });
    const seconds = (performance.now() - thinAt) / 1000;
    console.info(
      `thin link: ${BACKLOG} entries in ${seconds.toFixed(1)} s; connected ${said(station, AGAIN) - again} ` +
        `times, of which mid catch-up (called dead): ${said(station, UNREACHABLE) - unreachable}`,
    );
    run.net.heal('s1');
    await hubHoldsAll(run, head?.seq ?? 0, 30_000);
    expectExportExactly(run, [{ stationId: (await station.halt()).stationId, head }]);
  }, 90_000);
});
