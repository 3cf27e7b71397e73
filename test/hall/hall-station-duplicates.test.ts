// A station whose entries the stream drops as duplicates while the hub lacks them gets them through
// in seconds, not the stream's 15-minute duplicate window: another party holding one station's
// credentials publishes, on its own subject, messages carrying the victim's exact future message
// ids (the stream takes them; the hub refuses them), then the victim publishes. Real hub and
// nats-server on loopback; the forger uses the NATS client with station A's own join file.
import { until } from '../support/until.ts';
import { jetstream } from '@nats-io/jetstream';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMessageId, stationSubjects } from '../../electron/core/hall/wire/hall-subjects.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { readJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import type { ChainHead } from '../../electron/core/log/challenge-log.ts';
import { Station } from '../../electron/core/station/station.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { runCli } from '../cli/run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { freePort, hubAdmits, NATS_SERVER, type HubProcess } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { startStationProcess } from '../support/hall/station-process.ts';

const { cleanups, startHub } = useHallSuite();

interface StatusRow {
  readonly name: string;
  readonly entries: number;
  readonly chain: string;
  readonly behind: number;
  readonly verified: ChainHead | null;
}

function hallStatus(hubDir: string): StatusRow[] {
  return (JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as { stations: StatusRow[] })
    .stations;
}

function row(hubDir: string, name: string): StatusRow | undefined {
  return hallStatus(hubDir).find((station) => station.name === name);
}

async function hubWithRoot(): Promise<{ root: string; hubDir: string; hub: HubProcess }> {
  const root = makeTempDir();
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const hub = startHub(hubDir, await freePort());
  await hub.waitFor('is running');
  return { root, hubDir, hub };
}

/** Invites `name`, waits until the hub admits it; the join file's path. */
async function invite(root: string, hubDir: string, name: string): Promise<string> {
  const file = join(root, `${name}.join`);
  expect(runCli(hubDir, 'hall', 'invite', name, '--out', file).status).toBe(0);
  await hubAdmits(file);
  return file;
}

/** A station that judged `plays` plays before joining with `file`: its whole log, joined. */
function judgedAndJoined(dataDir: string, file: string, plays: number): { seq: number; hash: string }[] {
  for (let table = 1; table <= plays; table += 1)
    expect([0, 1]).toContain(
      runCli(dataDir, 'judge', table % 2 === 0 ? 'QI' : 'ZZZQ', '--table', String(table)).status,
    );
  expect(runCli(dataDir, 'hall', 'join', file).status).toBe(0);
  const station = new Station({ dataDir, mustExist: true });
  try {
    return [...station.log.entries()].map(({ seq, hash }) => ({ seq, hash }));
  } finally {
    station.close();
  }
}

/**
 * With the credentials of `forgerFile`, publishes on the forger's own subject one message for each
 * run of `victim`'s entries it could publish (every range, a single entry included), carrying the
 * very message id the victim's station will publish it with.
 */
