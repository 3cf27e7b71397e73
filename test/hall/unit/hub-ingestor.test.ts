// The hub's ingest (electron/hall/hub/hub-ingestor.ts) driven through its port by the hall's NATS in
// memory (fake-stream.ts), into a real hub.sqlite, on a clock the test steps: what is acknowledged
// and when, duplicates, gaps, quarantine, the receipts and where they go, a poisoned header, a lost
// consumer, the stream's limits. Milliseconds, no nats-server; the same code over a real hub is
// tested end to end in test/hall/hall-hostile.test.ts, hall-faults.test.ts and hall-hub-restart.test.ts.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../electron/core/clock.ts';
import type { StationState } from '../../../electron/core/hall/wire/hall-messages.ts';
import { encodeEntry } from '../../../electron/core/hall/wire/hall-messages.ts';
import {
  ENTRIES_PER_MESSAGE,
  entryMessageId,
  runMessageId,
} from '../../../electron/core/hall/wire/hall-subjects.ts';
import { HUB_STORE_FILE, HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { ONLINE_WITHIN_MS } from '../../../electron/core/hall/hub/hub-status.ts';
import {
  entryHash,
  GENESIS_HASH,
  type EntryContent,
  type LogEntry,
} from '../../../electron/core/log/log-entry.ts';
import { HubIngestor, type IngestorOptions } from '../../../electron/hall/hub/hub-ingestor.ts';
import type { ConsumerStart } from '../../../electron/hall/hub/ingest-port.ts';
import { consumerStart } from '../../../electron/hall/hub/station-consumers.ts';
import { adjudicationContent } from '../../support/adjudication-content.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { until } from '../../support/until.ts';
import { FakeStream, headersOf, POISONED_HEADERS, type FakeEntry } from './fake-stream.ts';

const tempDir = useTempDirs();

const A = 'stationa1';
const B = 'stationb2';

// The ingest's loops go on between the asks: a turn of the event loop each.
const TURNS = { intervalMs: 0, timeoutMs: 10_000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A chain of entries of station `stationId`, each made from its content, hashed as a station does. */
function chainOf(stationId: string, contents: readonly EntryContent[]): LogEntry[] {
  let prevHash = GENESIS_HASH;
  return contents.map((content, index) => {
    const own = { ...content, stationId };
    const seq = index + 1;
    const entry: LogEntry = { ...own, seq, prevHash, hash: entryHash(prevHash, seq, own) };
    prevHash = entry.hash;
    return entry;
  });
}

/** `count` plain adjudications of station `stationId`. */
function judged(stationId: string, count: number): LogEntry[] {
  return chainOf(
    stationId,
    Array.from({ length: count }, (_, index) => adjudicationContent([index % 2 === 0 ? 'QI' : 'ZA'])),
  );
}

function at(entries: readonly LogEntry[], index: number): LogEntry {
  const entry = entries[index];
  if (entry === undefined) throw new Error(`no entry at ${index}`);
  return entry;
}

function stateOf(stationId: string, head: LogEntry | null): StationState {
  return {
    stationId,
    stationName: 'Table 3',
    appVersion: '0.0.0-test',
    head: head === null ? null : { seq: head.seq, hash: head.hash },
    acknowledged: head?.seq ?? 0,
    lexicons: [],
    problem: null,
    health: null,
    presence: 'running',
    hall: null,
    sentAt: '2027-03-01T09:00:00.000Z',
  };
}

/** A clock the test steps by hand. */
function steppedClock(): { clock: Clock; step: (ms: number) => void } {
  let now = Date.parse('2027-03-01T09:00:00.000Z');
  return {
    clock: () => new Date(now),
    step: (ms) => {
      now += ms;
    },
  };
}

interface RunningIngest {
  readonly hubDir: string;
  readonly store: HubStore;
  readonly stream: FakeStream;
  readonly events: string[];
  /** How many entries each committed batch stored. */
  readonly stored: number[];
  readonly step: (ms: number) => void;
}

/** A hub's store with stations A and B invited, and its ingest running over a stream in memory. */
async function runningIngest(options: Partial<IngestorOptions> = {}): Promise<RunningIngest> {
  const hubDir = join(tempDir(), 'hub');
  const store = new HubStore(hubDir, { create: true });
  cleanups.push(() => store.close());
  const time = steppedClock();
  store.stations.invite('Station A', A, null, time.clock());
  store.stations.invite('Station B', B, null, time.clock());
  const stream = new FakeStream(store.settings.hallId());
  const events: string[] = [];
  const stored: number[] = [];
  const ingestor = new HubIngestor(stream, store, {
    onEvent: (line) => events.push(line),
    onStored: (count) => stored.push(count),
    clock: time.clock,
    sleep: async (ms) => {
      time.step(ms);
      await setImmediate();
    },
    ...options,
  });
  await ingestor.start();
  cleanups.push(() => ingestor.stop());
  await until(() => stream.consumingFor(A, B), 'a consumer for each station', TURNS);
  return { hubDir, store, stream, events, stored, step: time.step };
}

/** Waits until every message's last delivery is settled. */
async function settled(...messages: FakeEntry[]): Promise<void> {
  await until(
    () => messages.every((message) => message.last !== null),
    'every message acknowledged, refused or ended',
    TURNS,
  );
}

function seqsOf(store: HubStore, token: string): number[] {
  return [...store.chains.records(token)].map((record) => (JSON.parse(record) as { seq: number }).seq);
}

describe('the hub ingest, acknowledged only once stored', () => {
  it('acknowledges an entry only after it is committed, and one the store cannot take comes again', async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 2);
    // What another reader of hub.sqlite sees at the moment of each acknowledgement: committed rows only.
    const reader = new HubStore(hub.hubDir);
    cleanups.push(() => reader.close());
    const seenAtAck: number[] = [];
    const first = hub.stream.entry(A, at(entries, 0));
    first.onAck = () => seenAtAck.push(reader.chains.count(A));
    hub.stream.deliver(first);
    await settled(first);
    expect(first.settlements).toEqual(['ack']);
    expect(seenAtAck).toEqual([1]);

    // The hub's disk refuses the write: nothing is acknowledged, the stream offers it again.
    const blocker = new Database(join(hub.hubDir, HUB_STORE_FILE));
    cleanups.push(() => blocker.close());
    blocker.exec(
      "CREATE TRIGGER full_disk BEFORE INSERT ON entries BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    const second = hub.stream.entry(A, at(entries, 1));
    second.onAck = () => seenAtAck.push(reader.chains.count(A));
    hub.stream.deliver(second);
    await settled(second);
    expect(second.settlements).toEqual(['nak']);
    expect(reader.chains.count(A)).toBe(1);
    expect(hub.events).toContainEqual(expect.stringContaining('CANNOT STORE entries'));

    // The disk writes again: the redelivery is stored, and acknowledged once it is.
    blocker.exec('DROP TRIGGER full_disk');
    hub.stream.deliver(second);
    await until(() => second.settlements.length === 2, 'the redelivery settled', TURNS);
    expect(second.settlements).toEqual(['nak', 'ack']);
    expect(seenAtAck).toEqual([1, 2]);
    expect(hub.events.at(-1)).toBe('hub: the store writes again');
  });

  it('stores a duplicate delivery once and acknowledges every copy, so the stream stops offering it', async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 2);
    const copies = [0, 0, 1, 1].map((index) => hub.stream.entry(A, at(entries, index)));
    hub.stream.deliver(...copies);
    await settled(...copies);
    // A restored store's consumer reads the stream again from the first message: all of it, again.
    const replayed = [0, 1].map((index) => hub.stream.entry(A, at(entries, index)));
    hub.stream.deliver(...replayed);
    await settled(...replayed);

    expect([...copies, ...replayed].map((message) => message.settlements)).toEqual(
      Array.from({ length: 6 }, () => ['ack']),
    );
    expect(seqsOf(hub.store, A)).toEqual([1, 2]);
    expect(hub.stored).toEqual([2, 0]);
    expect(hub.store.quarantine.all()).toEqual([]);
    expect(hub.store.faults.all()).toEqual([]);
  });
});

