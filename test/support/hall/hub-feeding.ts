// A station's log and state carried to a hub store without a network, as the hub's ingest and its
// state handler take them: for the tests of what the hub shows (the hall view, status, exports).
import {
  parseMessage,
  stationStateSchema,
  type StationState,
} from '../../../electron/core/hall/wire/hall-messages.ts';
import { entryMessage } from '../../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry } from '../../../electron/core/hall/hub/hub-ingest.ts';
import type { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import type { Station } from '../../../electron/core/station/station.ts';
import { publisherSource } from '../../../electron/hall/station/station-hall.ts';

/** Ingests the station's entries the hub does not hold yet under invitation `token`, stored at `when`. */
export function carryLog(store: HubStore, token: string, station: Station, when = new Date()): void {
  const held = store.stations.byToken(token)?.verified?.seq ?? 0;
  store.transaction(() => {
    for (const entry of station.log.entries())
      if (entry.seq > held)
        ingestEntry(store, entryMessage(token, entry), when, { designation: store.designations.current() });
  });
}

/**
 * Records what the station's publisher says of itself (with `change` made to it) through the hub's
 * schema, as heard at `when`; throws when the hub would refuse it.
 */
export function reportState(
  store: HubStore,
  token: string,
  station: Station,
  options: {
    readonly when?: Date;
    readonly change?: Partial<StationState>;
    readonly machine?: string;
    /** The station's clock skew as the hub judged it (state-answerer.ts); none by default. */
    readonly clockSkewMs?: number | null;
  } = {},
): void {
  const when = options.when ?? new Date();
  const text = JSON.stringify({
    ...publisherSource(station).state(),
    acknowledged: 0,
    sentAt: when.toISOString(),
    ...options.change,
  });
  const state = parseMessage(stationStateSchema, text);
  if (state === null) throw new Error(`the hub refuses this state: ${text}`);
  const machine = options.machine ?? 'm';
  const clockSkewMs = options.clockSkewMs ?? null;
  store.transaction(() =>
    store.stations.recordState(token, state, { instance: machine, machine, at: when, clockSkewMs }),
  );
}
