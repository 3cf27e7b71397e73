// The Electron kiosk quitting (the console's Quit, the system's shutdown or SIGTERM, the window
// closed by the OS: each reaches `will-quit`) while its hall link still has entries to send: the
// quit is held until the link has published them (5 s at most) and sent its last state, then the
// station closes and the app quits. The kiosk's main.ts runs against the fake `electron` the shell's
// own tests use; the hub and its nats-server are real, on loopback.
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ChainHead } from '../../electron/core/log/challenge-log.ts';
import { Station } from '../../electron/core/station/station.ts';
import { runCli } from '../cli/run-cli.ts';
import type * as ElectronMock from '../mocks/electron.ts';
import { hubAdmits, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

afterAll(() => {
  vi.unstubAllEnvs();
});
const { cleanups, runningHub } = useHallSuite();

interface StatusRow {
  readonly entries: number;
  readonly verified: ChainHead | null;
  readonly stationHead: ChainHead | null;
}

function row(hubDir: string): StatusRow | undefined {
  return (JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as { stations: StatusRow[] })
    .stations[0];
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`the kiosk quitting while it publishes${reason}`, () => {
  it('holds the quit until its hall link has sent every entry and its final head', async () => {
    const { root, hubDir } = await runningHub('kiosk-quit');
    const file = join(root, 'k.join');
    expect(runCli(hubDir, 'hall', 'invite', 'Kiosk', '--out', file).status).toBe(0);
    await hubAdmits(file);
    // A backlog judged while the hall was away: the kiosk starts publishing it as soon as it runs.
    const dataDir = join(root, 'kiosk');
    const offline = new Station({ dataDir });
    offline.prepare();
    for (let play = 0; play < 6_000; play += 1)
      offline.judge({ words: [play % 3 === 0 ? 'ZZZQ' : 'QI'], source: 'cli', table: (play % 40) + 1 });
    offline.close();
    expect(runCli(dataDir, 'hall', 'join', file).status).toBe(0);

    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    cleanups.push(() => log.mockRestore());
    vi.stubEnv('CHALLENGE_STATION_DATA_DIR', dataDir);
    vi.resetModules();
    const electron = (await import('electron')) as unknown as typeof ElectronMock;
    electron.resetFake();
    await import('../../electron/main/main.ts');
    await vi.waitFor(() => {
      expect(lines.join('\n')).toContain('hall: connected to the hub');
    }, 20_000);
    // The kiosk's binary does not run as Node: its hall link is Electron's utility process.
    expect(electron.fake.utilityProcesses).toEqual([
      expect.objectContaining({
        modulePath: expect.stringMatching(/hall-link-process\.ts$/u) as unknown,
        options: expect.objectContaining({ serviceName: 'Challenge Station hall link' }) as unknown,
      }),
    ]);

    // The system quits the app at once, the backlog still going out.
    const quitting = electron.fakeEvent();
    electron.app.emit('will-quit', quitting);
    expect(quitting.defaultPrevented).toBe(true);
    expect(electron.app.quitCount).toBe(0);
    await vi.waitFor(
      () => {
        expect(electron.app.quitCount).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    // The quit it asked for again goes through, the station closed.
    const again = electron.fakeEvent();
    electron.app.emit('will-quit', again);
    expect(again.defaultPrevented).toBe(false);

    const station = new Station({ dataDir, mustExist: true });
    const head = station.log.head();
    station.close();
    expect(lines).toContain(`hall: every entry sent to the hub before closing (head ${head?.seq})`);
    await vi.waitFor(
      () => {
        expect(row(hubDir)).toMatchObject({ entries: head?.seq, verified: head, stationHead: head });
      },
      { timeout: 20_000, interval: 250 },
    );
  }, 120_000);
});