describe('the hub ingest, gaps', () => {
  it('holds entries ahead of a gap, answers with what it holds so the station resends, then joins them in order', async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 4);
    const ahead = [0, 2, 3].map((index) => hub.stream.entry(A, at(entries, index)));
    hub.stream.deliver(...ahead);
    await settled(...ahead);
    expect(ahead.map((message) => message.last)).toEqual(['ack', 'ack', 'ack']);
    expect(seqsOf(hub.store, A)).toEqual([1]);
    expect(hub.store.held.count(A)).toBe(2);
    expect(hub.events).toContain('Station A: entry 3 arrived before entry 2; held until the gap is filled');

    // The station's next state is answered with the head the hub holds unbroken: entry 1, so the
    // station sends again from entry 2.
    const asked = hub.stream.sendState(A, stateOf('station-1', at(entries, 3)));
    expect(asked.answers).toEqual([
      {
        subject: hub.stream.inbox(A),
        body: { verified: { seq: 1, hash: at(entries, 0).hash }, revoked: false },
      },
    ]);

    const filler = hub.stream.entry(A, at(entries, 1));
    hub.stream.deliver(filler);
    await settled(filler);
    expect(seqsOf(hub.store, A)).toEqual([1, 2, 3, 4]);
    expect(hub.store.held.count(A)).toBe(0);
    expect(hub.stored).toEqual([1, 3]);
    hub.step(1_000);
    const after = hub.stream.sendState(A, stateOf('station-1', at(entries, 3)));
    expect(after.answers[0]?.body).toEqual({
      verified: { seq: 4, hash: at(entries, 3).hash },
      revoked: false,
    });
  });
});

