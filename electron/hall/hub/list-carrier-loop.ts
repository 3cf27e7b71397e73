// The list carrier kept running beside the ingest: it looks for a new designation or setting a
// few times a second, one look at a time.
import type { NatsConnection } from '@nats-io/transport-node';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import { HubListCarrier } from './hub-list-carrier.ts';
import type { HubStartOptions } from './hub-runner.ts';
import { natsBucketsPort } from './nats-buckets-port.ts';
import { hubShelfAccess } from './station-lexicon-shelf.ts';

/** How often the carrier looks for a new designation or setting: one small read of the store. */
const CARRY_EVERY_MS = 250;

/**
 * The list carrier (hub-list-carrier.ts): the hall's buckets made, and each designation carried to
 * the stations within a second of the director making it (`hall designate` or the hall view writes
 * the store; the hub carries it). A failure is said once, and tried again at the next look.
 * `carryNow` looks at once: the pairings follower calls it as soon as TSH's rewrite is read.
 */
export function startListCarrier(
  connection: NatsConnection,
  store: HubStore,
  options: Pick<HubStartOptions, 'hubDir' | 'onEvent'>,
): { carryNow: () => void; stop: () => Promise<void> } {
  const carrier = new HubListCarrier(
    store,
    hubShelfAccess(options.hubDir),
    natsBucketsPort(connection, store.settings.hallId()),
    options.onEvent,
  );
  let lastProblem = '';
  let running: Promise<void> = Promise.resolve();
  const tick = (): void => {
    running = (async () => {
      try {
        await carrier.prepare();
        await carrier.carry();
        lastProblem = '';
      } catch (error) {
        const problem = (error as Error).message;
        if (problem !== lastProblem)
          options.onEvent(`hub: cannot carry the hall's list to its stations (${problem}); trying again`);
        lastProblem = problem;
      }
    })();
  };
  tick();
  let busy = false;
  let again = false;
  const look = (): void => {
    // A put of a big list may take longer than a second: the next look waits for it, and a look
    // asked for meanwhile (carryNow) follows it at once.
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    tick();
    void running.finally(() => {
      busy = false;
      if (again) {
        again = false;
        look();
      }
    });
  };
  const timer = setInterval(look, CARRY_EVERY_MS);
  return {
    carryNow: look,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
