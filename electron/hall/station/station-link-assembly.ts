// A station's link to its hall, assembled in one place for every program that runs it: the hall
// process (hall-link-process.ts: connection, publisher, the hall's buckets), the judging thread of
// the kiosk and the web station (station-hall.ts: the hall's list and settings received over the
// hall process, through the half without NATS, joined-station-link.ts), and the command line
// (`hall join|show|sync`: all of it in one process). All read the same link (hall.sqlite) and wire
// its parts the same way.
import type { NatsConnection } from '@nats-io/transport-node';
import type { HallListPort } from './list-port.ts';
import { natsListPort } from './nats-list-port.ts';
import {
  openJoinedStationLink,
  type JoinedStationLink,
  type StationLinkParts,
} from './joined-station-link.ts';
import type { PublisherOptions, PublisherSource } from './publisher-options.ts';
import { connectStation } from './station-connection.ts';
import { StationPublisher } from './station-publisher.ts';

/** The station's link, assembled: its store and receivers, and its parts over NATS. */
export interface StationLink extends JoinedStationLink {
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
}

/**
 * Opens the station's link in `dataDir` and assembles it. Null when the station has not joined a
 * hall: then no link file is made where there was none.
 */
export function assembleStationLink(parts: StationLinkParts): StationLink | null {
  const joined = openJoinedStationLink(parts);
  if (joined === null) return null;
  const { joinFile, store } = joined;
  return {
    ...joined,
    connect: (options) => connectStation(joinFile, options),
    publisher: (nc, source, own) =>
      new StationPublisher(nc, joinFile, source, store, joined.publisherOptions(own)),
    listPort: (nc) => natsListPort(nc, joinFile.hallId),
  };
}
