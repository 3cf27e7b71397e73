// The kiosk's channels with pairings held: kiosk:game answers the game at a table (names with hidden
// characters made visible), kiosk:judge takes the challenger and answers the game and outcome the
// station recorded, and both refuse anything their schema does not allow.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carriedPairingsFrom } from '../../electron/core/game/carried-pairings.ts';
import { readPairingsFile } from '../../electron/core/game/pairings-file.ts';
import { Station } from '../../electron/core/station/station.ts';
import { dispatch, RequestRejectedError } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import type { JudgeResponse, KioskGameLookup, KioskState } from '../../electron/ipc/contract.ts';
import { setUpStation } from '../support/set-up-station.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const EVENT = join(import.meta.dirname, '../core/tsh/fixtures/event/config.tsh');

/** A set-up station whose kiosk judges, holding the fixture event with a right-to-left override in a name. */
function stationHoldingEvent(): { station: Station; handlers: StationHandlers } {
  const station = new Station({ dataDir: join(tempDir(), 'data') });
  setUpStation(station);
  const read = carriedPairingsFrom(readPairingsFile(EVENT), {
    file: 'config.tsh',
    readAt: '2026-12-07T10:00:00.000Z',
  });
  const pairings = JSON.parse(
    JSON.stringify(read).replaceAll('Rook, Dale', 'Rook\u202e, Dale'),
  ) as typeof read;
  station.pairings.hold({ from: 'file', where: EVENT, pairings });
  return { station, handlers: new StationHandlers(station) };
}

async function call<T>(handlers: StationHandlers, channel: string, payload?: unknown): Promise<T> {
  return (await dispatch(handlers, channel, payload)) as T;
}

describe('the kiosk with pairings held', () => {
  it('says the station holds pairings and asks who challenges', async () => {
    const { station, handlers } = stationHoldingEvent();
    expect(await call<KioskState>(handlers, 'kiosk:state')).toMatchObject({
      pairingsHeld: true,
      askChallenger: true,
    });
    station.pairings.clear();
    station.profile.updateConfig({ askChallenger: false });
    expect(await call<KioskState>(handlers, 'kiosk:state')).toMatchObject({
      pairingsHeld: false,
      askChallenger: false,
    });
    station.close();
  });

  it('answers the game at a table, names made visible, and why there is none', async () => {
    const { station, handlers } = stationHoldingEvent();
    expect(await call<KioskGameLookup>(handlers, 'kiosk:game', { table: 12 })).toEqual({
      kind: 'game',
      game: {
        division: 'A',
        round: 3,
        table: '12',
        players: [
          { number: 2, name: 'Ñúñez, Beto' },
          { number: 4, name: 'Rook⟨U+202E⟩, Dale' },
        ],
        withdrawn: [],
      },
    });
    expect(await call(handlers, 'kiosk:game', { table: 99 })).toEqual({ kind: 'no-game', table: '99' });
    station.pairings.clear();
    expect(await call(handlers, 'kiosk:game', { table: 12 })).toEqual({ kind: 'no-pairings' });
    station.close();
  });

  it('records the challenger and answers the recorded game and outcome, never per-word results', async () => {
    const { station, handlers } = stationHoldingEvent();
    const lexicon = station.lexicons.active()?.fingerprint ?? '';
    const judged = await call<JudgeResponse>(handlers, 'kiosk:judge', {
      words: ['CAT', 'XQZT'],
      lexicon,
      table: 12,
      challenger: 2,
    });
    expect(judged).toEqual({
      ok: true,
      verdict: 'UNACCEPTABLE',
      words: ['CAT', 'XQZT'],
      lexicon: expect.objectContaining({ fingerprint: lexicon }) as unknown,
      game: {
        division: 'A',
        round: 3,
        table: '12',
        players: [
          { number: 2, name: 'Ñúñez, Beto' },
          { number: 4, name: 'Rook⟨U+202E⟩, Dale' },
        ],
        challenger: 2,
        play: 'comes-off',
        turnLostBy: 'player',
        turnLostBySeat: 1,
        bonusPoints: null,
        bonusPointsTo: null,
        wordsChallenged: 2,
      },
    });
    expect(station.log.entry(station.log.head()?.seq ?? 0)).toMatchObject({
      challenger: 2,
      secondPlayerName: 'Rook\u202e, Dale',
    });

    station.profile.updateConfig({ challengeRule: { kind: 'points', points: 5 } });
    const points = await call<JudgeResponse>(handlers, 'kiosk:judge', {
      words: ['CAT', 'DOG', 'ZOO'],
      lexicon,
      table: 12,
    });
    expect(points).toMatchObject({
      game: { challenger: null, play: 'stays', bonusPoints: 15, bonusPointsTo: null, wordsChallenged: 3 },
    });
    const noGame = await call<JudgeResponse>(handlers, 'kiosk:judge', {
      words: ['CAT'],
      lexicon,
      table: 99,
      challenger: 1,
    });
    expect(noGame).toMatchObject({ ok: true });
    expect(noGame).not.toHaveProperty('game');
    station.close();
  });

  it('refuses a payload its schema does not allow', () => {
    const refused: [string, unknown][] = [
      ['kiosk:game', { table: 0 }],
      ['kiosk:game', { table: '12' }],
      ['kiosk:game', { table: 12, round: 3 }],
      ['kiosk:game', undefined],
      ['kiosk:judge', { words: ['CAT'], lexicon: 'a'.repeat(64), table: 12, challenger: 3 }],
      ['kiosk:judge', { words: ['CAT'], lexicon: 'a'.repeat(64), table: 12, challenger: '2' }],
      ['kiosk:judge', { words: ['CAT'], lexicon: 'a'.repeat(64), challenger: 1, players: ['x'] }],
    ];
    const { station, handlers } = stationHoldingEvent();
    for (const [channel, payload] of refused) {
      expect(() => dispatch(handlers, channel, payload), JSON.stringify(payload)).toThrow(
        RequestRejectedError,
      );
    }
    station.close();
  });
});
