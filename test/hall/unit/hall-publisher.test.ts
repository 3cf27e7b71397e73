// The station's publisher (electron/hall/station/hall-publisher.ts) driven through its port by a hub
// in memory (fake-hub.ts), on a clock the test steps: exactly-once delivery, the durable cursor in a
// real hall.sqlite, the hub's gaps sent again, duplicates under fresh ids, refusals. Milliseconds,
// no nats-server; the same code over a real hub is tested end to end in test/hall/hall-station-*.
import { until } from '../../support/until.ts';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../electron/core/clock.ts';
import { HallError } from '../../../electron/core/hall/wire/hall-errors.ts';
import { decodeEntry } from '../../../electron/core/hall/wire/hall-messages.ts';
import {
  ENTRIES_PER_MESSAGE,
  entryMessageId,
  runMessageId,
} from '../../../electron/core/hall/wire/hall-subjects.ts';
import { HUB_LIMITS } from '../../../electron/core/hall/wire/hub-limits.ts';
import type { EntryRun } from '../../../electron/hall/station/hub-port.ts';
import { TEST_JOIN } from './test-join-file.ts';
import { StationLinkStore } from '../../../electron/core/hall/station/station-link-store.ts';
import { ChallengeLog } from '../../../electron/core/log/challenge-log.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import { openStationDatabase } from '../../../electron/core/store/station-database.ts';
import { HallPublisher } from '../../../electron/hall/station/hall-publisher.ts';
import type { PublisherOptions, PublisherSource } from '../../../electron/hall/station/publisher-options.ts';
import { adjudicationContent } from '../../support/adjudication-content.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { FakeHub } from './fake-hub.ts';

const tempDir = useTempDirs();

const JOIN = TEST_JOIN;

/** A clock the test steps by hand; every wait of the publisher steps it instead of sleeping. */
function steppedClock(): { clock: Clock; step: (ms: number) => void; sleep: (ms: number) => Promise<void> } {
  let now = Date.parse('2027-03-01T09:00:00.000Z');
  return {
    clock: () => new Date(now),
    step: (ms) => {
      now += ms;
    },
    sleep: async (ms) => {
      now += ms;
      await setImmediate();
    },
  };
}

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0).reverse()) close();
});

/** A station's data folder: its log (station.sqlite) and its hall link (hall.sqlite), joined. */
function stationFolder(dir = tempDir()): {
  dir: string;
  log: ChallengeLog;
  judge: (count: number) => LogEntry[];
  openLink: () => StationLinkStore;
} {
  const db = openStationDatabase(join(dir, 'station.sqlite'));
  closers.push(() => db.close());
  const log = new ChallengeLog(db);
  // Closing twice is harmless: a test may close one itself, to open the file again.
  const openLink = (): StationLinkStore => {
    const link = new StationLinkStore(dir);
    closers.push(() => link.close());
    return link;
  };
  const first = openLink();
  first.join(JOIN, new Date('2027-03-01T08:30:00.000Z'));
  first.close();
  return {
    dir,
    log,
    judge: (count) =>
      Array.from({ length: count }, (_, index) => log.append(adjudicationContent([index % 2 ? 'QI' : 'ZA']))),
    openLink,
  };
}

function sourceOf(log: ChallengeLog): PublisherSource {
  return {
    log,
    state: () => ({
      stationId: 'station-1',
      stationName: 'Station 3',
      appVersion: '0.0.0-test',
      head: log.head(),
      lexicons: [],
      problem: null,
      health: null,
      presence: 'running',
      hall: null,
    }),
  };
}

function publisherFor(
  hub: FakeHub,
  log: ChallengeLog,
  link: StationLinkStore,
  options: PublisherOptions = {},
): { publisher: HallPublisher; events: string[]; step: (ms: number) => void; clock: Clock } {
  const events: string[] = [];
  const time = steppedClock();
  const publisher = new HallPublisher(hub, JOIN, sourceOf(log), link, {
    clock: time.clock,
    sleep: time.sleep,
    onEvent: (line) => events.push(line),
    // Each entry in a message of its own, so each has its own id: the runs are tested on their own.
    runEntries: 1,
    ...options,
  });
  return { publisher, events, step: time.step, clock: time.clock };
}

function idOf(entry: LogEntry, attempt = 0): string {
  return entryMessageId(JOIN.token, entry.seq, entry.hash, attempt);
}

function headOf(entry: LogEntry | undefined): { seq: number; hash: string } | null {
  return entry === undefined ? null : { seq: entry.seq, hash: entry.hash };
}

function nth(entries: readonly LogEntry[], index: number): LogEntry {
  const entry = entries[index];
  if (entry === undefined) throw new Error(`no entry at ${index}`);
  return entry;
}

// A running publisher's loops go on between the asks: a turn of the event loop each.
const TURNS = { intervalMs: 0, timeoutMs: 10_000 };

