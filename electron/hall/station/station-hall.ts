import type { NatsConnection } from '@nats-io/transport-node';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { APP_VERSION } from '../../core/app-version.ts';
import { systemClock } from '../../core/clock.ts';
import {
  HEALTH_TEXT_MAX,
  type ReportedHallList,
  type StationHallReport,
  type StationHealth,
  type StationPresence,
} from '../../core/hall/hall-messages.ts';
import { hallSettingsStanding } from '../../core/hall/hall-settings-standing.ts';
import type { JoinFile } from '../../core/hall/join-file.ts';
import { STATION_LINK_FILE, StationLinkStore } from '../../core/hall/station-link-store.ts';
import type { Station } from '../../core/station/station.ts';
import { connectStation } from './station-connection.ts';
import type { PublisherOptions, PublisherSource } from './hall-publisher.ts';
import { HallListReceiver, type HallListState } from './hall-list-receiver.ts';
import { natsListPort } from './nats-list-port.ts';
import { HallSettingsReceiver } from './hall-settings-receiver.ts';
import { StationPublisher } from './station-publisher.ts';

/** What the publisher reads of an open station: its log and what it says of itself. */
export function publisherSource(
  station: Pick<Station, 'log' | 'stationId' | 'profile' | 'lexicons' | 'recorder'>,
  presence: StationPresence = 'running',
  hall: () => StationHallReport | null = () => null,
): PublisherSource {
  return {
    log: station.log,
    state: () => ({
      stationId: station.stationId,
      stationName: station.profile.name(),
      appVersion: APP_VERSION,
      head: station.log.head(),
      lexicons: station.lexicons
        .offered()
        .map(({ name, fingerprint, alphabet, wordCount }) => ({ name, fingerprint, alphabet, wordCount })),
      problem: clipOrNull(station.recorder.startupProblem()),
      health: stationHealth(station),
      presence,
      hall: hall(),
    }),
  };
}

/**
 * What the station says of the hall's truth it holds: where it stands with the designated list,
 * and which of the hall's settings a director changed here since the hall set them.
 */
export function stationHallReport(
  list: HallListState,
  link: Pick<StationLinkStore, 'appliedSettings'>,
  station: Pick<Station, 'profile'>,
): StationHallReport {
  return {
    list: reportedList(list),
    changedHere: hallSettingsStanding(link.appliedSettings(), station.profile.config())
      .filter((setting) => setting.changedHere)
      .map((setting) => setting.name),
  };
}

// The list's state as the state message carries it: the reason cut to what the hub takes (the
// name is the designation's, 64 characters at most).
function reportedList(list: HallListState): ReportedHallList {
  return list.state === 'refused' ? { ...list, reason: clip(list.reason) } : list;
}

/**
 * The station's health as it stands now, from what the running station itself knows: the checkpoint
 * its last full check recorded, the write it last refused (judging, or the kiosk's own check while
 * faulted: no write is tried here), its file guard (the same check the kiosk runs every 2 s), and
 * each offered lexicon's checked graph (loaded once; a refused one is tried again, so a list
 * imported again clears). A checkpoint that cannot be read is reported as none.
 */
export function stationHealth(station: Pick<Station, 'lexicons' | 'recorder'>): StationHealth {
  let verifiedThrough: number | null;
  try {
    verifiedThrough = station.recorder.checkpoint.read()?.seq ?? null;
  } catch {
    verifiedThrough = null;
  }
  const lexiconsRefused: StationHealth['lexiconsRefused'][number][] = [];
  for (const lexicon of station.lexicons.offered()) {
    try {
      station.lexicons.graph(lexicon);
    } catch (error) {
      lexiconsRefused.push({
        name: clip(lexicon.name),
        fingerprint: lexicon.fingerprint,
        reason: clip(error instanceof Error ? error.message : String(error)),
      });
    }
  }
  const writeRefused = station.recorder.refusedWrite();
  const fileGuard = station.recorder.guardFiles();
  return {
    verifiedThrough,
    writeRefused: writeRefused === null ? null : clip(writeRefused),
    fileGuard: fileGuard === null ? null : clip(fileGuard),
    lexiconsRefused: lexiconsRefused.slice(0, 100),
  };
}

function clipOrNull(text: string | null): string | null {
  return text === null ? null : clip(text);
}

function clip(text: string): string {
  return text.length <= HEALTH_TEXT_MAX ? text : `${text.slice(0, HEALTH_TEXT_MAX - 1)}…`;
}

/** The longest wait between two tries of a station whose hub refused it or could not be reached. */
const RETRY_MAX_MS = 30_000;

/**
 * Connects, trying again (2 s, doubling to 30 s) after every refusal until it succeeds or `stopped()`
 * says the link is no longer wanted (then null). A hub refuses a station it has invited until it
 * has reloaded nats-server's users, and NATS gives up on a connection refused twice: without this, a
 * station that joined within that second never published until it was restarted.
 */
