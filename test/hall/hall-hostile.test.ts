// The hall against a station's stolen credentials, on loopback: a real hub, real stations, and an
// adversary holding one station's join file, publishing what that station's NATS user may publish —
// forged reply subjects, other stations' message ids, verdicts that contradict themselves — and
// the hub's own user, which may no longer do what its work does not need.
import { until } from '../support/until.ts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeEntry } from '../../electron/core/hall/wire/hall-messages.ts';
import { entryMessageId, hallNames, stationSubjects } from '../../electron/core/hall/wire/hall-subjects.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { readJoinFile, type JoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { fromRecord } from '../../electron/core/export/log-export.ts';
import { entryHash, type LogEntry } from '../../electron/core/log/log-entry.ts';
import { Station } from '../../electron/core/station/station.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { expectedFingerprint, exportJsonl, runCli } from '../cli/run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { freePort, hubAdmits, NATS_SERVER, type HubProcess } from '../support/hall/hall-fixture.ts';
import { connectAsHub } from '../support/hall/hub-connection.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { newStation } from '../support/hall/new-station.ts';
import { bareStationState } from '../support/hall/station-state.ts';

const { cleanups, startHub } = useHallSuite();

interface Hall {
  readonly root: string;
  readonly hubDir: string;
  readonly hub: HubProcess;
  readonly port: number;
  /** Each station's data folder and join file, by invitation name. */
  readonly stations: Map<string, { dataDir: string; join: JoinFile }>;
}

/**
 * A hub (started with `hubOptions`, its folder first made ready by `prepare`) with stations A and B
 * joined, each with three plays judged and synced.
 */
async function hallOfTwo(
  hubOptions: readonly string[] = [],
  prepare: (hubDir: string, root: string) => void = () => undefined,
): Promise<Hall> {
  const root = makeTempDir('hostile');
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  prepare(hubDir, root);
  const port = await freePort();
  const hub = startHub(hubDir, port, hubOptions);
  await hub.waitFor('is running');
  const stations = new Map<string, { dataDir: string; join: JoinFile }>();
  for (const name of ['A', 'B']) {
    const { dataDir, joinFile } = newStation(hubDir, root, name);
    stations.set(name, { dataDir, join: readJoinFile(joinFile) });
  }
  for (const { join: file } of stations.values()) await hubAdmits(joinPath(root, file));
  for (const { dataDir } of stations.values()) {
    for (const words of [['QI'], ['ZZZQ'], ['ZA', 'QI']]) runCli(dataDir, 'judge', ...words);
    expect(runCli(dataDir, 'hall', 'sync', '--timeout', '30').status).toBe(0);
  }
  return { root, hubDir, hub, port, stations };
}

function joinPath(root: string, file: JoinFile): string {
  return join(root, `${file.stationName}.join`);
}

function station(hall: Hall, name: string): { dataDir: string; join: JoinFile } {
  const found = hall.stations.get(name);
  if (found === undefined) throw new Error(`no station ${name}`);
  return found;
}

/** The adversary: a NATS connection with station `name`'s own credentials, as its join file gives them. */
async function asStation(hall: Hall, name: string): Promise<NatsConnection> {
  const nc = await connectStation(station(hall, name).join, { name: 'adversary' });
  cleanups.push(() => nc.close());
  return nc;
}

/** The hub's own NATS user, as the hub connects. */
async function asHub(hall: Hall): Promise<NatsConnection> {
  const nc = await connectAsHub(hall.hubDir, hall.port);
  cleanups.push(() => nc.close());
  return nc;
}

interface Status {
  hallId: string;
  stations: { name: string; entries: number; faults: { kind: string; message: string }[] }[];
}

function status(hall: Hall): Status {
  return JSON.parse(runCli(hall.hubDir, '--json', 'hall', 'status').stdout) as Status;
}

function faultsOf(hall: Hall, name: string): { kind: string; message: string }[] {
  return status(hall).stations.find((row) => row.name === name)?.faults ?? [];
}

