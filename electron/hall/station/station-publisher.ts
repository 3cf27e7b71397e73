import type { NatsConnection } from '@nats-io/transport-node';
import type { JoinFile } from '../../core/hall/wire/join-file.ts';
import type { StationLinkStore } from '../../core/hall/station/station-link-store.ts';
import { HallPublisher } from './hall-publisher.ts';
import type { PublisherOptions, PublisherSource } from './publisher-options.ts';
import { NatsHubPort } from './nats-hub-port.ts';

/**
 * The station's publisher over its NATS connection (connectStation): the logic of
 * {@link HallPublisher} through a {@link NatsHubPort}. The connection stays the caller's to close.
 */
export class StationPublisher extends HallPublisher {
  constructor(
    nc: NatsConnection,
    join: JoinFile,
    source: PublisherSource,
    link: StationLinkStore,
    options: PublisherOptions = {},
  ) {
    super(new NatsHubPort(nc, join), join, source, link, options);
  }
}
