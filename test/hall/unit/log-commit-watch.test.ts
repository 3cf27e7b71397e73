// What wakes a quiet station's hall process (electron/hall/station/log-commit-watch.ts): the judging
// thread's writes to its real station.sqlite, seen through Linux's inotify; nothing else it writes.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StationLinkStore } from '../../../electron/core/hall/station/station-link-store.ts';
import { ChallengeLog } from '../../../electron/core/log/challenge-log.ts';
import { openStationDatabase } from '../../../electron/core/store/station-database.ts';
import { watchLogCommits, type CommitWatch } from '../../../electron/hall/station/log-commit-watch.ts';
import { adjudicationContent } from '../../support/adjudication-content.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0).reverse()) close();
});

/** Long enough that a wait ending by its own timer would fail the test's own timeout first. */
const NEVER_MS = 60_000;

function station(): { dir: string; log: ChallengeLog; watch: CommitWatch } {
  const dir = tempDir();
  const db = openStationDatabase(join(dir, 'station.sqlite'));
  closers.push(() => db.close());
  const log = new ChallengeLog(db);
  log.append(adjudicationContent(['QI'])); // the write-ahead log exists before the watch starts
  const watch = watchLogCommits(dir);
  if (watch === null) throw new Error('the folder could not be watched');
  closers.push(() => watch.disarm());
  return { dir, log, watch };
}

/** A wait not aborted from outside. */
const noAbort = (): AbortSignal => new AbortController().signal;

describe("the station's writes wake its hall process", () => {
  it('a wait ends at the next commit of a verdict, long before its own time is up', async () => {
    const { log, watch } = station();
    watch.arm();
    const woke = watch.wait(NEVER_MS, noAbort());
    setTimeout(() => log.append(adjudicationContent(['ZA', 'QI'])), 20);
    expect(await woke).toBe(true);
  });

  it('a commit made after the watch began, while nobody waited, ends the next wait at once', async () => {
    const { log, watch } = station();
    watch.arm();
    log.append(adjudicationContent(['ZA']));
    // The watch hears of it on a later turn of the event loop, as it would between two reads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await watch.wait(NEVER_MS, noAbort())).toBe(true);
  });

  it('with nothing written, a wait ends when its time is up, saying so', async () => {
    const { watch } = station();
    watch.arm();
    expect(await watch.wait(30, noAbort())).toBe(false);
  });

  it("the hall process's own writes (its hall.sqlite) do not wake it", async () => {
    const { dir, watch } = station();
    watch.arm();
    const woke = watch.wait(300, noAbort());
    // Made and migrated here: hall.sqlite and its write-ahead log written, in the same folder.
    const link = new StationLinkStore(dir);
    closers.push(() => link.close());
    expect(link.link()).toBeNull();
    expect(await woke).toBe(false);
  });

  it('a stopped publisher (the signal aborted) ends the wait at once', async () => {
    const { watch } = station();
    const stopping = new AbortController();
    watch.arm();
    const woke = watch.wait(NEVER_MS, stopping.signal);
    stopping.abort();
    expect(await woke).toBe(false);
  });

  it('writes while not watching are not seen: a busy station does not wake its hall process at each', async () => {
    const { log, watch } = station();
    // Before arm: not watched.
    log.append(adjudicationContent(['ZA']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    watch.arm();
    expect(await watch.wait(100, noAbort())).toBe(false);
    // A wait that returned stopped watching; so does disarm.
    watch.arm();
    const woke = watch.wait(NEVER_MS, noAbort());
    log.append(adjudicationContent(['QI']));
    expect(await woke).toBe(true);
    log.append(adjudicationContent(['ZA']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    watch.arm();
    watch.disarm();
    log.append(adjudicationContent(['QI']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    watch.arm();
    expect(await watch.wait(100, noAbort())).toBe(false);
  });

  it('a folder that cannot be watched gives null: the publisher polls instead', () => {
    expect(watchLogCommits(join(tempDir(), 'not-there'))).toBeNull();
  });
});
