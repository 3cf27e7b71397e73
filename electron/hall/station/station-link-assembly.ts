// A station's link to its hall, assembled in one place for every program that runs it: the hall
// process (hall-link-process.ts: connection, publisher, the hall's buckets), the judging thread of
// the kiosk and the web station (station-hall.ts: the hall's list and settings received over the
// hall process), and the command line (`hall join|show|sync`: all of it in one process). Each takes
// the parts it runs; all read the same link (hall.sqlite) and wire them the same way.
import type { NatsConnection } from '@nats-io/transport-node';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock, type Clock } from '../../core/clock.ts';
import type { JoinFile } from '../../core/hall/join-file.ts';
import { STATION_LINK_FILE, StationLinkStore } from '../../core/hall/station-link-store.ts';
import type { Station } from '../../core/station/station.ts';
import { HallListReceiver, type ListReceiverOptions } from './hall-list-receiver.ts';
import { HallSettingsReceiver, type SettingApplied } from './hall-settings-receiver.ts';
import type { HallListPort } from './list-port.ts';
import { natsListPort } from './nats-list-port.ts';
import type { PublisherOptions, PublisherSource } from './publisher-options.ts';
import { connectStation } from './station-connection.ts';
import { StationPublisher } from './station-publisher.ts';

/** What a station's link is assembled from. */
export interface StationLinkParts {
  /** The station's data folder, where its link (hall.sqlite) is. */
  readonly dataDir: string;
  /** A line for the station's own log, from every part. */
  readonly onEvent: (line: string) => void;
  /** What the time is, for the publisher's deadlines and waits. */
  readonly clock?: Clock;
  /** How every publisher paces itself, unless it is built with its own. */
  readonly options?: PublisherOptions;
}

/** The station's link, assembled: the parts a program runs, each built from the same link. */
export interface StationLink {
  /** The link's store: the join file, the cursor, the hall's settings applied. */
  readonly store: StationLinkStore;
  /** The hall the station joined. */
  readonly joinFile: JoinFile;
  /** Connects to the hub as the join file says (station-connection.ts). */
  readonly connect: (options?: Parameters<typeof connectStation>[1]) => Promise<NatsConnection>;
  /** The publisher of `source`'s log and state over a connection; the connection stays the caller's. */
  readonly publisher: (
    nc: NatsConnection,
    source: PublisherSource,
    options?: PublisherOptions,
  ) => StationPublisher;
  /** The hall's settings and lists buckets over a connection. */
  readonly listPort: (nc: NatsConnection) => HallListPort;
  /**
   * The hall's designated list and settings received into `station` over `port`: the settings
   * applied through the station's own, each heard by `onApplied`.
   */
  readonly receiver: (
    station: Pick<Station, 'importer' | 'lexicons' | 'profile'>,
    port: HallListPort,
    options?: Omit<ListReceiverOptions, 'settings'> & {
      readonly onApplied?: (applied: SettingApplied) => void;
    },
  ) => HallListReceiver;
  /** Closes the link's store: the parts built stop reading it. */
  readonly close: () => void;
}

/**
 * Opens the station's link in `dataDir` and assembles it. Null when the station has not joined a
 * hall: then no link file is made where there was none.
 */
export function assembleStationLink(parts: StationLinkParts): StationLink | null {
  if (!existsSync(join(parts.dataDir, STATION_LINK_FILE))) return null;
  const store = new StationLinkStore(parts.dataDir);
  let joinFile: JoinFile | null;
  try {
    joinFile = store.link();
  } catch (error) {
    store.close();
    throw error;
  }
  if (joinFile === null) {
    store.close();
    return null;
  }
  const file = joinFile;
  const { onEvent, clock = systemClock, options = {} } = parts;
  return {
    store,
    joinFile: file,
    connect: (connectOptions) => connectStation(file, connectOptions),
    publisher: (nc, source, own = {}) =>
      new StationPublisher(nc, file, source, store, { onEvent, clock, ...options, ...own }),
    listPort: (nc) => natsListPort(nc, file.hallId),
    receiver: (station, port, { onApplied, ...own } = {}) =>
      new HallListReceiver(station, port, {
        onEvent,
        ...own,
        settings: new HallSettingsReceiver(station, store, onEvent, onApplied),
      }),
    close: () => {
      store.close();
    },
  };
}
