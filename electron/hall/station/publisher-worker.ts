// The station's hall thread (issue 28): everything the hall does that the station's judging thread
// would otherwise feel — reading the log after the cursor, JSON and TLS, JetStream's acknowledgements,
// the hall's buckets watched and its lists downloaded — runs here, on its own event loop, with its
// own read-only connection to the station's database. The judging thread sends it the station's
// state (what only it knows: health, lists offered) and installs a list once it has come whole
// (station-hall.ts). The publisher's cursor and exactly-once rules are the same as in one thread
// (hall-publisher.ts): the cursor lives in hall.sqlite, written only here while the thread runs.
import type { NatsConnection } from '@nats-io/transport-node';
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { JoinFile } from '../../core/hall/join-file.ts';
import { StationLinkStore } from '../../core/hall/station-link-store.ts';
import { ChallengeLog } from '../../core/log/challenge-log.ts';
import { openStationDatabase } from '../../core/store/station-database.ts';
import type {
  FromHallThread,
  HallThreadData,
  StationStateWithoutHead,
  ToHallThread,
} from './hall-thread-messages.ts';
import { HallSettingsMissing } from './list-port.ts';
import { natsListPort } from './nats-list-port.ts';
import { connectStation } from './station-connection.ts';
import { StationPublisher } from './station-publisher.ts';

/** The longest wait between two tries of a station whose hub refused it or could not be reached. */
const RETRY_MAX_MS = 30_000;

// The hall thread gives way to the judging thread whenever both want the CPU: on Linux each thread
// has its own nice value (setpriority on its thread id), so this one takes the lowest. Elsewhere the
// call fails and the thread keeps the process's priority.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, constants.priority.PRIORITY_LOW);
} catch {
  // Not Linux, or not allowed: the same as one thread would have been.
}

const parent = parentPort;
if (parent === null) throw new Error('publisher-worker.ts runs only as a worker thread');
const { dataDir, options } = workerData as HallThreadData;

function say(message: FromHallThread): void {
  parent?.postMessage(message);
}

function event(line: string): void {
  say({ type: 'event', line });
}

const link = new StationLinkStore(dataDir);
const joinFile = link.link();
// Read only: the judging thread alone writes the station's database.
const db = openStationDatabase(join(dataDir, 'station.sqlite'), { readonly: true });
const log = new ChallengeLog(db);

let stopped = false;
let nc: NatsConnection | null = null;
let publisher: StationPublisher | null = null;
let state: StationStateWithoutHead | null = null;
const { promise: firstState, resolve: stateCame } = Promise.withResolvers<undefined>();
const watches = new Map<number, () => void>();

/**
 * Connects, trying again (2 s, doubling to 30 s) after every refusal until it succeeds or the link is
 * stopped (then null). A hub refuses a station it has invited until it has reloaded nats-server's
 * users, and NATS gives up on a connection refused twice: without this, a station that joined
 * within that second never published until it was restarted.
 */
async function connectUntilStopped(file: JoinFile): Promise<NatsConnection | null> {
  for (let wait = 2_000; !stopped; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
    try {
      return await connectStation(file, { keepTrying: true });
    } catch (error) {
      event(`hall: ${(error as Error).message} Trying again in ${wait / 1000} s.`);
      await sleep(wait);
    }
  }
  return null;
}

async function run(file: JoinFile): Promise<void> {
  const connection = await connectUntilStopped(file);
  if (connection === null) return;
  nc = connection;
  // Stopped while still connecting (the console left the hall): this connection is not wanted.
  if (stopped) {
    await connection.close().catch(() => undefined);
    return;
  }
  // The first state from the judging thread is on its way (it sends one as it starts this thread).
  await firstState;
  event(`hall: connected to the hub of "${file.hallName}" as "${file.stationName}"`);
  publisher = new StationPublisher(
    connection,
    file,
    {
      log,
      state: () => {
        if (state === null) throw new Error('no state from the station yet');
        return { ...state, head: log.head() };
      },
    },
    link,
    // Its own loop: nothing waits between slices here, so it reads a whole window's worth at once.
    { onEvent: event, slice: 256, ...options },
  );
  publisher.start();
  say({ type: 'connected', connected: true });
  for await (const status of connection.status()) {
    if (status.type === 'disconnect') {
      say({ type: 'connected', connected: false });
      event('hall: the hub is unreachable; entries wait in the log');
    }
    if (status.type === 'reconnect') {
      say({ type: 'connected', connected: true });
      event('hall: connected to the hub again');
    }
  }
}

async function watch(id: number, key: string): Promise<void> {
  const connection = nc;
  if (connection === null || joinFile === null) {
    say({ type: 'watch-failed', id, missing: false, message: 'not connected to the hub yet' });
    return;
  }
  try {
    const stop = await natsListPort(connection, joinFile.hallId).watch(key, (value) => {
      say({ type: 'value', id, value });
    });
    if (stopped) stop();
    else watches.set(id, stop);
    say({ type: 'watching', id });
  } catch (error) {
    say({
      type: 'watch-failed',
      id,
      missing: error instanceof HallSettingsMissing,
      message: (error as Error).message,
    });
  }
}

async function fetch(id: number, name: string): Promise<void> {
  const connection = nc;
  if (connection === null || joinFile === null) {
    say({ type: 'fetch-failed', id, message: 'not connected to the hub' });
    return;
  }
  try {
    const bytes = await natsListPort(connection, joinFile.hallId).fetchList(name, (received, total) => {
      say({ type: 'progress', id, received, total });
    });
    // Handed over, not copied: a list may be tens of megabytes.
    parent?.postMessage({ type: 'fetched', id, bytes } satisfies FromHallThread, [
      bytes.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    say({ type: 'fetch-failed', id, message: (error as Error).message });
  }
}

// Publishes what is pending, for `waitMs` at most, then one last state: the station is closing.
async function drain(waitMs: number): Promise<number> {
  stopped = true;
  const running = publisher;
  if (running === null) return Math.max(0, (log.head()?.seq ?? 0) - (link.acknowledged()?.seq ?? 0));
  return running.flush(Date.now() + waitMs);
}

async function stop(): Promise<void> {
  stopped = true;
  for (const unwatch of watches.values()) unwatch();
  watches.clear();
  await publisher?.stop();
  await nc?.close().catch(() => undefined);
  link.close();
  db.close();
  say({ type: 'stopped' });
  parent?.close();
}

parent.on('message', (message: ToHallThread) => {
  switch (message.type) {
    case 'state':
      state = message.state;
      stateCame(undefined);
      return;
    case 'watch':
      void watch(message.id, message.key);
      return;
    case 'unwatch':
      watches.get(message.id)?.();
      watches.delete(message.id);
      return;
    case 'fetch':
      void fetch(message.id, message.name);
      return;
    case 'drain':
      void drain(message.waitMs).then(
        (left) => say({ type: 'drained', left }),
        () =>
          say({
            type: 'drained',
            left: Math.max(0, (log.head()?.seq ?? 0) - (link.acknowledged()?.seq ?? 0)),
          }),
      );
      return;
    case 'stop':
      void stop();
      return;
  }
});

if (joinFile === null) event('hall: this station has not joined a hall');
else
  void run(joinFile).catch((error: unknown) => {
    event(`hall: ${(error as Error).message}`);
  });
