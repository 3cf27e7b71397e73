// The console joins only a station that has not joined a hall: its section
// offers joining only then, and a join that finds a hall joined (by the CLI meanwhile, or a second
// request) is refused with the way out, the link and the log unchanged. The CLI's `--replace` is the
// one way to replace a link. A real data folder and log; no hub runs (the link reads "not connected").
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import {
  startStationHallControl,
  type StationHallControl,
} from '../../electron/hall/station/station-hall-control.ts';
import { dispatch } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CHANNELS, type Method } from '../../electron/ipc/channels.ts';
import type { ResponseByMethod } from '../../electron/ipc/contract.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { unreachableJoinFile } from '../support/hall/hall-fixture.ts';

const tempDir = useTempDirs();
const controls: StationHallControl[] = [];
afterEach(async () => {
  for (const control of controls.splice(0)) await control.stop();
});

describe("the console's hall section on a station already joined", () => {
  it('refuses another join, says to leave first, and changes neither the link nor the log', async () => {
    const dir = tempDir();
    const dataDir = join(dir, 'data');
    const station = new Station({ dataDir });
    const control = startStationHallControl(station, dataDir, () => undefined);
    controls.push(control);
    const handlers = new StationHandlers(station, { hallLink: control });
    const call = ((method: Method, request?: unknown) =>
      Promise.resolve().then(() => dispatch(handlers, CHANNELS[method], request))) as <M extends Method>(
      method: M,
      request?: unknown,
    ) => Promise<ResponseByMethod[M]>;
    const setUp = await call('setUp', { pin: '271828', stationName: 'Station 3' });
    if (!setUp.ok) throw new Error(setUp.message);
    const { token } = setUp;

    const first = await unreachableJoinFile(dir, 'Station 3');
    const second = await unreachableJoinFile(dir, 'Station 4');
    expect(await call('hallJoin', { token, path: first })).toMatchObject({
      ok: true,
      link: { stationName: 'Station 3' },
    });
    const head = station.log.head();
    const again = await call('hallJoin', { token, path: second });
    expect(again).toMatchObject({ ok: false, reason: 'request' });
    const message = (again as { message: string }).message;
    expect(message).toContain('This station has already joined the hall');
    expect(message).toContain('as "Station 3"');
    expect(message).toContain('Leave that hall first to join another.');
    expect(station.log.head()).toEqual(head);
    expect(await call('hallStatus', { token })).toMatchObject({
      ok: true,
      link: { stationName: 'Station 3' },
    });

    // Left, the station joins the other hall from the console as before.
    expect(await call('hallLeave', { token })).toEqual({ ok: true, left: true });
    expect(await call('hallJoin', { token, path: second })).toMatchObject({
      ok: true,
      link: { stationName: 'Station 4' },
    });
  });
});
