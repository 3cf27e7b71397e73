// The console's Pairings section against a real data folder: TSH's files of an invented event read
// from a path, the summary, a bad file refused with the CLI's message while what was held stays,
// Clear, each change logged; and a request without a session refused, holding nothing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import { dispatch } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import type { Method } from '../../electron/ipc/channels.ts';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { stationApiOver } from '../../electron/ipc/station-api-client.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const FIXTURES = fileURLToPath(new URL('../core/tsh/fixtures/', import.meta.url));

async function unlocked() {
  const dir = tempDir();
  const station = new Station({ dataDir: join(dir, 'data') });
  const handlers = new StationHandlers(station, {});
  const api = stationApiOver((channel, request) =>
    Promise.resolve().then(() => dispatch(handlers, channel, request)),
  );
  const call = <M extends Method>(method: M, request?: unknown) =>
    (api[method] as (request?: unknown) => ReturnType<StationApi[M]>)(request);
  const setUp = await call('setUp', { pin: '271828', stationName: 'Station 3' });
  if (!setUp.ok) throw new Error(setUp.message);
  return { dir, station, call, token: setUp.token };
}

function pairingsEvents(station: Station): string[] {
  return [...station.log.entries()].flatMap((entry) =>
    entry.kind === 'event' && entry.action?.startsWith('pairings-') === true
      ? [`${entry.action} ${entry.details ?? ''}`]
      : [],
  );
}

describe("the console's Pairings section", () => {
  it('reads a config.tsh, shows the summary, refuses a bad file keeping it, and clears', async () => {
    const { dir, station, call, token } = await unlocked();
    expect(await call('stationPairings', { token })).toEqual({ ok: true, summary: null, fromHall: false });

    const path = join(FIXTURES, 'event', 'config.tsh');
    const read = await call('readPairings', { token, path });
    if (!read.ok) throw new Error(read.message);
    expect(read.summary).toMatchObject({ from: 'file', where: path, file: 'config.tsh', setRound: null });
    const divisionA = read.summary?.divisions[0];
    expect(divisionA).toMatchObject({ name: 'A', round: 3, players: 4 });
    expect(
      divisionA?.tables.map((table) => [table.table, table.players.map((player) => player.name)]),
    ).toEqual([
      ['11', ['Müller, Anna', 'Quill, Cora']],
      ['12', ['Ñúñez, Beto', 'Rook, Dale']],
    ]);

    const neither = join(dir, 'notes.txt');
    writeFileSync(neither, 'round 3 at two\n');
    expect(await call('readPairings', { token, path: neither })).toMatchObject({
      ok: false,
      reason: 'request',
      message: expect.stringContaining('notes.txt is neither a TSH tourney.js') as unknown,
    });
    expect((await call('stationPairings', { token })).ok && station.pairings.read()?.where).toBe(path);

    // The round a director sets is the one shown.
    await call('updateStation', { token, config: { round: 2 } });
    const setRound = await call('stationPairings', { token });
    expect(setRound.ok && setRound.summary?.divisions.map((division) => division.round)).toEqual([2, 2]);

    expect(await call('clearPairings', { token })).toEqual({ ok: true, summary: null, fromHall: false });
    expect(pairingsEvents(station)).toEqual([`pairings-read ${path}`, `pairings-cleared ${path}`]);
  });

  it('refuses every pairings request without a live session, and holds nothing', async () => {
    const { station, call } = await unlocked();
    const forged = 'b'.repeat(64);
    const path = join(FIXTURES, 'tourney.js.txt');
    for (const [method, request] of [
      ['stationPairings', { token: forged }],
      ['readPairings', { token: forged, path }],
      ['clearPairings', { token: forged }],
    ] as const) {
      expect(await call(method, request)).toMatchObject({ ok: false, reason: 'session' });
    }
    expect(station.pairings.read()).toBeNull();
    await expect(call('readPairings', { token: forged, path: 'x'.repeat(5000) })).rejects.toThrow(
      'Invalid payload',
    );
  });
});