describe('the hub ingest, runs of entries in one message', () => {
  it('stores every entry of a run, each its own record, and acknowledges the message once', async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 130);
    const messages = [
      hub.stream.run(A, entries.slice(0, 64)),
      hub.stream.run(A, entries.slice(64, 128)),
      hub.stream.run(A, entries.slice(128)),
    ];
    hub.stream.deliver(...messages);
    await settled(...messages);

    expect(messages.map((message) => message.settlements)).toEqual([['ack'], ['ack'], ['ack']]);
    expect(seqsOf(hub.store, A)).toEqual(entries.map((entry) => entry.seq));
    expect(hub.store.chains.record(A, 65)).toBe(encodeEntry(at(entries, 64)));
    expect(hub.store.stations.byToken(A)?.verified).toEqual({ seq: 130, hash: at(entries, 129).hash });
    expect(hub.store.faults.all()).toEqual([]);
  });

  it('a run resent from elsewhere stores what is new and counts the rest as duplicates; a run ahead of a gap waits', async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 30);
    const ahead = hub.stream.run(A, entries.slice(20));
    hub.stream.deliver(ahead);
    await settled(ahead);
    expect(hub.store.chains.count(A)).toBe(0);

    const first = hub.stream.run(A, entries.slice(0, 12));
    const overlapping = hub.stream.run(A, entries.slice(5, 20));
    hub.stream.deliver(first, overlapping);
    await settled(first, overlapping);
    expect(seqsOf(hub.store, A)).toEqual(entries.map((entry) => entry.seq));
    expect(hub.store.faults.all()).toEqual([]);
    expect(hub.store.quarantine.all()).toEqual([]);
  });

  it("refuses a run under another station's id, naming both; and a message of more lines than a run as one", async () => {
    const hub = await runningIngest();
    const own = judged('station-2', 5);
    const forged = hub.stream.run(B, own, {
      messageId: runMessageId(A, 1, 5, at(own, 4).hash),
    });
    const tooLong = hub.stream.raw(
      B,
      judged('station-2', ENTRIES_PER_MESSAGE + 1)
        .map((entry) => encodeEntry(entry))
        .join('\n'),
    );
    hub.stream.deliver(forged, tooLong);
    await settled(forged, tooLong);

    expect(hub.store.chains.count(B)).toBe(0);
    const kinds = hub.store.quarantine.all().map(({ token, kind, seq }) => [token, kind, seq]);
    expect(kinds).toEqual([...own.map((entry) => [B, 'forged-id', entry.seq]), [B, 'malformed', null]]);
    const faults = hub.store.faults.all();
    expect(faults.find(({ kind }) => kind === 'forged-id')?.message).toContain(
      'which is "Station A"\'s: the stream would drop "Station A"\'s own entries 1–5 as a duplicate',
    );
  });

  it("a run's last entry with another hash than its id's is not under its own id; the entries before it are", async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 4);
    const wrongHash = hub.stream.run(A, entries, { messageId: runMessageId(A, 1, 4, at(entries, 0).hash) });
    hub.stream.deliver(wrongHash);
    await settled(wrongHash);
    expect(seqsOf(hub.store, A)).toEqual([1, 2, 3]);
    expect(hub.store.quarantine.all().map(({ kind, seq }) => [kind, seq])).toEqual([['forged-id', 4]]);
  });

  it('a message whose lines are not the run its id names is refused once, whatever it holds', async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 4);
    const messages = [
      // Four entries under the id of three.
      hub.stream.run(A, entries, { messageId: runMessageId(A, 1, 3, at(entries, 2).hash) }),
      // 63 line breaks under the id of a 64-entry run: 64 empty lines.
      hub.stream.raw(
        A,
        '\n'.repeat(63),
        headersOf({ 'Nats-Msg-Id': runMessageId(A, 1, 64, at(entries, 3).hash) }),
      ),
      // A run of two with an empty line between them.
      hub.stream.raw(
        A,
        [encodeEntry(at(entries, 0)), '', encodeEntry(at(entries, 1))].join('\n'),
        headersOf({ 'Nats-Msg-Id': runMessageId(A, 1, 3, at(entries, 2).hash) }),
      ),
      // Two entries under a single entry's id.
      hub.stream.raw(
        A,
        [encodeEntry(at(entries, 0)), encodeEntry(at(entries, 1))].join('\n'),
        headersOf({ 'Nats-Msg-Id': entryMessageId(A, 2, at(entries, 1).hash) }),
      ),
    ];
    hub.stream.deliver(...messages);
    await settled(...messages);

    expect(seqsOf(hub.store, A)).toEqual([]);
    expect(messages.map((message) => message.settlements)).toEqual([['ack'], ['ack'], ['ack'], ['ack']]);
    // One piece of evidence a message (the quarantine keeps each body once per kind).
    expect(hub.store.quarantine.all().map(({ kind, seq }) => [kind, seq])).toEqual([
      ['malformed', null],
      ['malformed', null],
      ['malformed', null],
      ['malformed', null],
    ]);
  });
});

