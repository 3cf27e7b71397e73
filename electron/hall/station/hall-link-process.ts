// The station's hall process: everything the hall does that the station's judging thread
// would otherwise feel — reading the log after the cursor, JSON and TLS, JetStream's acknowledgements,
// the hall's buckets watched and its lists downloaded — runs here, in a process of its own at the
// lowest priority (background-priority.ts), with its own read-only connection to the station's
// database. The judging thread sends it the station's state (what only it knows: health, lists
// offered) and installs a list once it has come whole (station-hall.ts). The publisher's cursor and
// exactly-once rules are the same as in one thread (hall-publisher.ts): the cursor lives in
// hall.sqlite, written only here while the process runs.
import type { NatsConnection } from '@nats-io/transport-node';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ChallengeLog } from '../../core/log/challenge-log.ts';
import { openStationDatabase } from '../../core/store/station-database.ts';
import { lowerToBackground } from './background-priority.ts';
import { watchLogCommits } from './log-commit-watch.ts';
import type { FromHallProcess, StationStateWithoutHead, ToHallProcess } from './hall-process-messages.ts';
import { HallSettingsMissing } from './list-port.ts';
import { parentChannel } from './parent-channel.ts';
import { assembleStationLink, type StationLink } from './station-link-assembly.ts';
import type { StationPublisher } from './station-publisher.ts';

// No stack traces here: the NATS client builds an Error for every request it settles (to reject a
// promise already resolved), and capturing their stacks was a tenth of this process's time while a
// backlog was sent (bench/README.md). What the process says of a failure is its message, in the
// station's log.
Error.stackTraceLimit = 0;

/**
 * How long the station may go without sending its state (it sends it every second) before this
 * process says it is quiet. The hub tells "unreachable" (this process not heard) from "reachable
 * but quiet" (this one heard, saying since when its station sent nothing): a station frozen or
 * stopped while this process runs on must not look alive to the hall. A station killed takes this
 * process with it (parent-channel.ts), and then it is unreachable.
 */
const STATION_QUIET_MS = 4_000;

/** The longest wait between two tries of a station whose hub refused it or could not be reached. */
const RETRY_MAX_MS = 30_000;

const parent = parentChannel();
const { dataDir, options } = parent.data;

function say(message: FromHallProcess): void {
  parent.send(message);
}

function event(line: string): void {
  say({ type: 'event', line });
}

if (lowerToBackground() === 'unchanged')
  event('hall: the hall process could not lower its priority; a busy hall may slow the verdicts');

// Read only: the judging thread alone writes the station's database.
const db = openStationDatabase(join(dataDir, 'station.sqlite'), { readonly: true });
const log = new ChallengeLog(db);
// Woken by the judging thread's writes to its log: a quiet station's publisher then sleeps.
const commits = watchLogCommits(dataDir);
if (commits === null)
  event("hall: the station's folder cannot be watched for new entries; looking for them every 25 ms");
// Its own loop: nothing waits between slices here, so the publisher reads a whole window's worth at once.
const link = assembleStationLink({
  dataDir,
  onEvent: event,
  options: { slice: 256, ...(commits === null ? {} : { commits }), ...options },
});

let stopped = false;
let nc: NatsConnection | null = null;
let publisher: StationPublisher | null = null;
let state: StationStateWithoutHead | null = null;
let stateAt = 0;
const { promise: firstState, resolve: stateCame } = Promise.withResolvers<undefined>();
const watches = new Map<number, () => void>();

/**
 * Connects, trying again (2 s, doubling to 30 s) after every refusal until it succeeds or the link is
 * stopped (then null). A hub refuses a station it has invited until it has reloaded nats-server's
 * users, and NATS gives up on a connection refused twice: without this, a station that joined
 * within that second never published until it was restarted.
 */
async function connectUntilStopped(joined: StationLink): Promise<NatsConnection | null> {
  // One line per cause, not per try: a hub away for an hour would otherwise fill the station's log.
  let said = '';
  for (let wait = 2_000; !stopped; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
    try {
      return await joined.connect({ keepTrying: true });
    } catch (error) {
      const message = (error as Error).message;
      if (message !== said)
        event(
          `hall: ${message} Trying again in ${wait / 1000} s, then up to every ${RETRY_MAX_MS / 1000} s.`,
        );
      said = message;
      await sleep(wait);
    }
  }
  return null;
}

