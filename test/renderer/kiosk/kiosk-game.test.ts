// The kiosk with pairings held: the game at the typed table to confirm, who challenges, and the
// rule's outcome worded by the players' names; nothing of one challenge's game left for the next.
import { describe, expect, it } from 'vitest';
import type { JudgedGame, KioskGameLookup, KioskState } from '../../../electron/ipc/contract.ts';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import { gameLine, noGameLine, outcomeLine } from '../../../renderer/src/kiosk/game-words.ts';
import {
  formatKioskMessage,
  kioskIntl,
  type KioskMessage,
} from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import type { Kiosk, KioskAction } from '../../../renderer/src/kiosk/kiosk-machine.ts';
import { keys, kioskAt, NWL, run, stationState } from './kiosk-machine-fixture.ts';

const HELD = stationState({ tableEntry: true, pairingsHeld: true, askChallenger: true });

const GAME: Extract<KioskGameLookup, { kind: 'game' }> = {
  kind: 'game',
  game: {
    division: 'A',
    round: 5,
    table: '12',
    players: [
      { number: 1, name: 'DOE, Jane' },
      { number: 2, name: 'ROE, John' },
    ],
    withdrawn: [],
  },
};

const found = (lookup: KioskGameLookup, table = 12): KioskAction => ({ type: 'game', table, lookup });

function words(message: KioskMessage | null, language: KioskLanguage = 'en'): string | null {
  return message === null ? null : formatKioskMessage(kioskIntl(language), message);
}

/** The kiosk after table 12 and the station's answer. */
function atGame(station: KioskState = HELD, lookup: KioskGameLookup = GAME): Kiosk {
  return run(kioskAt(station), ...keys('1', '2', 'Enter'), found(lookup));
}

function judgedGame(overrides: Partial<JudgedGame>): JudgedGame {
  return {
    division: 'A',
    round: 5,
    table: '12',
    players: GAME.game.players,
    challenger: 2,
    play: 'stays',
    turnLostBy: null,
    turnLostBySeat: null,
    bonusPoints: null,
    bonusPointsTo: null,
    wordsChallenged: 3,
    ...overrides,
  };
}

describe('the game at the typed table', () => {
  it('asks for it after the table number and shows it to confirm', () => {
    const asking = run(kioskAt(HELD), ...keys('1', '2', 'Enter'));
    expect(asking.screen).toEqual({ name: 'game', lexicon: NWL, table: 12, lookup: null });
    // Nothing goes on before the station answers, and Enter is not kept for later.
    expect(run(asking, ...keys('Enter', '3')).screen).toEqual(asking.screen);
    const shown = run(asking, found(GAME));
    expect(shown.screen).toEqual({ name: 'game', lexicon: NWL, table: 12, lookup: GAME });
    expect(words(gameLine(GAME.game))).toBe('Round 5 · Table 12 — 1 DOE, Jane · 2 ROE, John');
  });

  it('goes on with Enter to who challenges, then to the word count carrying the game and the seat', () => {
    const asked = run(atGame(), ...keys('Enter'));
    expect(asked.screen).toEqual({ name: 'challenger', lexicon: NWL, table: 12, lookup: GAME });
    expect(run(asked, ...keys('3', 'a')).screen).toEqual(asked.screen);
    const ready = run(asked, ...keys('2'));
    expect(ready.screen).toEqual({ name: 'ready', lexicon: NWL, table: 12, lookup: GAME, challenger: 2 });
    const judging = run(ready, ...keys('1', 'c', 'a', 't', 'Tab'));
    expect(judging.screen).toMatchObject({ name: 'judging', table: 12, challenger: 2, words: ['CAT'] });
  });

  it('skips the question when the station does not ask it', () => {
    const ready = run(atGame({ ...HELD, askChallenger: false }), ...keys('Enter'));
    expect(ready.screen).toEqual({ name: 'ready', lexicon: NWL, table: 12, lookup: GAME });
  });

  it('retypes the table with Esc, from the game and from the question', () => {
    const retype = { name: 'table', lexicon: NWL, digits: '', message: null };
    expect(run(atGame(), ...keys('Escape')).screen).toEqual(retype);
    expect(run(atGame(), ...keys('Enter', 'Escape')).screen).toEqual(atGame().screen);
    expect(run(atGame(), ...keys('Enter', 'Escape', 'Escape')).screen).toEqual(retype);
    // Esc on the word count goes back to the table number: no game is carried there.
    expect(run(atGame(), ...keys('Enter', '1', 'Escape')).screen).toEqual(retype);
  });

  it('drops an answer for another table, or one that comes after Esc', () => {
    const asking = run(kioskAt(HELD), ...keys('1', '2', 'Enter'));
    expect(run(asking, found(GAME, 13)).screen).toEqual(asking.screen);
    const gone = run(asking, ...keys('Escape'), found(GAME));
    expect(gone.screen).toEqual({ name: 'table', lexicon: NWL, digits: '', message: null });
  });

  it('says in one plain line why there is no game, and goes straight on to the word count', () => {
    const lines: [KioskGameLookup, string][] = [
      [
        { kind: 'no-game', table: '12' },
        'No game at table 12 this round — the challenge is judged as usual.',
      ],
      [{ kind: 'not-paired' }, 'This round is not paired yet — the challenge is judged as usual.'],
      [{ kind: 'no-pairings' }, 'This station has no pairings — the challenge is judged as usual.'],
      [
        { kind: 'ambiguous', table: '12', divisions: ['A', 'B'] },
        'Table 12 is used by several divisions (A, B) — the challenge is judged as usual.',
      ],
    ];
    for (const [lookup, line] of lines) {
      const kiosk = atGame(HELD, lookup);
      expect(kiosk.screen).toEqual({ name: 'ready', lexicon: NWL, table: 12, lookup });
      expect(words(noGameLine(lookup))).toBe(line);
      expect(run(kiosk, ...keys('1', 'c', 'a', 't', 'Tab')).screen.name).toBe('judging');
    }
  });

  it('keeps today’s flow where no pairings are held', () => {
    const kiosk = run(kioskAt({ ...HELD, pairingsHeld: false }), ...keys('1', '2', 'Enter'));
    expect(kiosk.screen).toEqual({ name: 'ready', lexicon: NWL, table: 12 });
  });
});