describe('the station publisher, exactly once', () => {
  it('publishes every committed entry in order under its own message id, and the cursor follows the stream', async () => {
    const station = stationFolder();
    const entries = station.judge(5);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher } = publisherFor(hub, station.log, link);

    expect(publisher.pending()).toBe(5);
    expect(await publisher.publishBatch()).toBe(true);
    expect(hub.publishes.map(({ id }) => id)).toEqual(entries.map((entry) => idOf(entry)));
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    expect(publisher.pending()).toBe(0);

    // Nothing new: nothing goes again.
    expect(await publisher.publishBatch()).toBe(false);
    expect(hub.publishes).toHaveLength(5);
  });

  it('an entry whose acknowledgement was lost goes again under the same id: the stream drops it, the hub keeps it once', async () => {
    const station = stationFolder();
    const entries = station.judge(3);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher } = publisherFor(hub, station.log, link);

    // The connection drops while the acknowledgements are on their way back.
    hub.acksLost = true;
    expect(await publisher.publishBatch()).toBe(false);
    expect(link.acknowledged()).toBeNull();
    expect(hub.verified()).toEqual(headOf(entries.at(-1)));

    // Reconnected: the same ids again; the stream calls every one a duplicate.
    hub.acksLost = false;
    expect(await publisher.publishBatch()).toBe(true);
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    for (const entry of entries) {
      expect(hub.idsOf(entry.seq)).toEqual([idOf(entry), idOf(entry)]);
      expect(hub.stores.get(entry.seq)).toBe(1);
    }
    expect(hub.publishes.slice(3).every(({ outcome }) => outcome === 'duplicate')).toBe(true);
  });

  it('a running publisher sends what was judged while the hub was away once it is back, each entry once', async () => {
    const station = stationFolder();
    const before = station.judge(2);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher } = publisherFor(hub, station.log, link, { pollMs: 25, stateEveryMs: 1_000 });
    publisher.start();
    try {
      await until(() => link.acknowledged()?.seq === 2, 'the first two entries acknowledged', TURNS);
      hub.away = true;
      const during = station.judge(3);
      await until(
        () => hub.publishes.filter(({ outcome }) => outcome === 'failed').length >= 3,
        'tries',
        TURNS,
      );
      expect(link.acknowledged()).toEqual(headOf(before.at(-1)));

      hub.away = false;
      await until(() => publisher.receipt()?.verified?.seq === 5, "the hub's receipt for all five", TURNS);
      expect(link.acknowledged()).toEqual(headOf(during.at(-1)));
      for (const entry of [...before, ...during]) {
        expect(hub.stores.get(entry.seq)).toBe(1);
        expect(
          hub.publishes.filter(({ seq, outcome }) => seq === entry.seq && outcome === 'taken'),
        ).toHaveLength(1);
      }
    } finally {
      await publisher.stop();
    }
  });

  it('sends at most one window of entries at a time, however long the backlog', async () => {
    const station = stationFolder();
    station.judge(10);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher } = publisherFor(hub, station.log, link, { window: 4 });

    await publisher.publishBatch();
    expect(hub.publishes.map(({ seq }) => seq)).toEqual([1, 2, 3, 4]);
    expect(link.acknowledged()?.seq).toBe(4);
    await publisher.publishBatch();
    await publisher.publishBatch();
    expect(hub.publishes.map(({ seq }) => seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe("a quiet station's publisher sleeps until the station writes", () => {
  /** Stands for log-commit-watch.ts: the test says when the station wrote. */
  function commitsByHand(): {
    watch: NonNullable<PublisherOptions['commits']>;
    waiting: () => boolean;
    wrote: () => void;
    timedOut: () => void;
  } {
    let armed = false;
    let seen = false;
    let wake: ((written: boolean) => void) | null = null;
    const stopWaiting = (written: boolean): void => {
      const woken = wake;
      wake = null;
      armed = false;
      seen = false;
      woken?.(written);
    };
    return {
      watch: {
        arm: () => {
          if (!armed) seen = false;
          armed = true;
        },
        disarm: () => {
          armed = false;
          seen = false;
        },
        wait: (_ms, signal) => {
          if (seen) {
            armed = false;
            seen = false;
            return Promise.resolve(true);
          }
          return new Promise((resolve) => {
            wake = resolve;
            signal.addEventListener('abort', () => stopWaiting(false), { once: true });
          });
        },
      },
      waiting: () => wake !== null,
      wrote: () => {
        if (!armed) return;
        seen = true;
        if (wake !== null) stopWaiting(true);
      },
      // A second gone with no write seen: the wait ends, and the publisher looks all the same.
      timedOut: () => stopWaiting(false),
    };
  }

  /** A publisher of `station` woken by `commits`, on a stepped clock; `afterRead` runs after each read of the log. */
  function watchedPublisher(
    station: ReturnType<typeof stationFolder>,
    commits: ReturnType<typeof commitsByHand>,
    afterRead: () => void = () => undefined,
  ): { publisher: HallPublisher; hub: FakeHub; link: StationLinkStore; clock: Clock } {
    const hub = new FakeHub();
    const link = station.openLink();
    const time = steppedClock();
    const source: PublisherSource = {
      ...sourceOf(station.log),
      log: {
        head: () => station.log.head(),
        rowValuesAfter: (...args) => {
          const rows = station.log.rowValuesAfter(...args);
          afterRead();
          return rows;
        },
      },
    };
    const publisher = new HallPublisher(hub, JOIN, source, link, {
      clock: time.clock,
      sleep: time.sleep,
      pollMs: 25,
      commits: commits.watch,
    });
    return { publisher, hub, link, clock: time.clock };
  }

  it('reads nothing while it waits, sends the next verdict once told of its write, and stops at once', async () => {
    const station = stationFolder();
    station.judge(2);
    const commits = commitsByHand();
    let reads = 0;
    const { publisher, hub, link } = watchedPublisher(station, commits, () => {
      reads += 1;
    });
    publisher.start();
    // What was judged before goes, then a second of polls (the station may go on writing), then sleep.
    await until(() => commits.waiting(), 'the publisher waits for a write', TURNS);
    expect(link.acknowledged()?.seq).toBe(2);
    const readsAsleep = reads;
    for (let turn = 0; turn < 200; turn += 1) await setImmediate();
    expect(reads).toBe(readsAsleep);

    const [verdict] = station.judge(1);
    commits.wrote();
    await until(() => link.acknowledged()?.seq === 3, 'the new verdict acknowledged', TURNS);
    expect(hub.publishes.map(({ id }) => id).at(-1)).toBe(
      runMessageId(JOIN.token, 3, 3, verdict?.hash ?? '', 0),
    );
    await until(() => commits.waiting(), 'asleep again', TURNS);
    // Stopping ends the wait: nothing is left to time out.
    await publisher.stop();
    expect(hub.publishes).toHaveLength(2);
  });

  it('a write whose commit is not readable yet at the first look (its fsync runs on) is still sent', async () => {
    const station = stationFolder();
    const commits = commitsByHand();
    // Counted from the wake: the commit becomes readable only after the publisher's third look.
    // Counting its looks, not the clock, keeps this test's own steps out of the publisher's time.
    let looksSinceWake: number | null = null;
    const { publisher, link } = watchedPublisher(station, commits, () => {
      if (looksSinceWake === null) return;
      looksSinceWake += 1;
      if (looksSinceWake === 3) station.judge(1);
    });
    publisher.start();
    try {
      await until(() => commits.waiting(), 'the publisher waits for a write', TURNS);
      looksSinceWake = 0;
      commits.wrote();
      await until(() => link.acknowledged()?.seq === 1, 'the entry acknowledged', TURNS);
      expect(looksSinceWake).toBeGreaterThanOrEqual(4);
    } finally {
      await publisher.stop();
    }
  });

  it('a write made after its last look but before it slept ends the sleep at once', async () => {
    const station = stationFolder();
    const commits = commitsByHand();
    // The station commits just after the publisher's look has read the log, before it sleeps.
    let racing = false;
    const { publisher, link } = watchedPublisher(station, commits, () => {
      if (!racing) return;
      racing = false;
      station.judge(1);
      commits.wrote();
    });
    publisher.start();
    try {
      await until(() => commits.waiting(), 'asleep', TURNS);
      // Its next look (the fallback's, a second on) meets the race.
      racing = true;
      commits.timedOut();
      await until(() => link.acknowledged()?.seq === 1, 'the raced entry acknowledged', TURNS);
    } finally {
      await publisher.stop();
    }
  });

  describe('how soon a verdict reaches the stream', () => {
    /** A station judging every 10 ms until `rounds` verdicts, its publisher running on virtual time. */
    async function busyRound(rounds: number) {
      const station = stationFolder();
      const commits = commitsByHand();
      const time = virtualTime();
      const link = station.openLink();
      const hub = new FakeHub();
      const publisher = new HallPublisher(hub, JOIN, sourceOf(station.log), link, {
        clock: time.clock,
        sleep: time.sleep,
        pollMs: 25,
        commits: commits.watch,
      });
      const judgedAt: number[] = [];
      // How long after it was judged the stream acknowledged each verdict, in the publisher's time.
      const waited: number[] = [];
      await onVirtualTime(publisher, time, async () => {
        while (!commits.waiting()) await time.advance();
        for (let next = time.now(); (link.acknowledged()?.seq ?? 0) < rounds;) {
          await time.settle();
          const acked = link.acknowledged()?.seq ?? 0;
          while (waited.length < acked) waited.push(time.now() - (judgedAt[waited.length] ?? 0));
          time.moveOn(judgedAt.length < rounds ? next : undefined);
          if (judgedAt.length < rounds && time.now() === next) {
            station.judge(1);
            judgedAt.push(next);
            commits.wrote();
            next += 10;
          }
        }
      });
      return { taken: hub.publishes.filter(({ outcome }) => outcome === 'taken'), waited };
    }

    it('in a busy round, each verdict within a poll of its judging, once and in order', async () => {
      const { taken, waited } = await busyRound(200);
      expect(taken.flatMap(({ seqs }) => seqs)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
      expect(Math.max(...waited)).toBeLessThanOrEqual(25);
    });

    it('a lone verdict after a quiet second, at the first look after its write', async () => {
      const { taken, waited } = await busyRound(1);
      expect(taken.map(({ seqs }) => seqs)).toEqual([[1]]);
      // Woken by the write, it looks 5 ms on (the commit's fsync), well within a poll's 25 ms.
      expect(waited[0]).toBeLessThanOrEqual(5);
    });
  });
});

/**
 * Time the test moves itself: each sleep of the publisher's two loops waits for its moment, and
 * {@link advance} goes to the next one once the loops have had their turns ({@link settle}). Turns, not the
 * machine's timers: what is counted does not depend on how busy the machine is.
 */
function virtualTime(): {
  clock: Clock;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  settle: () => Promise<void>;
  moveOn: (until?: number) => void;
  advance: () => Promise<void>;
} {
  let now = Date.parse('2027-03-01T09:00:00.000Z');
  const sleepers: { at: number; wake: () => void }[] = [];
  return {
    clock: () => new Date(now),
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((wake) => {
        sleepers.push({ at: now + ms, wake });
      }),
    settle,
    moveOn,
    advance: async () => {
      await settle();
      moveOn();
    },
  };

  // The loops' turns: what they do before their next sleep.
  async function settle(): Promise<void> {
    for (let turn = 0; turn < 20; turn += 1) await setImmediate();
  }

  // To the next sleeper's moment, or to `until` if that comes first; nowhere with neither.
  function moveOn(until?: number): void {
    const next = Math.min(until ?? Number.POSITIVE_INFINITY, ...sleepers.map(({ at }) => at));
    if (Number.isFinite(next)) now = Math.max(now, next);
    for (const sleeper of sleepers.filter(({ at }) => at <= now)) {
      sleepers.splice(sleepers.indexOf(sleeper), 1);
      sleeper.wake();
    }
  }
}

/** Starts `publisher`, runs `body`, then stops it, moving `time` on until both loops have ended. */
async function onVirtualTime(
  publisher: HallPublisher,
  time: ReturnType<typeof virtualTime>,
  body: () => Promise<void>,
): Promise<void> {
  publisher.start();
  try {
    await body();
  } finally {
    // Each loop ends at its sleep's moment: the test's sleeps cannot be cut short.
    const stopping = { done: false };
    const stopped = publisher.stop().then(() => {
      stopping.done = true;
    });
    while (!stopping.done) await time.advance();
    await stopped;
  }
}

describe("a backlog's windows", () => {
  it('go one after another, with no wait between them', async () => {
    const station = stationFolder();
    station.judge(300);
    const link = station.openLink();
    const time = virtualTime();
    const publisher = new HallPublisher(new FakeHub(), JOIN, sourceOf(station.log), link, {
      clock: time.clock,
      sleep: time.sleep,
      window: 100,
    });
    await onVirtualTime(publisher, time, async () => {
      // Its clock stands still until the backlog is acknowledged: a wait between two windows would
      // never end, where a poll's 25 ms between them would hold a 100,000-entry catch-up for 2.5 s.
      await until(() => link.acknowledged()?.seq === 300, 'three windows sent before any sleep', TURNS);
    });
  });
});

describe('the cursor', () => {
  it('moves only over the unbroken run the stream acknowledged: an entry not acknowledged is sent again, none skipped', async () => {
    const station = stationFolder();
    const entries = station.judge(5);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, events } = publisherFor(hub, station.log, link);

    hub.failOnce.add(3);
    expect(await publisher.publishBatch()).toBe(true);
    // 4 and 5 were acknowledged, 3 was not: the cursor stops at 2.
    expect(link.acknowledged()).toEqual(headOf(entries[1]));
    expect(events).toContain('hall: entry 3 not acknowledged (TIMEOUT)');

    expect(await publisher.publishBatch()).toBe(true);
    expect(hub.publishes.slice(5).map(({ seq }) => seq)).toEqual([3, 4, 5]);
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    expect(hub.verified()).toEqual(headOf(entries.at(-1)));
  });

  it('survives a restart in hall.sqlite: the next run sends only what the stream has not acknowledged', async () => {
    const station = stationFolder();
    const first = station.judge(3);
    const hub = new FakeHub();
    const link = station.openLink();
    await publisherFor(hub, station.log, link).publisher.publishBatch();
    link.close();

    const later = station.judge(2);
    const reopened = station.openLink();
    expect(reopened.acknowledged()).toEqual(headOf(first.at(-1)));
    const { publisher } = publisherFor(hub, station.log, reopened);
    expect(publisher.pending()).toBe(2);
    await publisher.publishBatch();
    expect(hub.publishes.slice(3).map(({ id }) => id)).toEqual(later.map((entry) => idOf(entry)));
    expect(reopened.acknowledged()).toEqual(headOf(later.at(-1)));
  });

  it("each state message carries the cursor and the publisher's clock, and the hub's receipt is kept", async () => {
    const station = stationFolder();
    const entries = station.judge(2);
    const hub = new FakeHub();
    const { publisher, clock } = publisherFor(hub, station.log, station.openLink());
    await publisher.publishBatch();

    const receipt = await publisher.sendState();
    expect(receipt).toEqual({ verified: headOf(entries.at(-1)), revoked: false });
    expect(publisher.receipt()).toEqual(receipt);
    expect(hub.states.at(-1)).toMatchObject({
      acknowledged: 2,
      head: headOf(entries.at(-1)),
      sentAt: clock().toISOString(),
    });
  });
});

describe('the state a publisher sends', () => {
  it('is read once the source is current: a state waiting to be read is the one sent', async () => {
    const station = stationFolder();
    const hub = new FakeHub();
    const base = sourceOf(station.log);
    // The station's fresh state is on its way: it is read only at the source's next turn.
    let read = false;
    const source: PublisherSource = {
      log: station.log,
      state: () => ({ ...base.state(), ...(read ? {} : { quietSince: '2027-03-01T08:29:00.000Z' }) }),
      current: async () => {
        await setImmediate();
        read = true;
      },
    };
    const publisher = new HallPublisher(hub, JOIN, source, station.openLink(), { onEvent: () => undefined });
    await publisher.sendState();
    expect(hub.states.at(-1)).not.toHaveProperty('quietSince');
  });
});

describe("the hub's gaps are sent again, never skipped", () => {
  it('a hub that lost what its stream acknowledged gets it again from its own head, after resendAfterMs', async () => {
    const station = stationFolder();
    const entries = station.judge(5);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, events, step } = publisherFor(hub, station.log, link, { resendAfterMs: 20_000 });
    await publisher.publishBatch();
    expect(link.acknowledged()?.seq).toBe(5);

    // A power cut at the hub before its stream's own sync: it holds 3.
    hub.loseAfter(3);
    await publisher.sendState();
    step(19_000);
    await publisher.sendState();
    expect(link.acknowledged()?.seq).toBe(5);
    expect(await publisher.publishBatch()).toBe(false);

    step(1_500);
    await publisher.sendState();
    expect(link.acknowledged()).toEqual(headOf(entries[2]));
    expect(events).toContain(
      'hall: the hub holds 3 entries but its stream acknowledged 5; sending from 4 again',
    );

    await publisher.publishBatch();
    expect(hub.publishes.slice(5).map(({ id }) => id)).toEqual([
      idOf(nth(entries, 3)),
      idOf(nth(entries, 4)),
    ]);
    expect(hub.verified()).toEqual(headOf(entries.at(-1)));
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
  });

  it('a batch in flight across the rewind does not carry the cursor forward again', async () => {
    const station = stationFolder();
    const entries = station.judge(4);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, step } = publisherFor(hub, station.log, link, { resendAfterMs: 1_000, window: 2 });
    await publisher.publishBatch();
    hub.loseAfter(0);
    await publisher.sendState();

    // Entries 3 and 4 are on their way when the receipt moves the cursor back to nothing.
    hub.holdAcks();
    const inFlight = publisher.publishBatch();
    await until(() => hub.stores.has(4), 'entries 3 and 4 taken by the stream', TURNS);
    step(1_500);
    await publisher.sendState();
    expect(link.acknowledged()).toBeNull();
    hub.releaseAcks();
    expect(await inFlight).toBe(true);
    expect(link.acknowledged()).toBeNull();

    // Entries 1 and 2 go again from the hub's head.
    await publisher.publishBatch();
    expect(link.acknowledged()).toEqual(headOf(entries[1]));
    expect(hub.verified()).toEqual(headOf(entries.at(-1)));
  });
});

describe('entries the stream calls duplicates while the hub lacks them', () => {
  it("another party's messages under this station's ids: sent again at the next receipt under :1 ids, each kept once", async () => {
    const station = stationFolder();
    const entries = station.judge(3);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, events, step } = publisherFor(hub, station.log, link, {
      resendAfterMs: 20_000,
      duplicateResendAfterMs: 1_000,
    });
    hub.takeIds(entries.map((entry) => idOf(entry)));

    await publisher.publishBatch();
    expect(hub.publishes.every(({ outcome }) => outcome === 'duplicate')).toBe(true);
    expect(link.acknowledged()?.seq).toBe(3);
    await publisher.sendState();
    expect(link.acknowledged()?.seq).toBe(3);

    // Long before resendAfterMs: the duplicates' own wait.
    step(1_000);
    await publisher.sendState();
    expect(link.acknowledged()).toBeNull();
    expect(events.at(-1)).toContain('under fresh ids (attempt 1)');

    await publisher.publishBatch();
    expect(hub.publishes.slice(3).map(({ id }) => id)).toEqual(entries.map((entry) => idOf(entry, 1)));
    expect((await publisher.sendState())?.verified).toEqual(headOf(entries.at(-1)));
    for (const entry of entries) expect(hub.stores.get(entry.seq)).toBe(1);

    // Entries after the fresh ones go under their plain ids again.
    const next = station.judge(1);
    await publisher.publishBatch();
    expect(hub.publishes.at(-1)?.id).toBe(idOf(nth(next, 0)));
  });

  it('duplicates of its own messages (a hub that cannot store) keep their ids: the stream is not filled with copies', async () => {
    const station = stationFolder();
    const entries = station.judge(3);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, events, step } = publisherFor(hub, station.log, link, {
      resendAfterMs: 5_000,
      duplicateResendAfterMs: 1_000,
    });
    hub.hubNotStoring = true;
    await publisher.publishBatch();
    await publisher.sendState();
    step(5_000);
    await publisher.sendState();
    expect(link.acknowledged()).toBeNull();
    expect(events.at(-1)).toBe(
      'hall: the hub holds 0 entries but its stream acknowledged 3; sending from 1 again',
    );

    await publisher.publishBatch();
    expect(hub.publishes.slice(3).map(({ id, outcome }) => [id, outcome])).toEqual(
      entries.map((entry) => [idOf(entry), 'duplicate']),
    );
    // The next receipt still lacks them: the same wait again, never a fresh id.
    await publisher.sendState();
    step(1_000);
    await publisher.sendState();
    expect(link.acknowledged()?.seq).toBe(3);
    const plainIds = new Set(entries.map((entry) => idOf(entry)));
    expect(hub.publishes.filter(({ id }) => !plainIds.has(id))).toEqual([]);
  });
});