/** The station's next entry, an adjudication on its own list, linked to its head and hashed as a station would. */
function nextAdjudication(dataDir: string, change: Partial<LogEntry>): LogEntry {
  const records = exportJsonl(dataDir).map(fromRecord);
  const head = records.at(-1);
  const judged = records.findLast((entry) => entry.kind === 'adjudication');
  if (head === undefined || judged === undefined) throw new Error('no adjudication in the log');
  const content = {
    ...judged,
    seq: head.seq + 1,
    prevHash: head.hash,
    time: new Date().toISOString(),
    ...change,
  };
  return { ...content, hash: entryHash(content.prevHash, content.seq, content) };
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`the hall against one station's stolen credentials${reason}`, () => {
  it('never answers on a reply subject that is not the sender’s own inbox, and its own user cannot purge the stream', async () => {
    const hall = await hallOfTwo();
    const hallId = station(hall, 'A').join.hallId;
    const names = hallNames(hallId);
    const hubNc = await asHub(hall);
    const jsm = await jetstreamManager(hubNc);
    const before = (await jsm.streams.info(names.stream)).state.messages;
    expect(before).toBeGreaterThan(0);

    const nc = await asStation(hall, 'A');
    const a = stationSubjects(hallId, station(hall, 'A').join.token);
    const stationId = exportJsonl(station(hall, 'A').dataDir)[0]?.station ?? '';
    const state = bareStationState(stationId, 'A');
    // The hub's answer would purge the hall's stream, or land on B's entry subject as a malformed entry.
    nc.publish(a.state, state, { reply: `$JS.API.STREAM.PURGE.${names.stream}` });
    nc.publish(a.state, state, { reply: stationSubjects(hallId, station(hall, 'B').join.token).entries });
    await nc.flush();
    await until(
      () => faultsOf(hall, 'A').filter((fault) => fault.kind === 'forged-reply').length === 2,
      'the hub raised a fault for each forged reply subject',
    );
    expect(faultsOf(hall, 'A').find((fault) => fault.kind === 'forged-reply')?.message).toContain(
      `"A" asked the hub to answer on $JS.API.STREAM.PURGE.${names.stream}`,
    );
    expect((await jsm.streams.info(names.stream)).state.messages).toBe(before);
    expect(faultsOf(hall, 'B')).toEqual([]);
    await hall.hub.waitFor('FAULT "A" asked the hub to answer on');

    // The hub's own user: its stream's API, never the stream's purge or another stream.
    await expect(jsm.streams.purge(names.stream)).rejects.toThrow(/permission/iu);
    await expect(jsm.streams.add({ name: 'ELSEWHERE', subjects: ['elsewhere'] })).rejects.toThrow(
      /permission/iu,
    );
    // A's own request, on its own inbox, is still answered.
    const receipt = await nc.request(a.state, state, { timeout: 5_000 });
    expect(JSON.parse(receipt.string())).toMatchObject({ revoked: false });
  }, 120_000);

  it('refuses another station’s message id, naming both, and the other station’s entries still arrive', async () => {
    const hall = await hallOfTwo();
    const { join: joinB, dataDir: dirB } = station(hall, 'B');
    // B judges a play the hub does not have yet; A learns its entry (the worst case: an id can
    // only be known once its entry is judged) and publishes under its id first.
    runCli(dirB, 'judge', 'QI');
    const [record] = exportJsonl(dirB).slice(-1);
    if (record === undefined) throw new Error('no entry');
    const entryB = fromRecord(record);
    const nc = await asStation(hall, 'A');
    const a = stationSubjects(joinB.hallId, station(hall, 'A').join.token);
    const ack = await jetstream(nc).publish(a.entries, encodeEntry(entryB), {
      msgID: entryMessageId(joinB.token, entryB.seq, entryB.hash),
    });
    expect(ack.duplicate).toBe(false);
    await until(
      () => faultsOf(hall, 'A').some((fault) => fault.kind === 'forged-id'),
      'the hub raised a forged-id fault',
    );
    expect(faultsOf(hall, 'A').find((fault) => fault.kind === 'forged-id')?.message).toMatch(
      /"A" published entry \d+ under message id .*, which is "B"'s/u,
    );
    // B's own entry, whose id the stream now holds, reaches the hub all the same, in seconds.
    const sync = runCli(dirB, 'hall', 'sync', '--timeout', '60');
    expect(sync.stderr).not.toContain('not acknowledged every entry');
    expect(sync.status).toBe(0);
    expect(status(hall).stations.find((row) => row.name === 'B')?.entries).toBe(entryB.seq);
  }, 150_000);

  it('quarantines a verdict that contradicts its own words, and the merged export leaves it out', async () => {
    const hall = await hallOfTwo();
    const { join: joinA, dataDir: dirA } = station(hall, 'A');
    const nc = await asStation(hall, 'A');
    const a = stationSubjects(joinA.hallId, joinA.token);
    const lie = nextAdjudication(dirA, {
      words: ['ZZZQ'],
      wordResults: [false],
      verdict: 'ACCEPTABLE',
    });
    const override = nextAdjudication(dirA, {
      words: ['\u202eELBATPECCA'],
      wordResults: [true],
      verdict: 'ACCEPTABLE',
    });
    for (const entry of [lie, override])
      await jetstream(nc).publish(a.entries, encodeEntry(entry), {
        msgID: entryMessageId(joinA.token, entry.seq, entry.hash),
      });
    await until(
      () => faultsOf(hall, 'A').filter((fault) => fault.kind === 'inconsistent').length === 2,
      'the hub quarantined both',
    );
    const messages = faultsOf(hall, 'A').map((fault) => fault.message);
    expect(messages).toContainEqual(
      expect.stringContaining("its verdict is ACCEPTABLE, but its words' results"),
    );
    expect(messages).toContainEqual(expect.stringContaining('⟨U+202E⟩ELBATPECCA'));
    const exported = join(hall.root, 'merged');
    runCli(hall.hubDir, 'hall', 'export', '--to', exported);
    const merged = readFileSync(join(exported, 'merged.jsonl'), 'utf8');
    expect(merged).not.toContain(lie.hash);
    expect(merged).not.toContain(override.hash);
    const store = new HubStore(hall.hubDir);
    try {
      expect(store.quarantine.all().filter((item) => item.kind === 'inconsistent')).toHaveLength(2);
    } finally {
      store.close();
    }
  }, 120_000);

  it('still raises and marks a verdict that differs from the hall’s list after junk spent the station’s fault budget', async () => {
    // The hub holds CLUB (its own copy, which it judges again with); ZZZQ is not on it.
    const club = ['QI', 'ZA', 'CAT'];
    const hall = await hallOfTwo([], (hubDir, root) => {
      const file = join(root, 'club.txt');
      writeFileSync(file, `${club.join('\n')}\n`);
      expect(runCli(hubDir, 'hall', 'lexicon', 'import', file, '--name', 'CLUB').status).toBe(0);
    });
    const { join: joinA, dataDir: dirA } = station(hall, 'A');
    const nc = await asStation(hall, 'A');
    const a = stationSubjects(joinA.hallId, joinA.token);
    // 210 state messages, each asking the answer on another forged subject: a fault each, until
    // the budget of faults of messages that are no entry is spent.
    const state = bareStationState(exportJsonl(dirA)[0]?.station ?? '', 'A');
    for (let index = 0; index < 210; index += 1) nc.publish(a.state, state, { reply: `forged.${index}` });
    await nc.flush();
    await until(
      () => faultsOf(hall, 'A').some((fault) => fault.message.includes('"A" raised more than 200 faults')),
      "the hub's limit fault, naming A by its invitation",
    );
    // Then an ACCEPTABLE that agrees with its own words, on a word the hall's list lacks.
    const wrong = nextAdjudication(dirA, {
      words: ['ZZZQ'],
      wordResults: [true],
      verdict: 'ACCEPTABLE',
      lexiconName: 'CLUB',
      lexiconFingerprint: expectedFingerprint(club),
    });
    await jetstream(nc).publish(a.entries, encodeEntry(wrong), {
      msgID: entryMessageId(joinA.token, wrong.seq, wrong.hash),
    });
    await until(
      () => faultsOf(hall, 'A').some((fault) => fault.kind === 'verdict-differs'),
      "the hub's verdict-differs fault",
    );
    await hall.hub.waitFor(`FAULT A's verdict on entry ${wrong.seq} differs from the hall's list`);
    const exported = join(hall.root, 'merged');
    expect(runCli(hall.hubDir, 'hall', 'export', '--to', exported).status).toBe(0);
    const row = readFileSync(join(exported, 'merged.jsonl'), 'utf8')
      .split('\n')
      .slice(1)
      .find((line) => line.includes(wrong.hash));
    expect(row).toContain('"judged_again":"differs"');
  }, 120_000);

  it('keeps the hub’s folder and files its owner’s alone', async () => {
    const hall = await hallOfTwo();
    const mode = (path: string): number => statSync(join(hall.hubDir, path)).mode & 0o777;
    expect(mode('.')).toBe(0o700);
    for (const file of ['hub.sqlite', 'nats-server.conf', 'hub-user.nk']) expect(mode(file)).toBe(0o600);
    expect(mode('jetstream')).toBe(0o700);
    // An export the hub writes (the hall view's button writes under exports/ in the hub's process).
    const exported = join(hall.root, 'merged');
    expect(runCli(hall.hubDir, 'hall', 'export', '--to', exported).status).toBe(0);
    expect(statSync(exported).mode & 0o777).toBe(0o700);
    expect(statSync(join(exported, 'merged.jsonl')).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('refuses a station’s entries past its limit in the stream, names it, and the others keep flowing', async () => {
    // A limit of 12 messages a station, where the default is 200,000: A has sent its first
    // entries (its join, three plays, its hello) in a message or a few, and then judges on, each
    // play synced on its own: a message each, until the stream refuses one.
    const hall = await hallOfTwo(['--max-entries-per-station', '12']);
    const { dataDir: dirA } = station(hall, 'A');
    const { dataDir: dirB } = station(hall, 'B');
    let refused = false;
    for (let play = 0; play < 12 && !refused; play += 1) {
      runCli(dirA, 'judge', 'QI');
      refused = runCli(dirA, 'hall', 'sync', '--timeout', '8').status !== 0;
    }
    expect(refused).toBe(true);
    await until(
      () => faultsOf(hall, 'A').some((fault) => fault.kind === 'limit'),
      'the hub raised a limit fault for A',
      30_000,
    );
    expect(faultsOf(hall, 'A').find((fault) => fault.kind === 'limit')?.message).toContain(
      '"A" reached the hub\'s limit: its 12 messages in the hall\'s stream',
    );
    runCli(dirB, 'judge', 'ZA');
    expect(runCli(dirB, 'hall', 'sync', '--timeout', '30').status).toBe(0);
    expect(faultsOf(hall, 'B')).toEqual([]);
    // Everything before the play the stream refused: that one waits in A's log.
    const stationA = new Station({ dataDir: dirA, mustExist: true });
    const headA = stationA.log.head()?.seq ?? 0;
    stationA.close();
    expect(status(hall).stations.find((row) => row.name === 'A')?.entries).toBe(headA - 1);
  }, 150_000);
});
