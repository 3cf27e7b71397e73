import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../electron/core/log/log-entry.ts';
import { verifyChain } from '../../electron/core/log/log-verify.ts';
import type { Station } from '../../electron/core/station/station.ts';
import {
  installProbe,
  readProbe,
  typeKeys,
  verdictSpoken,
  type KioskFixture,
} from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';

// Fail closed, caused from outside the station the way a real fault is: another process holding the
// database's write lock, or files the filesystem refuses to write. (As root, chmod stops nothing.)
const FAULT = 'This station cannot record challenges — please call the director';
const READY = 'How many words are challenged?';

const openKiosk = useKiosks();
const cleanups: (() => void)[] = [];
// Registered after useKiosks, so it runs first (vitest runs afterEach hooks last registered first):
// the lock is let go and the files made writable before the station closes.
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

async function start(): Promise<KioskFixture> {
  const kiosk = await openKiosk(undefined, { setUp: true });
  await kiosk.page.waitForSelector('[data-screen=ready]');
  await installProbe(kiosk.page);
  return kiosk;
}

/** The adjudications in the log (other entries, such as console events, aside). */
function adjudications(station: Station): LogEntry[] {
  return [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
}

/**
 * A challenge the station cannot record: no verdict is ever drawn, the fault is, and nothing is
 * logged. Returns how long the fault took to appear.
 */
async function expectFailClosed({ page, station }: KioskFixture): Promise<number> {
  await page.keyboard.press('2');
  await typeKeys(page, 'cat dog');
  const started = Date.now();
  await page.keyboard.press('Tab');
  await page.waitForSelector('[data-screen=unavailable]', { timeout: 15_000 });
  const waited = Date.now() - started;
  expect(await page.textContent('main')).toContain(FAULT);
  expect(await page.getByRole('status').textContent()).toBe('');
  const { screens, tabToVerdictMs } = await readProbe(page);
  expect(screens).not.toContain('verdict');
  expect(tabToVerdictMs).toBeNull();
  expect(adjudications(station)).toEqual([]);
  return waited;
}

/** The kiosk asks the station again (every 2 s) and, the fault still there, keeps showing it. */
async function expectStillFaulted({ page }: KioskFixture): Promise<void> {
  await page.waitForResponse((response) => response.url().endsWith('/api/kiosk:state'), { timeout: 15_000 });
  await page.waitForTimeout(200);
  expect(await page.textContent('main')).toContain(FAULT);
  expect((await readProbe(page)).screens.slice(-1)).toEqual(['unavailable']);
  expect((await readProbe(page)).screens).not.toContain('verdict');
}

/** The fault has cleared: the kiosk is ready again by itself, and the next challenge is logged. */
async function expectRecovered({ page, station }: KioskFixture): Promise<void> {
  // The kiosk asks the station again every 2 s; an attempt may still be waiting on the lock.
  await expect.poll(() => page.textContent('main'), { timeout: 15_000 }).toContain(READY);
  await page.keyboard.press('1');
  await typeKeys(page, 'dog');
  await page.keyboard.press('Tab');
  expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
  expect(adjudications(station)).toMatchObject([{ words: ['DOG'], verdict: 'ACCEPTABLE', source: 'kiosk' }]);
  expect(verifyChain(station.log.rows())).toMatchObject({ ok: true });
}

describe('fail closed in a real browser', () => {
  it('shows no verdict while another process holds the log’s write lock, and recovers when it lets go', async () => {
    const fixture = await start();
    // Another connection (as another process would) takes the write lock and keeps it. The station
    // waits its busy timeout (5 s) for the lock, then must give up without a verdict.
    const blocker = new Database(join(fixture.dataDir, 'station.sqlite'));
    cleanups.push(() => blocker.close());
    blocker.exec('BEGIN EXCLUSIVE');

    const waited = await expectFailClosed(fixture);
    expect(waited).toBeGreaterThanOrEqual(4_500);
    await expectStillFaulted(fixture);

    blocker.exec('ROLLBACK');
    await expectRecovered(fixture);
  }, 60_000);

  it('shows no verdict while the filesystem refuses to write the log, and recovers when it allows it', async (context) => {
    const fixture = await start();
    // Root ignores file modes, but not the immutable attribute: writes to an immutable file fail with
    // EPERM even through a descriptor opened before. Not the -shm file: SQLite maps it into memory,
    // and a store into an immutable mapping kills the process (SIGBUS) instead of failing a write.
    // Both must exist: a missing -wal would be created afresh, writable, and the log would go on.
    const files = ['station.sqlite', 'station.sqlite-wal'].map((name) => join(fixture.dataDir, name));
    expect(files.filter((path) => !existsSync(path))).toEqual([]);
    const probe = join(fixture.dataDir, 'immutable-probe');
    writeFileSync(probe, '');
    try {
      execFileSync('chattr', ['+i', probe], { stdio: 'ignore' });
      execFileSync('chattr', ['-i', probe], { stdio: 'ignore' });
    } catch {
      context.skip(
        'chattr +i needs CAP_LINUX_IMMUTABLE and a filesystem with the attribute (ext4, xfs, btrfs)',
      );
    }
    const release = () => execFileSync('chattr', ['-i', ...files]);
    execFileSync('chattr', ['+i', ...files]);
    cleanups.push(release);

    await expectFailClosed(fixture);
    await expectStillFaulted(fixture);

    release();
    await expectRecovered(fixture);
  }, 60_000);
});