describe('the hub ingest, refusals', () => {
  it('quarantines a forged or inconsistent message with its fault and acknowledges it, never offered again', async () => {
    const hub = await runningIngest();
    // ACCEPTABLE with its one word marked invalid: no station would give that verdict.
    const [inconsistent] = chainOf('station-1', [{ ...adjudicationContent(['QI']), wordResults: [false] }]);
    const [own] = judged('station-2', 1);
    if (inconsistent === undefined || own === undefined) throw new Error('no entries');
    const messages = [
      hub.stream.entry(A, inconsistent),
      // Station B publishes its entry under an id of station A's: the stream would drop A's own.
      hub.stream.entry(B, own, { messageId: entryMessageId(A, own.seq, own.hash) }),
      hub.stream.raw(A, 'not an entry at all'),
    ];
    hub.stream.deliver(...messages);
    await settled(...messages);

    expect(messages.map((message) => message.settlements)).toEqual([['ack'], ['ack'], ['ack']]);
    expect(hub.store.quarantine.all().map(({ token, kind }) => [token, kind])).toEqual([
      [A, 'inconsistent'],
      [B, 'forged-id'],
      [A, 'malformed'],
    ]);
    const faults = hub.store.faults.all();
    expect(faults.map(({ token, kind }) => [token, kind])).toEqual([
      [A, 'inconsistent'],
      [B, 'forged-id'],
      [A, 'malformed'],
    ]);
    expect(faults[1]?.message).toContain('which is "Station A"\'s');
    expect(hub.store.chains.count(A) + hub.store.chains.count(B)).toBe(0);
    expect(hub.events.filter((line) => line.startsWith('FAULT '))).toHaveLength(3);
  });

  it('reads a message whose headers do not decode as one with none: its own fault, and the batch goes on', async () => {
    const hub = await runningIngest();
    const [ofA] = judged('station-1', 1);
    const [ofB] = judged('station-2', 1);
    if (ofA === undefined || ofB === undefined) throw new Error('no entries');
    const poisoned = hub.stream.entry(A, ofA, { headers: POISONED_HEADERS });
    const honest = hub.stream.entry(B, ofB);
    hub.stream.deliver(poisoned, honest);
    await settled(poisoned, honest);

    expect(honest.settlements).toEqual(['ack']);
    expect(seqsOf(hub.store, B)).toEqual([1]);
    // No message id: refused as such, kept as evidence and acknowledged, not redelivered forever.
    expect(poisoned.settlements).toEqual(['ack']);
    expect(hub.store.faults.all().map(({ token, kind }) => [token, kind])).toEqual([[A, 'forged-id']]);

    // A state message with such headers is answered all the same.
    const asked = hub.stream.sendState(B, stateOf('station-2', ofB), { headers: POISONED_HEADERS });
    expect(asked.answers.map(({ body }) => body)).toEqual([
      { verified: { seq: 1, hash: ofB.hash }, revoked: false },
    ]);
  });

  it('drops only the message whose entry makes the ingest throw; the rest of its batch is stored once', async () => {
    // The hub's own judge stands for a bug met by a message no station should send. The batch is
    // first taken whole, then undone and taken again an entry at a time: nothing may count twice.
    const hub = await runningIngest({
      rejudge: (entry) => {
        if (entry.words.includes('BOOM')) throw new Error('the judge broke');
        return entry.words.map(() => true);
      },
    });
    const ofA = chainOf('station-1', [adjudicationContent(['QI']), adjudicationContent(['BOOM'])]);
    const ofB = judged('station-2', 3);
    const first = hub.stream.run(B, ofB.slice(0, 2));
    const broken = hub.stream.run(A, ofA);
    const after = hub.stream.entry(B, at(ofB, 2));
    hub.stream.deliver(first, broken, after);
    await settled(first, broken, after);

    expect([first.settlements, after.settlements]).toEqual([['ack'], ['ack']]);
    expect(seqsOf(hub.store, B)).toEqual([1, 2, 3]);
    // The broken message's entry before the one that threw is kept; the message is not offered again.
    expect(seqsOf(hub.store, A)).toEqual([1]);
    expect(broken.settlements).toEqual(['term']);
    expect(hub.stored).toEqual([4]);
    expect(hub.events.filter((line) => line.includes('could not be read (the judge broke)'))).toHaveLength(1);
    expect(hub.store.judgedAgain.counts(B)).toMatchObject({ judged: 3, agreeing: 3 });
    expect(hub.store.judgedAgain.counts(A)).toMatchObject({ judged: 1, agreeing: 1 });
  });
});

