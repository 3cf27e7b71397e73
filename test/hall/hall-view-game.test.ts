// The game of a challenge at the hall: the hub keeps it with the entry, the hall view's feed and
// entry panel show it (names made visible), and `hall export`'s merged files carry it.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameContext } from '../../electron/core/game/game-context.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { parseCsv } from '../cli/run-cli.ts';
import { carryLog } from '../support/hall/hub-feeding.ts';
import { GAME_EXPORT_COLUMNS, mergedCsvColumns } from '../support/export-columns.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const TOKEN = 'tok0001';
let hubDir: string;
let store: HubStore;
let station: Station;
let handlers: HallViewHandlers;

// A right-to-left override in a name: shown as its code, so one player cannot read as the other.
const GAME: GameContext = {
  division: 'A',
  round: 5,
  table: '12',
  players: [
    { division: 'A', number: 7, name: 'DOE, Jane' },
    { division: 'A', number: 19, name: 'ROE, \u202eJohn' },
  ],
  challenger: 2,
};

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', TOKEN, null, new Date());
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  handlers = new HallViewHandlers(hubDir, hubViewPort(store));
});

afterEach(() => {
  handlers.close();
  store.close();
  station.close();
});

describe('a challenge’s game at the hall', () => {
  it('is in the feed and the entry panel, with the players, the challenger and the outcome', () => {
    const played = station.judge({ words: ['QI', 'ZZZQ'], source: 'cli', game: GAME }).entry;
    const plain = station.judge({ words: ['QI'], source: 'cli', table: 3 }).entry;
    carryLog(store, TOKEN, station);
    const { items } = handlers.snapshot({ feed: '', since: 0 });
    const game = {
      division: 'A',
      round: 5,
      table: '12',
      players: [
        { division: 'A', number: 7, name: 'DOE, Jane' },
        { division: 'A', number: 19, name: 'ROE, ⟨U+202E⟩John' },
      ],
      challenger: 2,
      playFate: 'comes-off',
      turnLostBy: 'player',
      turnLoserSeat: 1,
      bonusPoints: null,
      bonusSeat: null,
    };
    expect(items.map((item) => [item.seq, item.game])).toEqual([
      [played.seq, game],
      [plain.seq, null],
    ]);
    expect(handlers.entry({ token: TOKEN, seq: played.seq, reveal: false }).game).toEqual(game);
    expect(handlers.entry({ token: TOKEN, seq: plain.seq, reveal: false }).game).toBeNull();
  });

  it('is carried by the merged CSV, JSON Lines and HTML of `hall export`', () => {
    const played = station.judge({
      words: ['CAT'],
      source: 'cli',
      game: GAME,
      challengeRule: { kind: 'points', points: 5 },
    }).entry;
    carryLog(store, TOKEN, station);
    const { files } = handlers.exportLog();
    const file = (name: string) => readFileSync(files.find((path) => path.endsWith(name)) ?? '', 'utf8');

    const rows = parseCsv(file('merged.csv').replace(/^\uFEFF/u, ''));
    const header = rows.findIndex((row) => row[0] === 'seq');
    expect(rows[header]).toEqual(mergedCsvColumns(true));
    const row = rows.slice(header + 1).find((cells) => cells[0] === String(played.seq)) ?? [];
    expect(row[rows[header]?.indexOf('station_name') ?? -1]).toBe('Station 1');
    expect(row.slice(-GAME_EXPORT_COLUMNS.length)).toEqual([
      'A',
      '5',
      '12',
      'A',
      '7',
      'DOE, Jane',
      'A',
      '19',
      'ROE, ⟨U+202E⟩John',
      '2',
      'stays',
      '',
      '5',
    ]);

    const record = file('merged.jsonl')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.seq === played.seq);
    expect(record).toMatchObject({ second_player_name: 'ROE, \u202eJohn', challenger: 2, bonus_points: 5 });

    const html = file('merged.html');
    expect(html).toContain('Round 5 · Table 12 · Division A');
    expect(html).toContain('The play stays — 1 DOE, Jane (A7) +5');
    expect(html).not.toContain('\u202e');
  });
});