describe('nothing left for the next challenge', () => {
  it('clears the game, the seat and the words on the idle clear and after the verdict', () => {
    const resting = kioskAt(HELD).screen;
    const steps: KioskAction[][] = [
      keys('1', '2', 'Enter'),
      [...keys('1', '2', 'Enter'), found(GAME)],
      [...keys('1', '2', 'Enter'), found(GAME), ...keys('Enter')],
      [...keys('1', '2', 'Enter'), found(GAME), ...keys('Enter', '2')],
      [...keys('1', '2', 'Enter'), found(GAME), ...keys('Enter', '2', '1', 'c')],
    ];
    for (const step of steps) {
      expect(run(kioskAt(HELD), ...step, { type: 'clear' }).screen).toEqual(resting);
    }
    const judging = run(atGame(), ...keys('Enter', '2', '1', 'c', 'a', 't', 'Tab'));
    const verdict = run(judging, {
      type: 'judged',
      response: {
        ok: true,
        verdict: 'ACCEPTABLE',
        words: ['CAT'],
        lexicon: NWL,
        game: judgedGame({ turnLostBy: 'challenger', turnLostBySeat: 2, wordsChallenged: 1 }),
      },
    });
    expect(verdict.screen).toMatchObject({ name: 'verdict', game: { challenger: 2 } });
    const next = run(verdict, { type: 'clear' }, ...keys('1', '3', 'Enter'));
    expect(next.screen).toEqual({ name: 'game', lexicon: NWL, table: 13, lookup: null });
  });

  it('shows a verdict with no game where the station recorded none', () => {
    const judging = run(atGame(), ...keys('Enter', '1', '1', 'c', 'a', 't', 'Tab'));
    const verdict = run(judging, {
      type: 'judged',
      response: { ok: true, verdict: 'ACCEPTABLE', words: ['CAT'], lexicon: NWL },
    });
    expect(verdict.screen).toEqual({ name: 'verdict', verdict: 'ACCEPTABLE', words: ['CAT'], lexicon: NWL });
  });
});

describe('the rule’s outcome on the verdict screen', () => {
  const double = {
    acceptable: judgedGame({ turnLostBy: 'challenger', turnLostBySeat: 2 }),
    unacceptable: judgedGame({ play: 'comes-off', turnLostBy: 'player', turnLostBySeat: 1 }),
  };
  const points = {
    acceptable: judgedGame({ bonusPoints: 15, bonusPointsTo: 1 }),
    unacceptable: judgedGame({ play: 'comes-off' }),
  };

  it('names the players: double challenge and points per word, both verdicts', () => {
    expect(words(outcomeLine(double.acceptable))).toBe('ROE, John loses the turn');
    expect(words(outcomeLine(double.unacceptable))).toBe('The play comes off — DOE, Jane loses the turn');
    expect(words(outcomeLine(points.acceptable))).toBe('DOE, Jane +15 (5 × 3 words)');
    expect(words(outcomeLine(points.unacceptable))).toBe('The play comes off');
    expect(words(outcomeLine(judgedGame({ bonusPoints: 5, bonusPointsTo: 1, wordsChallenged: 1 })))).toBe(
      'DOE, Jane +5 (5 × 1 word)',
    );
  });

  it('words it by role when the players did not say who challenges', () => {
    const byRole = { challenger: null, turnLostBySeat: null, bonusPointsTo: null } as const;
    expect(words(outcomeLine({ ...double.acceptable, ...byRole }))).toBe('The challenger loses the turn');
    expect(words(outcomeLine({ ...double.unacceptable, ...byRole }))).toBe(
      'The play comes off — the player who made it loses the turn',
    );
    expect(words(outcomeLine({ ...points.acceptable, ...byRole }))).toBe(
      'The player who made the play +15 (5 × 3 words)',
    );
  });

  it('speaks the kiosk’s language, with its own plurals', () => {
    expect(words(outcomeLine(double.acceptable), 'es')).toBe('ROE, John pierde el turno');
    expect(words(outcomeLine(points.acceptable), 'pl')).toBe('DOE, Jane +15 (5 × 3 słowa)');
    expect(words(outcomeLine({ ...points.acceptable, bonusPoints: 25, wordsChallenged: 5 }), 'pl')).toBe(
      'DOE, Jane +25 (5 × 5 słów)',
    );
    expect(words(gameLine(GAME.game), 'de')).toBe('Runde 5 · Tisch 12 — 1 DOE, Jane · 2 ROE, John');
  });
});