describe('the hub ingest, receipts', () => {
  it("answers a state message on the sender's own inbox only; any other reply subject is a forged-reply fault", async () => {
    const hub = await runningIngest();
    const hallId = hub.store.settings.hallId();
    const own = hub.stream.sendState(A, stateOf('station-1', null));
    expect(own.answers).toEqual([{ subject: hub.stream.inbox(A), body: { verified: null, revoked: false } }]);
    expect(hub.store.stations.byToken(A)?.stationName).toBe('Table 3');

    const elsewhere = [
      `$JS.API.STREAM.PURGE.HALL_${hallId}`,
      hub.stream.inbox(B),
      hub.stream.entrySubject(B),
      // The inbox's prefix alone is not an inbox.
      hub.stream.inbox(A, '').slice(0, -1),
    ];
    const forged = elsewhere.map((reply) => hub.stream.sendState(A, stateOf('station-1', null), { reply }));
    expect(forged.map((request) => request.answers)).toEqual([[], [], [], []]);
    const faults = hub.store.faults.all();
    expect(faults.map(({ token, kind }) => [token, kind])).toEqual(elsewhere.map(() => [A, 'forged-reply']));
    expect(faults[0]?.message).toContain('$JS.API.STREAM.PURGE');

    // No reply subject at all: nothing to answer, nothing forged.
    expect(hub.stream.sendState(A, stateOf('station-1', null), { reply: null }).answers).toEqual([]);
    expect(hub.store.faults.all()).toHaveLength(4);

    // A revoked station is told so, on its own inbox.
    hub.store.stations.revoke('Station B', new Date());
    expect(hub.stream.sendState(B, stateOf('station-2', null)).answers).toEqual([
      { subject: hub.stream.inbox(B), body: { verified: null, revoked: true } },
    ]);
  });

  it('tells the director a station went offline once the clock passes its silence', async () => {
    const hub = await runningIngest({ watchEveryMs: 5 });
    hub.stream.sendState(A, stateOf('station-1', null));
    expect(hub.events).toContainEqual(expect.stringMatching(/^Station A: online/u));
    hub.step(ONLINE_WITHIN_MS - 1_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(hub.events.some((line) => line.includes('offline'))).toBe(false);
    hub.step(2_000);
    await until(() => hub.events.some((line) => line.startsWith('Station A: offline')), 'offline', TURNS);
  });
});

describe('the hub ingest, its stream', () => {
  it('takes entries again after the consumers were lost, and says so once', async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 2);
    const first = hub.stream.entry(A, at(entries, 0));
    hub.stream.deliver(first);
    await settled(first);

    hub.stream.loseConsumers(new Error('stream not found'));
    await until(
      () => hub.stream.started.length === 4 && hub.stream.consumingFor(A, B),
      'each consumer made again',
      TURNS,
    );
    expect(
      hub.events.filter(
        (line) => line === 'hub: the stream is not reachable (stream not found); trying again',
      ),
    ).toHaveLength(1);
    // Each made again where it stopped: nothing it settled is read again.
    expect(hub.stream.started.slice(2).map(({ start }) => start)).toEqual(['resume', 'resume']);

    const second = hub.stream.entry(A, at(entries, 1));
    hub.stream.deliver(second);
    await settled(second);
    expect(seqsOf(hub.store, A)).toEqual([1, 2]);
  });

  it("records how far each station's messages are settled, dropped ones too, in the batch's commit", async () => {
    const hub = await runningIngest();
    const entries = judged('station-1', 2);
    const first = hub.stream.entry(A, at(entries, 0));
    const junk = hub.stream.raw(B, 'not an entry at all');
    const second = hub.stream.entry(A, at(entries, 1));
    hub.stream.deliver(first, junk, second);
    await settled(first, junk, second);
    expect(hub.store.streamSettled.get(A)).toBe(second.seq);
    expect(hub.store.streamSettled.get(B)).toBe(junk.seq);
  });

  it('settles nothing of a batch the store could not take', async () => {
    const hub = await runningIngest();
    const first = hub.stream.entry(A, at(judged('station-1', 1), 0));
    const blocker = new Database(join(hub.hubDir, HUB_STORE_FILE));
    cleanups.push(() => blocker.close());
    blocker.exec(
      "CREATE TRIGGER full_disk BEFORE INSERT ON entries BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    hub.stream.deliver(first);
    await settled(first);
    expect(first.settlements).toEqual(['nak']);
    expect(hub.store.streamSettled.get(A)).toBe(0);
  });
});

