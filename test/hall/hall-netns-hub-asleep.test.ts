// The hub that slept, on the namespaced network (test/support/netns/): its laptop's lid closed — the
// hub and its nats-server stopped (SIGSTOP) — while stations judge, then woken (SIGCONT). It catches
// up with every entry exactly once, and raises no alert for the time it was itself asleep
// (hub-listening.ts counts that time as held), while a station that really stays unreachable after
// the wake is still called unreachable, and cleared once heard.
//
// Time-compressed, faithfully: the silence threshold is set to 5 s (`hall start --silence-after`) and
// the hub sleeps 20 s, four thresholds (a station is unreachable after the shorter of the threshold
// and 20 s: reach-alerts.ts), as a 10-minute sleep is ten of the default minute; the
// stations' pings (3 s × 2) call it dead during the sleep, so they are reconnecting at the wake as
// after any longer one. A longer sleep differs by its backlog only (the partitions test's half hour).
// As root only: skipped with one line naming why elsewhere. About 50 s on a 2-core machine.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { hubAlerts } from '../support/netns/hub-readings.ts';
import { NETNS_UNAVAILABLE } from '../support/netns/netns-commands.ts';
import { expectExportExactly, hubHoldsAll, useNetnsHalls } from '../support/netns/netns-hall-suite.ts';
import { AGAIN, publishing, said, UNREACHABLE } from '../support/netns/station-waits.ts';
import { until } from '../support/until.ts';

const startHall = useNetnsHalls();
const SILENCE_SECONDS = 5;

describe.skipIf(NETNS_UNAVAILABLE !== null || NATS_SERVER === null)('the hub that slept', () => {
  it('catches up after sleeping past the silence threshold and calls no station unreachable for it', async () => {
    const run = await startHall({ hubOptions: ['--silence-after', String(SILENCE_SECONDS)] });
    const awake = await run.station('s1');
    const cut = await run.station('s2');
    await Promise.all([awake.run(200), cut.run(200)]);
    await publishing(run.hubDir, 's1');
    await publishing(run.hubDir, 's2');
    const noticed = said(awake, UNREACHABLE);
    const again = said(awake, AGAIN);
    const asleepAt = new Date();
    run.suspendHub(true);
    // s2's cable goes while the hub sleeps, and stays out past the wake: a silence that is real.
    run.net.setLink('s2', false);
    await sleep(4 * SILENCE_SECONDS * 1000);
    expect(said(awake, UNREACHABLE)).toBeGreaterThan(noticed);
    run.suspendHub(false);
    await until(() => said(awake, AGAIN) > again, 's1 connects to the woken hub', {
      timeoutMs: 15_000,
      intervalMs: 100,
      state: () => awake.events().slice(-5),
    });
    // Either fault of reach: the link not heard, or heard with its station quiet.
    const reach = (kind: string): boolean => kind === 'unreachable' || kind === 'quiet';
    const silent = (name: string): number =>
      hubAlerts(run.hubDir, asleepAt).filter((alert) => reach(alert.kind) && alert.station === name).length;
    const unreachable = (name: string): number =>
      hubAlerts(run.hubDir, asleepAt).filter(
        (alert) => alert.kind === 'unreachable' && alert.station === name,
      ).length;
    // The hub listened past the threshold since the wake: s2, unheard all that time, is unreachable.
    await until(
      () => unreachable('s2') > 0,
      's2 called unreachable once the hub listened past the threshold',
      {
        timeoutMs: 20_000,
        intervalMs: 250,
        state: () => hubAlerts(run.hubDir, asleepAt),
      },
    );
    // s1 was heard again within a second of the wake: nothing for the time the hub slept.
    expect(silent('s1')).toBe(0);
    run.net.heal('s2');
    await until(
      () => hubAlerts(run.hubDir, asleepAt).every((alert) => !reach(alert.kind) || alert.clearedAt !== null),
      's2’s alert cleared once it is heard',
      { timeoutMs: 20_000, intervalMs: 250, state: () => hubAlerts(run.hubDir, asleepAt) },
    );
    const heads = [await awake.halt(), await cut.halt()];
    await hubHoldsAll(
      run,
      heads.reduce((sum, { head }) => sum + (head?.seq ?? 0), 0),
      30_000,
    );
    expectExportExactly(run, heads);
    // One alert for s2's one fault, none for s1, and none of the retired kind.
    expect(hubAlerts(run.hubDir, asleepAt).filter((alert) => reach(alert.kind))).toHaveLength(1);
    expect(hubAlerts(run.hubDir, asleepAt).filter((alert) => alert.kind === 'silent')).toHaveLength(0);
  }, 90_000);
});
