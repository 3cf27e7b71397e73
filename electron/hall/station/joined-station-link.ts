// The half of the station's link assembly (station-link-assembly.ts) that needs no NATS: the link's
// store opened from the data folder, and the hall's list and settings receiver wired to it. The
// judging thread of the kiosk and the web station takes only this half, so the NATS client is never
// loaded beside judging: its network runs in the hall process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock, type Clock } from '../../core/clock.ts';
import type { JoinFile } from '../../core/hall/wire/join-file.ts';
import { STATION_LINK_FILE, StationLinkStore } from '../../core/hall/station/station-link-store.ts';
import type { Station } from '../../core/station/station.ts';
import { HallListReceiver, type ListReceiverOptions } from './hall-list-receiver.ts';
import { HallSettingsReceiver, type SettingApplied } from './hall-settings-receiver.ts';
import { HallPairingsReceiver } from './hall-pairings-receiver.ts';
import type { HallListPort } from './list-port.ts';
import type { PublisherOptions } from './publisher-options.ts';

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

/** How a receiver is built: the list receiver's options, and who hears each setting applied. */
export type ReceiverOptions = Omit<ListReceiverOptions, 'settings'> & {
  readonly onApplied?: (applied: SettingApplied) => void;
};

/** A joined station's link: its store, its hall, and the parts built over them. */
export interface JoinedStationLink {
  /** The link's store: the join file, the cursor, the hall's settings applied. */
  readonly store: StationLinkStore;
  /** The hall the station joined. */
  readonly joinFile: JoinFile;
  /** Every publisher's options: the parts' event line, clock and pacing, then `own`. */
  readonly publisherOptions: (own?: PublisherOptions) => PublisherOptions;
  /**
   * The hall's designated list, settings and pairings received into `station` over `port`: the settings
   * applied through the station's own, each heard by `onApplied`.
   */
  readonly receiver: (
    station: Pick<Station, 'importer' | 'lexicons' | 'profile' | 'pairings'>,
    port: HallListPort,
    options?: ReceiverOptions,
  ) => HallListReceiver;
  /** Closes the link's store: the parts built stop reading it. */
  readonly close: () => void;
}

/**
 * Opens the station's link in `dataDir`. Null when the station has not joined a hall: then no link
 * file is made where there was none.
 */
export function openJoinedStationLink(parts: StationLinkParts): JoinedStationLink | null {
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
  const { onEvent, clock = systemClock, options = {} } = parts;
  return {
    store,
    joinFile,
    publisherOptions: (own = {}) => ({ onEvent, clock, ...options, ...own }),
    receiver: (station, port, { onApplied, ...own } = {}) =>
      new HallListReceiver(station, port, {
        onEvent,
        ...own,
        settings: new HallSettingsReceiver(station, store, onEvent, onApplied),
        pairings: new HallPairingsReceiver(station, joinFile.hallName, onEvent),
      }),
    close: () => {
      store.close();
    },
  };
}