describe("the hub ingest, each station's bytes in the stream", () => {
  it('marks a station past its bytes full once, with one limit fault naming it; the others go on', async () => {
    const hub = await runningIngest({ streamBytesPerStation: 2_000 });
    const junk = () => hub.stream.raw(A, 'x'.repeat(1_000));
    const first = [junk(), junk()];
    hub.stream.deliver(...first);
    await settled(...first);
    expect(hub.store.streamSettled.full()).toEqual(new Set([A]));
    const more = [junk(), hub.stream.entry(B, at(judged('station-2', 1), 0))];
    hub.stream.deliver(...more);
    await settled(...more);
    expect(hub.store.streamSettled.full()).toEqual(new Set([A]));
    const limits = hub.store.faults.all().filter((fault) => fault.kind === 'limit');
    expect(limits.map(({ token, message }) => [token, message])).toEqual([
      [
        A,
        '"Station A" reached the hub\'s limit: more than 2000 bytes of messages in the hall\'s stream, far more than any event needs; its new entries are refused (revoke it, and invite the station again if it is honest)',
      ],
    ]);
    expect(hub.events.filter((line) => line.includes('messages in the hall')).length).toBe(1);
    expect(seqsOf(hub.store, B)).toEqual([1]);
  });

  it("raises one fault of no station when the hub's disk cannot hold what the stations may still send", async () => {
    let free = 10 * 1024 * 1024 * 1024;
    const hub = await runningIngest({ watchEveryMs: 5, diskFree: () => free });
    hub.step(11_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(hub.store.faults.all()).toEqual([]);
    free = 100 * 1024 * 1024;
    hub.step(11_000);
    await until(() => hub.store.faults.all().length > 0, 'a disk fault', TURNS);
    // Looked at again, twice: still one fault.
    for (let look = 0; look < 2; look += 1) {
      hub.step(11_000);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(hub.store.faults.all().map(({ token, kind }) => [token, kind])).toEqual([[null, 'limit']]);
    expect(
      hub.events.filter((line) => line.startsWith("FAULT The hub's disk has 100 MiB free")),
    ).toHaveLength(1);
  });

  it('takes a full station again when the hub starts with a limit above what it sent', async () => {
    const hubDir = join(tempDir(), 'hub');
    const store = new HubStore(hubDir, { create: true });
    cleanups.push(() => store.close());
    store.stations.invite('Station A', A, null, new Date());
    store.streamSettled.advance(A, 10, 5_000);
    store.streamSettled.markFull(A, new Date());
    const start = async (limit: number): Promise<void> => {
      const ingestor = new HubIngestor(new FakeStream(store.settings.hallId()), store, {
        onEvent: () => undefined,
        streamBytesPerStation: limit,
      });
      await ingestor.start();
      await ingestor.stop();
    };
    await start(4_000);
    expect(store.streamSettled.full()).toEqual(new Set([A]));
    await start(8_000);
    expect(store.streamSettled.full()).toEqual(new Set());
  });
});

describe('the hub ingest, where each station consumer starts', () => {
  it('resumes a consumer when the store holds what it acknowledged, or has none yet', () => {
    expect(consumerStart(null, 0)).toBe('resume');
    expect(consumerStart(null, 40)).toBe('resume');
    expect(consumerStart(0, 0)).toBe('resume');
    expect(consumerStart(120, 120)).toBe('resume');
    expect(consumerStart(100, 120)).toBe('resume');
  });

  it('reads again after what the store settled when the consumer acknowledged more', () => {
    expect(consumerStart(120, 0)).toEqual({ after: 0 });
    expect(consumerStart(120, 100)).toEqual({ after: 100 });
  });

  it("starts a restarted hub's consumers from its store: resumed, or after what a restored store settled", async () => {
    const hubDir = join(tempDir(), 'hub');
    const store = new HubStore(hubDir, { create: true });
    cleanups.push(() => store.close());
    store.stations.invite('Station A', A, null, new Date());
    store.stations.invite('Station B', B, null, new Date());
    store.streamSettled.advance(A, 500, 0);
    store.streamSettled.advance(B, 70, 0);
    const stream = new FakeStream(store.settings.hallId());
    // A's consumer acknowledged what the store holds; B's more (the store is an older copy).
    stream.floors.set(A, 500);
    stream.floors.set(B, 90);
    const ingestor = new HubIngestor(stream, store, { onEvent: () => undefined });
    await ingestor.start();
    cleanups.push(() => ingestor.stop());
    await until(() => stream.consumingFor(A, B), 'a consumer for each station', TURNS);
    expect(new Map<string, ConsumerStart>(stream.started.map(({ token, start }) => [token, start]))).toEqual(
      new Map<string, ConsumerStart>([
        [A, 'resume'],
        [B, { after: 70 }],
      ]),
    );
  });

  it('gives a station invited while the hub runs its own consumer', async () => {
    const hub = await runningIngest({ watchEveryMs: 5 });
    const C = 'stationc3';
    hub.store.stations.invite('Station C', C, null, new Date());
    await until(() => hub.stream.consumingFor(C), "station C's consumer", TURNS);
    const entry = hub.stream.entry(C, at(judged('station-3', 1), 0));
    hub.stream.deliver(entry);
    await settled(entry);
    expect(seqsOf(hub.store, C)).toEqual([1]);
  });
});

describe('the hub ingest, its stream limits', () => {
  it('raises one limit fault for a station whose messages fill its share of the stream', async () => {
    const hub = await runningIngest({ streamMessagesPerStation: 5, watchEveryMs: 5 });
    expect(hub.stream.ensured[0]?.limits).toEqual({ messagesPerStation: 5 });
    hub.stream.counts = { [hub.stream.entrySubject(A)]: 5, [hub.stream.entrySubject(B)]: 4 };
    hub.step(11_000);
    await until(() => hub.store.faults.all().length > 0, 'a limit fault', TURNS);
    // Looked at again later: still one fault.
    hub.step(11_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(hub.store.faults.all().map(({ token, kind }) => [token, kind])).toEqual([[A, 'limit']]);
    expect(
      hub.events.filter((line) => line.startsWith('FAULT "Station A" reached the hub\'s limit')),
    ).toHaveLength(1);
  });
});