async function connectUntilStopped(
  join: JoinFile,
  stopped: () => boolean,
  onEvent: (line: string) => void,
): Promise<NatsConnection | null> {
  for (let wait = 2_000; !stopped(); wait = Math.min(wait * 2, RETRY_MAX_MS)) {
    try {
      return await connectStation(join, { keepTrying: true });
    } catch (error) {
      onEvent(`hall: ${(error as Error).message} Trying again in ${wait / 1000} s.`);
      await sleep(wait);
    }
  }
  return null;
}

/** How long a closing station may spend sending what is pending to its hub, by default. */
export const DRAIN_MS = 5_000;

/** A station's running link to its hall. */
export interface StationHallLink {
  /** Connected to the hub now. */
  readonly connected: () => boolean;
  readonly publisher: () => StationPublisher | null;
  /** Where the station stands with the hall's designated list. */
  readonly listState: () => HallListState;
  /** Stops publishing at once (the console left the hall, or joined another). */
  readonly stop: () => Promise<void>;
  /**
   * Stops for a station that is closing: publishes what is pending first, for `waitMs` at most, then
   * one last state so the hub knows the head the station closed at, and says in one line whether
   * everything went or how much is left (it waits in the log for the next start or `hall sync`).
   * How many entries are left unsent.
   */
  readonly drain: (waitMs?: number) => Promise<number>;
}

/**
 * For a long-running station (the web station, the Electron kiosk): when it has joined a hall,
 * connects in the background (waiting for the hub however long it is away) and publishes every
 * committed entry. Judging never waits for any of it. Null when the station has not joined.
 */
export function startStationHall(
  station: Station,
  dataDir: string,
  onEvent: (line: string) => void,
  options: PublisherOptions = {},
): StationHallLink | null {
  if (!existsSync(join(dataDir, STATION_LINK_FILE))) return null;
  const link = new StationLinkStore(dataDir);
  const join_ = link.link();
  if (join_ === null) {
    link.close();
    return null;
  }
  let nc: NatsConnection | null = null;
  let publisher: StationPublisher | null = null;
  let receiver: HallListReceiver | null = null;
  let stopped = false;
  const connecting = connectUntilStopped(join_, () => stopped, onEvent)
    .then((connection) => {
      if (connection === null) return;
      nc = connection;
      // Stopped while still connecting (the console left the hall): this connection is not wanted.
      if (stopped) {
        void connection.close().catch(() => undefined);
        return;
      }
      onEvent(`hall: connected to the hub of "${join_.hallName}" as "${join_.stationName}"`);
      const report = () => stationHallReport(receiver?.state() ?? { state: 'none' }, link, station);
      publisher = new StationPublisher(connection, join_, publisherSource(station, 'running', report), link, {
        onEvent,
        ...options,
      });
      publisher.start();
      receiver = new HallListReceiver(station, natsListPort(connection, join_.hallId), {
        onEvent,
        settings: new HallSettingsReceiver(station, link, onEvent),
      });
      void receiver.start();
      void (async () => {
        for await (const status of connection.status()) {
          if (status.type === 'disconnect') onEvent('hall: the hub is unreachable; entries wait in the log');
          if (status.type === 'reconnect') onEvent('hall: connected to the hub again');
        }
      })();
    })
    .catch((error: unknown) => {
      onEvent(`hall: ${(error as Error).message}`);
    });
  let closed = false;
  const close = async (): Promise<void> => {
    await nc?.close().catch(() => undefined);
    // A connection still being tried is not awaited: the hub may never come.
    void connecting;
    if (!closed) link.close();
    closed = true;
  };
  return {
    connected: () => nc !== null && !nc.isClosed() && nc.info !== undefined,
    publisher: () => publisher,
    listState: () => receiver?.state() ?? { state: 'none' },
    stop: async () => {
      stopped = true;
      receiver?.stop();
      await publisher?.stop();
      await close();
    },
    drain: async (waitMs = DRAIN_MS) => {
      stopped = true;
      receiver?.stop();
      const running = publisher;
      const left =
        running === null
          ? Math.max(0, (station.log.head()?.seq ?? 0) - (link.acknowledged()?.seq ?? 0))
          : await running.flush((options.clock ?? systemClock)().getTime() + waitMs);
      const head = station.log.head()?.seq ?? 0;
      if (left === 0) onEvent(`hall: every entry sent to the hub before closing (head ${head})`);
      else
        onEvent(
          `hall: ${left} entr${left === 1 ? 'y' : 'ies'} NOT sent to the hub before closing (${running === null ? 'not connected' : `not acknowledged within ${waitMs / 1000} s`}); ${left === 1 ? 'it waits' : 'they wait'} in the log for the next start or \`hall sync\``,
        );
      await close();
      return left;
    },
  };
}