async function takeTheirIds(
  forgerFile: string,
  victimFile: string,
  entries: readonly { seq: number; hash: string }[],
): Promise<void> {
  const forger = readJoinFile(forgerFile);
  const victim = readJoinFile(victimFile);
  const nc = await connectStation(forger, { name: 'forger' });
  try {
    const js = jetstream(nc);
    for (const [index, first] of entries.entries()) {
      for (const { seq, hash } of entries.slice(index)) {
        const ack = await js.publish(
          stationSubjects(forger.hallId, forger.token).entries,
          '{"forged":true}',
          { msgID: runMessageId(victim.token, first.seq, seq, hash) },
        );
        // The stream took it: the victim's own message with this id would now be dropped.
        expect(ack.duplicate).toBe(false);
      }
    }
  } finally {
    await nc.close();
  }
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`entries the stream calls duplicates${reason}`, () => {
  it('`hall sync` gets them to the hub in seconds under fresh ids, once each', async () => {
    const { root, hubDir } = await hubWithRoot();
    const fileA = await invite(root, hubDir, 'A');
    const fileB = await invite(root, hubDir, 'B');
    const entries = judgedAndJoined(join(root, 'b'), fileB, 4);
    await takeTheirIds(fileA, fileB, entries);

    const started = Date.now();
    const synced = runCli(join(root, 'b'), 'hall', 'sync', '--timeout', '20');
    expect(synced.status, synced.stderr).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(synced.stderr).toContain('under fresh ids');
    const head = entries.at(-1);
    expect(row(hubDir, 'B')).toMatchObject({
      entries: entries.length,
      chain: 'verified',
      behind: 0,
      verified: head,
    });

    // A second sync has nothing more to send, and the hub still holds each entry once.
    expect(runCli(join(root, 'b'), 'hall', 'sync', '--timeout', '10').status).toBe(0);
    expect(row(hubDir, 'B')).toMatchObject({ entries: entries.length, chain: 'verified' });
    const exported = join(root, 'export');
    expect(runCli(hubDir, 'hall', 'export', '--to', exported).status).not.toBeNull();
  }, 90_000);

  it('a running station gets them to the hub at its next receipts, long before its resend-after time', async () => {
    const { root, hubDir } = await hubWithRoot();
    const fileA = await invite(root, hubDir, 'A');
    const fileC = await invite(root, hubDir, 'C');
    const dataDir = join(root, 'c');
    const entries = judgedAndJoined(dataDir, fileC, 3);
    await takeTheirIds(fileA, fileC, entries);

    // Its resend of entries its hub lacks would come after a minute: only the duplicates' own
    // resend can bring them within the wait below.
    const station = startStationProcess(dataDir, 60_000);
    cleanups.push(() => station.kill());
    await station.ready();
    await until(
      () => row(hubDir, 'C')?.entries === entries.length,
      `the hub holds C's ${entries.length} entries`,
      20_000,
    );
    expect(row(hubDir, 'C')).toMatchObject({ chain: 'verified', verified: entries.at(-1) });
    // Its log says why (read once the test's own event loop has taken the child's output in).
    await until(
      () => station.events().some((line) => line.includes('under fresh ids (attempt 1)')),
      'the station says it sent them again under fresh ids',
      5_000,
    );
    // Judging on: the next entries flow as ever, each once.
    await station.burst(5);
    const head = await station.halt();
    await until(() => row(hubDir, 'C')?.entries === head.head?.seq, 'the hub holds the next entries', 20_000);
    expect(row(hubDir, 'C')).toMatchObject({ chain: 'verified', verified: head.head });
  }, 90_000);

  it('a station that left and joined with another invitation has its whole log taken by the stream again', async () => {
    const { root, hubDir } = await hubWithRoot();
    const first = await invite(root, hubDir, 'Wrong');
    const second = await invite(root, hubDir, 'Right');
    const dataDir = join(root, 's');
    judgedAndJoined(dataDir, first, 2);
    expect(runCli(dataDir, 'hall', 'sync', '--timeout', '20').status).toBe(0);
    expect(runCli(dataDir, 'hall', 'leave').status).toBe(0);
    expect(runCli(dataDir, 'hall', 'join', second).status).toBe(0);
    const station = new Station({ dataDir, mustExist: true });
    const head = station.log.head()?.seq ?? 0;
    station.close();
    // The hub decides what it makes of one log under two invitations (it raises a fault); what the
    // station owes it is every entry, at once: none dropped by the stream for the ids they had
    // under the first invitation (the old `stationId:seq` ids dropped all but the two new ones).
    runCli(dataDir, 'hall', 'sync', '--timeout', '3');
    const right = readJoinFile(second);
    // Every entry reached the hub under the second invitation: the station id is the first's, so
    // the hub keeps each one as evidence (`two-machines`) rather than in a chain. Read from the
    // hub's store: only its own consumer may read the stream.
    const reachedHub = (): number[] => {
      const store = new HubStore(hubDir);
      try {
        const seqs = store.quarantine
          .all()
          .filter((item) => item.token === right.token)
          .map((item) => item.seq ?? 0);
        return [...new Set(seqs)].sort((a, b) => a - b);
      } finally {
        store.close();
      }
    };
    await until(
      () => reachedHub().length === head,
      `the hub has every one of the ${head} entries under the second invitation`,
      20_000,
    );
    expect(reachedHub()).toEqual(Array.from({ length: head }, (_, index) => index + 1));
  }, 90_000);
});