describe('runs: consecutive entries in one message', () => {
  function runIdOf(entries: readonly LogEntry[], attempt = 0): string {
    const first = nth(entries, 0);
    const last = nth(entries, entries.length - 1);
    return runMessageId(JOIN.token, first.seq, last.seq, last.hash, attempt);
  }

  it('a publish refused while later slices are read is handled, never an unhandled rejection that would end the process', async () => {
    const station = stationFolder();
    station.judge(12);
    const hub = new FakeHub();
    hub.away = true;
    const { publisher, events } = publisherFor(hub, station.log, station.openLink(), {
      slice: 2,
      window: 12,
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(await publisher.publishBatch()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(events).toContain('hall: entry 1 not acknowledged (TIMEOUT)');
  });

  it('a backlog goes in runs under ids naming each range and its last hash; the hub keeps each entry once', async () => {
    const station = stationFolder();
    const entries = station.judge(150);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher } = publisherFor(hub, station.log, link, { runEntries: 40, slice: 256 });

    expect(await publisher.publishBatch()).toBe(true);
    expect(hub.publishes.map(({ seqs }) => seqs.length)).toEqual([40, 40, 40, 30]);
    expect(hub.publishes.map(({ id }) => id)).toEqual([
      runIdOf(entries.slice(0, 40)),
      runIdOf(entries.slice(40, 80)),
      runIdOf(entries.slice(80, 120)),
      runIdOf(entries.slice(120)),
    ]);
    expect(hub.publishes[0]?.id).toBe(`${JOIN.token}:1-40:${nth(entries, 39).hash}`);
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    expect(hub.verified()).toEqual(headOf(entries.at(-1)));
    expect([...hub.stores.values()].every((count) => count === 1)).toBe(true);

    // One entry judged since: a message of its own, under the single entry's id.
    const next = station.judge(1);
    await publisher.publishBatch();
    expect(hub.publishes.at(-1)?.id).toBe(idOf(nth(next, 0)));
  });

  it('a run not acknowledged stops the cursor after the runs before it, and goes again whole', async () => {
    const station = stationFolder();
    const entries = station.judge(100);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, events } = publisherFor(hub, station.log, link, { runEntries: 10, slice: 256 });
    hub.failOnce.add(35);

    expect(await publisher.publishBatch()).toBe(true);
    expect(link.acknowledged()).toEqual(headOf(entries[29]));
    expect(events).toContain('hall: entry 31 not acknowledged (TIMEOUT)');

    // From entry 31: the failed run again under its id, then the runs the stream took already,
    // which it drops as duplicates of this publisher's own.
    await publisher.publishBatch();
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    const again = hub.publishes.slice(10);
    expect(again[0]).toMatchObject({ id: runIdOf(entries.slice(30, 40)), outcome: 'taken' });
    expect(again.slice(1).every(({ outcome }) => outcome === 'duplicate')).toBe(true);
    expect([...hub.stores.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs another party took first go again under fresh ids; a run never mixes attempts', async () => {
    const station = stationFolder();
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, events, step } = publisherFor(hub, station.log, link, {
      runEntries: 8,
      duplicateResendAfterMs: 1_000,
    });
    const first = station.judge(3);
    await publisher.publishBatch();
    // Entries 4–6 went alone as a run (the log ended there), under an id a forger took first.
    const taken = station.judge(3);
    hub.takeIds([runIdOf(taken)]);
    await publisher.publishBatch();
    const later = station.judge(14);
    await publisher.publishBatch();
    expect(hub.publishes.map(({ outcome }) => outcome)).toEqual(['taken', 'duplicate', 'taken', 'taken']);
    await publisher.sendState();
    step(1_000);
    await publisher.sendState();
    expect(events.at(-1)).toContain('duplicates of messages with their ids');
    expect(events.at(-1)).toContain('under fresh ids (attempt 1)');
    expect(link.acknowledged()).toEqual(headOf(first.at(-1)));

    // From entry 4: 4–6 under attempt 1 in a run of their own, though eight would fit; then the
    // runs the stream took already, under their plain ids (duplicates of this publisher's own).
    await publisher.publishBatch();
    expect(hub.publishes.slice(4).map(({ id, outcome }) => [id, outcome])).toEqual([
      [runIdOf(taken, 1), 'taken'],
      [runIdOf(later.slice(0, 8)), 'duplicate'],
      [runIdOf(later.slice(8)), 'duplicate'],
    ]);
    expect((await publisher.sendState())?.verified).toEqual(headOf(later.at(-1)));
    expect([...hub.stores.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs whose acknowledgements were lost go again as the same runs: the stream drops them, no fresh ids', async () => {
    const station = stationFolder();
    const entries = station.judge(20);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, events, step } = publisherFor(hub, station.log, link, {
      runEntries: 8,
      duplicateResendAfterMs: 1_000,
    });
    hub.acksLost = true;
    expect(await publisher.publishBatch()).toBe(false);
    expect(link.acknowledged()).toBeNull();
    hub.acksLost = false;
    expect(await publisher.publishBatch()).toBe(true);
    expect(hub.publishes.slice(3).map(({ id, outcome }) => [id, outcome])).toEqual([
      [runIdOf(entries.slice(0, 8)), 'duplicate'],
      [runIdOf(entries.slice(8, 16)), 'duplicate'],
      [runIdOf(entries.slice(16)), 'duplicate'],
    ]);
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    // The hub holds them all, so nothing is sent again under fresh ids.
    await publisher.sendState();
    step(1_000);
    await publisher.sendState();
    expect(events.filter((line) => line.includes('fresh ids'))).toEqual([]);
    expect([...hub.stores.values()].every((count) => count === 1)).toBe(true);
  });

  it('a hub that stores none of a run (older than runs) gets every entry singly after the first resend', async () => {
    const station = stationFolder();
    const entries = station.judge(10);
    const hub = new FakeHub();
    hub.hubReadsRuns = false;
    const link = station.openLink();
    const { publisher, events, step } = publisherFor(hub, station.log, link, {
      runEntries: 4,
      resendAfterMs: 5_000,
    });
    await publisher.publishBatch();
    expect(hub.publishes.map(({ seqs }) => seqs.length)).toEqual([4, 4, 2]);
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    await publisher.sendState();
    step(5_000);
    await publisher.sendState();
    expect(events.at(-1)).toBe(
      'hall: the hub holds 0 entries but its stream acknowledged 10; sending from 1 again, one entry a message from now on',
    );

    await publisher.publishBatch();
    expect(hub.publishes.slice(3).map(({ id }) => id)).toEqual(entries.map((entry) => idOf(entry)));
    expect((await publisher.sendState())?.verified).toEqual(headOf(entries.at(-1)));
    // And what is judged next goes singly too.
    const next = station.judge(3);
    await publisher.publishBatch();
    expect(hub.publishes.slice(13).map(({ id }) => id)).toEqual(next.map((entry) => idOf(entry)));
    expect((await publisher.sendState())?.verified).toEqual(headOf(next.at(-1)));
  });

  it("a run's body stays within the stream's largest message, each entry a line", async () => {
    const station = stationFolder();
    // Long details: about 6 KiB an entry once encoded, so only a few fit in one message.
    const entries = Array.from({ length: 12 }, () =>
      station.log.append({ ...adjudicationContent(['QI']), details: 'ź'.repeat(3_000) }),
    );
    const hub = new FakeHub();
    const link = station.openLink();
    const bodies: string[] = [];
    const publishRun = hub.publishRun;
    const recording: FakeHub = Object.assign(Object.create(hub) as FakeHub, {
      publishRun: (run: EntryRun, id: string) => {
        bodies.push(run.body);
        return publishRun(run, id);
      },
    });
    const { publisher } = publisherFor(recording, station.log, link, { runEntries: ENTRIES_PER_MESSAGE });

    await publisher.publishBatch();
    expect(link.acknowledged()).toEqual(headOf(entries.at(-1)));
    expect(bodies.length).toBeGreaterThan(2);
    for (const body of bodies) {
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(HUB_LIMITS.entryMessageBytes - 4 * 1024);
      for (const line of body.split('\n')) expect(decodeEntry(line)).not.toBeNull();
    }
    expect(bodies.flatMap((body) => body.split('\n').map((line) => decodeEntry(line)?.seq))).toEqual(
      entries.map((entry) => entry.seq),
    );
  });
});

describe('sync, flush and refusals', () => {
  it('sync returns the head once the hub has stored and verified every entry', async () => {
    const station = stationFolder();
    const entries = station.judge(4);
    const hub = new FakeHub();
    const { publisher } = publisherFor(hub, station.log, station.openLink());
    expect(await publisher.sync(Date.parse('2027-03-01T09:00:30.000Z'))).toEqual(headOf(entries.at(-1)));
    expect(hub.verified()).toEqual(headOf(entries.at(-1)));
  });

  it('sync gives up at its deadline, on its own clock, saying how far the hub holds', async () => {
    const station = stationFolder();
    station.judge(3);
    const hub = new FakeHub();
    hub.away = true;
    const { publisher, clock } = publisherFor(hub, station.log, station.openLink());
    const deadline = clock().getTime() + 30_000;
    await expect(publisher.sync(deadline)).rejects.toMatchObject({
      problem: 'not-acknowledged',
      message:
        'The hub has not acknowledged every entry in time: it holds 0 of 3 (the stream acknowledged 0).',
    });
    expect(clock().getTime()).toBeGreaterThan(deadline);
  });

  it('a revoked invitation stops sync with "refused" before anything is published', async () => {
    const station = stationFolder();
    station.judge(2);
    const hub = new FakeHub();
    hub.revoked = true;
    const { publisher } = publisherFor(hub, station.log, station.openLink());
    const refusal = await publisher
      .sync(Date.parse('2027-03-01T09:00:30.000Z'))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HallError);
    expect(refusal).toMatchObject({
      problem: 'refused',
      message: 'The hub of "Nationals 2027" refused this station: its invitation was revoked.',
    });
    expect(hub.publishes).toEqual([]);
  });

  it("credentials the server refuses stop sync with 'refused'; a connection closed otherwise is 'unreachable'", async () => {
    const station = stationFolder();
    station.judge(2);
    const hub = new FakeHub();
    hub.away = true;
    hub.link = { closed: false, refused: true, closedWith: null };
    const { publisher } = publisherFor(hub, station.log, station.openLink());
    await expect(publisher.sync(Date.parse('2027-03-01T09:00:30.000Z'))).rejects.toMatchObject({
      problem: 'refused',
      message:
        'The hub of "Nationals 2027" refused this station\'s credentials: it was revoked, or this join file is not from this hub.',
    });

    hub.link = { closed: true, refused: false, closedWith: new Error('connection reset') };
    await expect(publisher.sync(Date.parse('2027-03-01T09:00:30.000Z'))).rejects.toMatchObject({
      problem: 'unreachable',
      message: 'The hub of "Nationals 2027" cannot be reached at tls://10.0.0.1:4222 (connection reset).',
    });
  });

  it('flush on closing sends what is pending, then one last state with the head it closed at', async () => {
    const station = stationFolder();
    const entries = station.judge(3);
    const hub = new FakeHub();
    const link = station.openLink();
    const { publisher, clock } = publisherFor(hub, station.log, link);
    expect(await publisher.flush(clock().getTime() + 5_000)).toBe(0);
    expect(hub.verified()).toEqual(headOf(entries.at(-1)));
    expect(hub.states.at(-1)).toMatchObject({
      acknowledged: 3,
      head: headOf(entries.at(-1)),
      presence: 'closed',
    });
    // Every state before it was the running station's.
    expect(hub.states.slice(0, -1).every((state) => state.presence === 'running')).toBe(true);
  });

  it('flush with the hub away gives up at its deadline and says how many entries are left', async () => {
    const station = stationFolder();
    station.judge(3);
    const hub = new FakeHub();
    hub.away = true;
    const { publisher, clock } = publisherFor(hub, station.log, station.openLink());
    const deadline = clock().getTime() + 5_000;
    expect(await publisher.flush(deadline)).toBe(3);
    expect(clock().getTime()).toBeGreaterThanOrEqual(deadline);
    expect(hub.states.at(-1)).toMatchObject({ acknowledged: 0 });
  });
});
