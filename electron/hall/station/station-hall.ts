import { systemClock, type Clock } from '../../core/clock.ts';
import { APP_VERSION } from '../../core/app-version.ts';
import {
  HEALTH_TEXT_MAX,
  type ReportedHallList,
  type StationHallReport,
  type StationHealth,
  type StationPresence,
} from '../../core/hall/wire/hall-messages.ts';
import { hallSettingsStanding } from '../../core/hall/wire/hall-settings-standing.ts';
import type { StationLinkStore } from '../../core/hall/station/station-link-store.ts';
import type { Station } from '../../core/station/station.ts';
import type { PublisherSource } from './publisher-options.ts';
import { unreachableSince } from './unreachable-since.ts';
import type { HallListReceiver, HallListState } from './hall-list-receiver.ts';
import type {
  FromHallProcess,
  HallProcessData,
  HallProcessOptions,
  StationStateWithoutHead,
} from './hall-process-messages.ts';
import { forkHallProcess, hallProcessEntry, type SpawnHallProcess } from './hall-process-spawn.ts';
import { processListPort, type HallProcessChannel } from './process-list-port.ts';
import { openJoinedStationLink } from './joined-station-link.ts';

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
 * each offered lexicon's checked graph (loaded once; a refused one is tried again after 30 s, so a
 * list imported again clears). A checkpoint that cannot be read is reported as none.
 */
