// The console's tournament-hall section against a real data folder and a real SQLite log: join
// with a join file the CLI made, see the link's state, leave, each recorded in the log; refusals
// without a session and for bad files give the CLI's messages. No hub runs here (the e2e has one):
// the link keeps trying a port nobody listens on, so it reads "not connected".
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import {
  startStationHallControl,
  type StationHallControl,
} from '../../electron/hall/station/station-hall-control.ts';
import { dispatch } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import type { Method } from '../../electron/ipc/channels.ts';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { stationApiOver } from '../../electron/ipc/station-api-client.ts';
import { runCli } from '../cli/run-cli.ts';
import { unreachableJoinFile } from '../support/hall/hall-fixture.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const controls: StationHallControl[] = [];
afterEach(async () => {
  for (const control of controls.splice(0)) await control.stop();
});

async function unlockedStation(options: { readonly now?: () => Date } = {}) {
  const dir = tempDir();
  const dataDir = join(dir, 'data');
  const station = new Station({ dataDir });
  const control = startStationHallControl(station, dataDir, () => undefined);
  controls.push(control);
  const handlers = new StationHandlers(station, {
    hallLink: control,
    ...(options.now === undefined ? {} : { now: options.now, sessionIdleMs: 60_000 }),
  });
  // Through the derived client over dispatch, as the screen calls; the request stays `unknown` so a
  // test can send what the screen never would.
  const api = stationApiOver((channel, request) =>
    Promise.resolve().then(() => dispatch(handlers, channel, request)),
  );
  const call = <M extends Method>(method: M, request?: unknown) =>
    (api[method] as (request?: unknown) => ReturnType<StationApi[M]>)(request);
  const setUp = await call('setUp', { pin: '271828', stationName: 'Station 3' });
  if (!setUp.ok) throw new Error(setUp.message);
  return { dir, dataDir, station, control, call, token: setUp.token };
}

describe("the console's hall section", () => {
  it('joins with a join file, shows the link with its pending entries, and leaves; both are logged', async () => {
    const { dir, dataDir, station, call, token } = await unlockedStation();
    expect(await call('hallStatus', { token })).toEqual({ ok: true, link: null });
    // Looking does not make a link file.
    expect(existsSync(join(dataDir, 'hall.sqlite'))).toBe(false);

    const joined = await call('hallJoin', { token, path: await unreachableJoinFile(dir, 'Station 3') });
    expect(joined).toMatchObject({ ok: true, link: { stationName: 'Station 3', connected: false } });
    const events = () =>
      [...station.log.entries()].filter((entry) => entry.kind === 'event').map((entry) => entry.action);
    expect(events()).toContain('hall-joined');
    const head = station.log.head();
    const status = await call('hallStatus', { token });
    // Nothing has reached the hub: every entry (set-up, unlock, the join itself) waits.
    expect(status).toMatchObject({ ok: true, link: { connected: false, pending: head?.seq } });

    const left = await call('hallLeave', { token });
    expect(left).toEqual({ ok: true, left: true });
    expect(events().at(-1)).toBe('hall-left');
    expect(await call('hallStatus', { token })).toEqual({ ok: true, link: null });
    // Leaving twice is not an error, and records nothing more.
    const count = station.log.head()?.seq;
    expect(await call('hallLeave', { token })).toEqual({ ok: true, left: false });
    expect(station.log.head()?.seq).toBe(count);
  });

  it('refuses a missing, foreign or damaged join file with the messages the CLI gives, and records nothing', async () => {
    const { dir, station, call, token } = await unlockedStation();
    const foreign = join(dir, 'foreign.json');
    writeFileSync(foreign, '{"format":"something-else","formatVersion":1}');
    const damaged = join(dir, 'damaged.json');
    writeFileSync(damaged, '{"format":"challenge-station-hall-join","formatVersion":1,"hallId":"x"}');
    const missing = join(dir, 'missing.join');
    const head = station.log.head();
    for (const [path, message] of [
      [missing, `The join file ${missing} cannot be read (ENOENT).`],
      [foreign, `The join file ${foreign} is not a Challenge Station join file.`],
      [damaged, `The join file ${damaged} is damaged`],
    ] as const) {
      const answer = await call('hallJoin', { token, path });
      expect(answer).toMatchObject({ ok: false, reason: 'request' });
      expect((answer as { message: string }).message).toContain(message);
      // The CLI says the same.
      expect(runCli(join(dir, 'cli-station'), 'hall', 'join', path).stderr).toContain(message);
    }
    expect(station.log.head()).toEqual(head);
    expect(await call('hallStatus', { token })).toEqual({ ok: true, link: null });
  });

  it('refuses join, leave and status without a live session, and joins nothing', async () => {
    const { dir, call, token } = await unlockedStation();
    const file = await unreachableJoinFile(dir, 'Station 3');
    await call('lock', { token });
    for (const [method, request] of [
      ['hallJoin', { token, path: file }],
      ['hallLeave', { token }],
      ['hallStatus', { token }],
    ] as const) {
      expect(await call(method, request), method).toMatchObject({ ok: false, reason: 'session' });
    }
    const again = await call('unlock', { pin: '271828' });
    if (!again.ok) throw new Error(again.message);
    expect(await call('hallStatus', { token: again.token })).toEqual({ ok: true, link: null });
  });

  it("lets the page's status polls not keep an idle session alive", async () => {
    let time = Date.parse('2026-11-25T10:00:00Z');
    const { call, token } = await unlockedStation({ now: () => new Date(time) });
    for (let second = 0; second < 50; second += 2) {
      time += 2_000;
      expect(await call('hallStatus', { token })).toEqual({ ok: true, link: null });
    }
    time += 20_000;
    expect(await call('hallStatus', { token })).toMatchObject({ ok: false, reason: 'session' });
  });
});
