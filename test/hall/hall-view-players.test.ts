// The hall view's player page's answers (`hall:players`) from a hub store filled by the hub's own
// ingest, without a network: each player's figures from the stations' verified entries, grown as
// more entries arrive, with a ruling on its line.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carriedPairingsFrom } from '../../electron/core/game/carried-pairings.ts';
import { readPairingsFile } from '../../electron/core/game/pairings-file.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { recordRuling } from '../../electron/core/review/challenge-review.ts';
import { Station } from '../../electron/core/station/station.ts';
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { visibleText } from '../../electron/core/hall/wire/visible-text.ts';
import { carryLog } from '../support/hall/hub-feeding.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const TOKEN = 'tok0001';
const EVENT = join(import.meta.dirname, '../core/tsh/fixtures/event/config.tsh');
let store: HubStore;
let station: Station;
let handlers: HallViewHandlers;

beforeEach(() => {
  const hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', TOKEN, null, new Date());
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  station.pairings.hold({
    from: 'file',
    where: EVENT,
    pairings: carriedPairingsFrom(readPairingsFile(EVENT), {
      file: 'config.tsh',
      readAt: new Date().toISOString(),
    }),
  });
  handlers = new HallViewHandlers(hubDir, hubViewPort(store));
});

afterEach(() => {
  handlers.close();
  store.close();
  station.close();
});

describe('the hall view’s player page', () => {
  it("counts each player's challenges from the hub's entries, and again as more arrive", () => {
    expect(handlers.players()).toEqual({ players: [], withoutGame: 0, challengerUnknown: 0 });
    // Round 3, table 11: Müller, Anna (A 1) goes first against Quill, Cora (A 3). Cora challenges a
    // phony: it comes off and Anna loses the turn.
    const phony = station.judge({ words: ['xqzv'], source: 'cli', table: 11, challenger: 2 }).entry;
    station.judge({ words: ['cat'], source: 'cli' });
    carryLog(store, TOKEN, station);
    const first = handlers.players();
    expect(first.withoutGame).toBe(1);
    expect(first.players.map((player) => [player.number, player.name])).toEqual([
      [1, 'Müller, Anna'],
      [3, 'Quill, Cora'],
    ]);
    expect(first.players[1]).toMatchObject({ challengesMade: { total: 1, won: 1, lost: 0 }, turnsLost: 0 });
    expect(first.players[0]).toMatchObject({
      playsChallenged: { total: 1, stood: 0, cameOff: 1 },
      turnsLost: 1,
    });
    expect(first.players[0]?.lines[0]).toMatchObject({
      round: 3,
      table: '11',
      role: 'played',
      opponent: { division: 'A', number: 3, name: 'Quill, Cora' },
      words: ['XQZV'],
      verdict: 'UNACCEPTABLE',
      playFate: 'comes-off',
      ruling: null,
    });

    // Anna challenges a good play of Cora's, and a word judge's ruling reaches the hub too.
    station.judge({ words: ['cat', 'dog'], source: 'cli', table: 11, challenger: 1 });
    recordRuling(station, { refersTo: phony.seq, ruling: 'upheld', judge: 'Ann', note: '' });
    carryLog(store, TOKEN, station);
    const later = handlers.players();
    expect(later.players[0]).toMatchObject({
      challengesMade: { total: 1, won: 0, lost: 1 },
      wordsChallenged: 2,
      turnsLost: 2,
    });
    expect(later.players[0]?.lines.map((line) => line.ruling)).toEqual(['upheld', null]);
    expect(later.players[1]).toMatchObject({ playsChallenged: { total: 1, stood: 1, cameOff: 0 } });
  });

  it('shows a name with a bidi override as every station-sent text is shown, never as it would read', () => {
    const hostile = 'Quill\u202E, Cora';
    const pairings = carriedPairingsFrom(readPairingsFile(EVENT), {
      file: 'config.tsh',
      readAt: new Date().toISOString(),
    });
    station.pairings.hold({
      from: 'file',
      where: EVENT,
      pairings: JSON.parse(JSON.stringify(pairings).replaceAll('Quill, Cora', hostile)) as typeof pairings,
    });
    station.judge({ words: ['cat'], source: 'cli', table: 11, challenger: 2 });
    carryLog(store, TOKEN, station);
    const [anna, cora] = handlers.players().players;
    expect(cora?.name).toBe(visibleText(hostile));
    expect(cora?.name).not.toContain('\u202E');
    expect(anna?.lines[0]?.opponent.name).toBe(visibleText(hostile));
  });
});