export function stationHealth(
  station: Pick<Station, 'lexicons' | 'recorder'>,
  clock: Clock = systemClock,
): StationHealth {
  let verifiedThrough: number | null;
  try {
    verifiedThrough = station.recorder.checkpoint.read()?.seq ?? null;
  } catch {
    verifiedThrough = null;
  }
  const lexiconsRefused: StationHealth['lexiconsRefused'][number][] = [];
  const refusals = refusalsOf(station.lexicons);
  const now = clock().getTime();
  for (const lexicon of station.lexicons.offered()) {
    const known = refusals.get(lexicon.fingerprint);
    let reason = known !== undefined && now < known.until ? known.reason : null;
    if (reason === null) {
      try {
        station.lexicons.graph(lexicon);
        refusals.delete(lexicon.fingerprint);
      } catch (error) {
        reason = clip(error instanceof Error ? error.message : String(error));
        refusals.set(lexicon.fingerprint, { reason, until: now + REFUSAL_RETRY_MS });
      }
    }
    if (reason !== null)
      lexiconsRefused.push({ name: clip(lexicon.name), fingerprint: lexicon.fingerprint, reason });
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

/**
 * How long a refused list stands before its file is read again. The state is taken on the judging
 * thread every second: reading and hashing a damaged 60 MB list each time would be felt at the
 * kiosk's next Tab, while a list imported again still clears within this.
 */
const REFUSAL_RETRY_MS = 30_000;

/** Each station's refused lists (by its lexicon shelf), with why and until when. */
const REFUSALS = new WeakMap<object, Map<string, { reason: string; until: number }>>();

function refusalsOf(lexicons: object): Map<string, { reason: string; until: number }> {
  let refusals = REFUSALS.get(lexicons);
  if (refusals === undefined) {
    refusals = new Map();
    REFUSALS.set(lexicons, refusals);
  }
  return refusals;
}

function clipOrNull(text: string | null): string | null {
  return text === null ? null : clip(text);
}

function clip(text: string): string {
  return text.length <= HEALTH_TEXT_MAX ? text : `${text.slice(0, HEALTH_TEXT_MAX - 1)}…`;
}

/** How long a closing station may spend sending what is pending to its hub, by default. */
export const DRAIN_MS = 5_000;

/** How long the hall process may take to close before it is ended. */
const STOP_MS = 5_000;

/** A station's running link to its hall. */
export interface StationHallLink {
  /** Connected to the hub now. */
  readonly connected: () => boolean;
  /**
   * Since when (ISO) the hub has been out of reach: its connection lost, or, never connected since
   * the link started, the link's start (once a first connection has had its few seconds:
   * unreachable-since.ts). Null while connected.
   */
  readonly unreachableSince: () => string | null;
  /** How many committed entries the hub's stream has not acknowledged yet. */
  readonly pending: () => number;
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

// The hall process reads the head from the log itself, as it publishes.
function withoutHead(state: ReturnType<PublisherSource['state']>): StationStateWithoutHead {
  const rest: Partial<ReturnType<PublisherSource['state']>> = { ...state };
  delete rest.head;
  return rest as StationStateWithoutHead;
}

/**
 * For a long-running station (the web station, the Electron kiosk): when it has joined a hall,
 * connects in the background (waiting for the hub however long it is away), publishes every
 * committed entry and receives the hall's list and settings. The network, the log's reading and
 * the publisher run in a process of their own (hall-link-process.ts) that gives way to every other
 * on the machine, so a player's Tab never waits for the hall; this thread only sends the station's
 * state there every second and installs a list once it has come whole. Null when the station has
 * not joined. `spawn` starts the process (Electron's kiosk passes its utility process).
 */
export function startStationHall(
  station: Station,
  dataDir: string,
  onEvent: (line: string) => void,
  options: HallProcessOptions = {},
  spawn: SpawnHallProcess = forkHallProcess,
): StationHallLink | null {
  const joined = openJoinedStationLink({ dataDir, onEvent });
  if (joined === null) return null;
  const link = joined.store;
  const data: HallProcessData = { dataDir, options };
  const hall = spawn(hallProcessEntry(), data);
  const listeners = new Set<(message: FromHallProcess) => void>();
  const { promise: exited, resolve: exit } = Promise.withResolvers<undefined>();
  const channel: HallProcessChannel = {
    send: (message) => hall.send(message),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exited,
  };
  let connected = false;
  let everConnected = false;
  const startedAt = Date.now();
  let lostAt = new Date(startedAt).toISOString();
  let receiver: HallListReceiver | null = null;
  let stopping = false;
  const report = () => stationHallReport(receiver?.state() ?? { state: 'none' }, link, station);
  const source = publisherSource(station, 'running', report);
  const sendState = () => {
    channel.send({ type: 'state', state: withoutHead(source.state()) });
  };
  sendState();
  // Every second, and the hall process sends it on at its own pace: health and lists are this
  // thread's to know; reading them is a few queries, nothing like a publish.
  const stateTimer = setInterval(sendState, Math.min(1_000, options.stateEveryMs ?? 1_000));
  hall.onMessage((message) => {
    if (message.type === 'event') onEvent(message.line);
    else if (message.type === 'connected') {
      connected = message.connected;
      if (connected) everConnected = true;
      if (!connected) lostAt = message.since ?? new Date().toISOString();
      // The receiver starts once: the hall process's connection keeps its watches across reconnects.
      if (connected && receiver === null && !stopping) {
        receiver = joined.receiver(station, processListPort(channel));
        void receiver.start();
      }
    }
    for (const listener of [...listeners]) listener(message);
  });
  hall.onExit((failure) => {
    if (failure !== null && !stopping)
      onEvent(`hall: the hall link stopped (${failure}); entries wait in the log`);
    connected = false;
    clearInterval(stateTimer);
    exit(undefined);
  });
  const pending = () => Math.max(0, (station.log.head()?.seq ?? 0) - (link.acknowledged()?.seq ?? 0));
  let closed = false;
  const close = async (): Promise<void> => {
    stopping = true;
    receiver?.stop();
    clearInterval(stateTimer);
    channel.send({ type: 'stop' });
    const timer = setTimeout(() => hall.kill(), STOP_MS);
    await exited;
    clearTimeout(timer);
    if (!closed) joined.close();
    closed = true;
  };
  return {
    connected: () => connected,
    unreachableSince: () => unreachableSince({ connected, everConnected, startedAt, lostAt }),
    pending,
    listState: () => receiver?.state() ?? { state: 'none' },
    stop: close,
    drain: async (waitMs = DRAIN_MS) => {
      stopping = true;
      receiver?.stop();
      // The last state says the head the station closes at.
      sendState();
      const drained = new Promise<number>((resolve) => {
        const unlisten = channel.listen((message) => {
          if (message.type !== 'drained') return;
          unlisten();
          resolve(message.left);
        });
        void exited.then(() => resolve(pending()));
        // The hall process keeps the deadline; at idle priority on a machine kept busy it may not
        // run in time to say so, and the station's quit must not wait on it past this.
        const late = setTimeout(() => resolve(pending()), waitMs + STOP_MS);
        void exited.then(() => clearTimeout(late));
      });
      channel.send({ type: 'drain', waitMs });
      const left = await drained;
      const head = station.log.head()?.seq ?? 0;
      if (left === 0) onEvent(`hall: every entry sent to the hub before closing (head ${head})`);
      else
        onEvent(
          `hall: ${left} entr${left === 1 ? 'y' : 'ies'} NOT sent to the hub before closing (${connected ? `not acknowledged within ${waitMs / 1000} s` : 'not connected'}); ${left === 1 ? 'it waits' : 'they wait'} in the log for the next start or \`hall sync\``,
        );
      await close();
      return left;
    },
  };
}
