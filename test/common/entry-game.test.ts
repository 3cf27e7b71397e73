// An entry's game read back from its log fields, said in sentences, and found by a player's name
// or number.
import { describe, expect, it } from 'vitest';
import { entryGame, gameHasPlayer, playerQuery, type EntryGame } from '../../electron/common/entry-game.ts';
import { gameSentences } from '../../electron/common/game-sentences.ts';
import { GAME_WORDS } from '../../electron/common/game-words.ts';

const FIELDS = {
  gameDivision: 'B',
  gameRound: 5,
  gameTable: '12',
  firstPlayerDivision: 'B',
  firstPlayerNumber: 7,
  firstPlayerName: 'Müller, Jürgen',
  secondPlayerDivision: 'B',
  secondPlayerNumber: 19,
  secondPlayerName: 'Ñúñez, Ana',
  challenger: 2,
  playFate: 'comes-off',
  turnLostBy: 'player',
  bonusPoints: null,
} as const;

function game(fields: Partial<Record<keyof typeof FIELDS, unknown>> = {}): EntryGame {
  const read = entryGame({ ...FIELDS, ...fields } as typeof FIELDS);
  if (read === null) throw new Error('no game');
  return read;
}

const english = (id: keyof (typeof GAME_WORDS)['en'], values: Readonly<Record<string, string | number>>) =>
  Object.entries(values).reduce(
    (said, [key, value]) => said.replace(`{${key}}`, String(value)),
    GAME_WORDS.en[id],
  );

describe('an entry’s game', () => {
  it('is null for an entry recorded without one, whether its fields are absent or null', () => {
    expect(entryGame({})).toBeNull();
    expect(entryGame({ ...FIELDS, gameDivision: null })).toBeNull();
  });

  it('names who loses the turn and who gains the points by seat', () => {
    expect(game()).toMatchObject({ challenger: 2, turnLoserSeat: 1, bonusSeat: null });
    expect(game({ turnLostBy: 'challenger', playFate: 'stays' })).toMatchObject({ turnLoserSeat: 2 });
    expect(game({ turnLostBy: null, playFate: 'stays', bonusPoints: 10, challenger: 1 })).toMatchObject({
      turnLoserSeat: null,
      bonusSeat: 2,
    });
  });

  it('is said with both players, the challenger and the outcome', () => {
    expect(gameSentences(game(), english)).toEqual({
      where: 'Round 5 · Table 12 · Division B',
      players: ['1 Müller, Jürgen (B7)', '2 Ñúñez, Ana (B19)'],
      challenger: 'Challenged by 2 Ñúñez, Ana (B19)',
      outcome: 'The play comes off — 1 Müller, Jürgen (B7) loses the turn',
    });
    const points = gameSentences(
      game({ challenger: null, playFate: 'stays', turnLostBy: null, bonusPoints: 15 }),
      english,
    );
    expect(points.challenger).toBe('Challenger not recorded');
    expect(points.outcome).toBe('The play stays — the player +15');
  });
});

describe('a player search', () => {
  it('reads a number with or without the division, and anything else as a name', () => {
    expect(playerQuery('  ')).toBeNull();
    expect(playerQuery('7')).toEqual({ kind: 'number', division: null, number: 7 });
    expect(playerQuery('b7')).toEqual({ kind: 'number', division: 'b', number: 7 });
    expect(playerQuery('B # 19')).toEqual({ kind: 'number', division: 'b', number: 19 });
    expect(playerQuery('Jürgen')).toEqual({ kind: 'name', folded: 'jurgen' });
  });

  it('finds a player by part of the name, whatever the case and accents', () => {
    const found = (typed: string) => {
      const query = playerQuery(typed);
      return query !== null && gameHasPlayer(game(), query);
    };
    expect(found('muller')).toBe(true);
    expect(found('NUNEZ')).toBe(true);
    expect(found('Ñúñ')).toBe(true);
    expect(found('roe')).toBe(false);
    expect(found('19')).toBe(true);
    expect(found('B19')).toBe(true);
    expect(found('A19')).toBe(false);
    expect(found('8')).toBe(false);
  });
});