async function run(joined: StationLink): Promise<void> {
  const file = joined.joinFile;
  const connection = await connectUntilStopped(joined);
  if (connection === null) return;
  nc = connection;
  // Stopped while still connecting (the console left the hall): this connection is not wanted.
  if (stopped) {
    await connection.close().catch(() => undefined);
    return;
  }
  // The first state from the judging thread is on its way (it sends one as it starts this process).
  await firstState;
  event(`hall: connected to the hub of "${file.hallName}" as "${file.stationName}"`);
  publisher = joined.publisher(connection, {
    log,
    state: () => {
      if (state === null) throw new Error('no state from the station yet');
      const quietFor = performance.now() - stateAt;
      if (quietFor <= STATION_QUIET_MS) return { ...state, head: log.head() };
      // Its last state still says who it is; the head is the log's, as the hub would find it.
      return { ...state, head: log.head(), quietSince: new Date(Date.now() - quietFor).toISOString() };
    },
    // A process that could not run for a while (it runs at idle priority) resumes with its state
    // timer due and the judging thread's states waiting unread: a turn of the event loop reads them
    // (its poll comes before setImmediate's check), so a busy machine is not taken for a quiet station.
    current: () =>
      performance.now() - stateAt > STATION_QUIET_MS
        ? new Promise<void>((resolve) => setImmediate(resolve))
        : Promise.resolve(),
  });
  publisher.start();
  say({ type: 'connected', connected: true });
  for await (const status of connection.status()) {
    // Said once per lost connection, not per try: nats.js says 'reconnecting' at each try.
    if (status.type === 'disconnect') {
      const since = new Date().toISOString();
      say({ type: 'connected', connected: false, since });
      event(`hall: the hub is unreachable since ${since}; entries wait in the log`);
    }
    if (status.type === 'reconnect') {
      say({ type: 'connected', connected: true });
      event('hall: connected to the hub again');
    }
  }
}

async function watch(id: number, key: string): Promise<void> {
  const connection = nc;
  if (connection === null || link === null) {
    say({ type: 'watch-failed', id, missing: false, message: 'not connected to the hub yet' });
    return;
  }
  try {
    const stop = await link.listPort(connection).watch(key, (value) => {
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
  if (connection === null || link === null) {
    say({ type: 'fetch-failed', id, message: 'not connected to the hub' });
    return;
  }
  try {
    const bytes = await link.listPort(connection).fetchList(name, (received, total) => {
      say({ type: 'progress', id, received, total });
    });
    say({ type: 'fetched', id, bytes });
  } catch (error) {
    say({ type: 'fetch-failed', id, message: (error as Error).message });
  }
}

/** Entries in the log the stream has not acknowledged. */
function pending(): number {
  return Math.max(0, (log.head()?.seq ?? 0) - (link?.store.acknowledged()?.seq ?? 0));
}

// Publishes what is pending, for `waitMs` at most, then one last state: the station is closing.
async function drain(waitMs: number): Promise<number> {
  stopped = true;
  const running = publisher;
  if (running === null) return pending();
  return running.flush(Date.now() + waitMs);
}

async function stop(): Promise<void> {
  stopped = true;
  for (const unwatch of watches.values()) unwatch();
  watches.clear();
  await publisher?.stop();
  await nc?.close().catch(() => undefined);
  commits?.disarm();
  link?.close();
  db.close();
  parent.sendLastAndExit({ type: 'stopped' });
}

parent.onMessage((message: ToHallProcess) => {
  switch (message.type) {
    case 'state':
      state = message.state;
      stateAt = performance.now();
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
        () => say({ type: 'drained', left: pending() }),
      );
      return;
    case 'stop':
      void stop();
      return;
  }
});

if (link === null) event('hall: this station has not joined a hall');
else
  void run(link).catch((error: unknown) => {
    event(`hall: ${(error as Error).message}`);
  });
