import { describe, expect, it } from 'vitest';
import {
  isConsoleChord,
  mayOpenConsole,
  type ChordKey,
} from '../../../renderer/src/console/access/console-chord.ts';
import {
  consoleReducer,
  DIRECTOR_PAGES,
  INITIAL_CONSOLE,
  inSession,
  type ConsoleAction,
  type ConsoleStage,
} from '../../../renderer/src/console/console-machine.ts';

const TOKEN = 'a'.repeat(64);

function run(stage: ConsoleStage, ...actions: ConsoleAction[]): ConsoleStage {
  return actions.reduce(consoleReducer, stage);
}

const status = (setUp: boolean, waitMs = 0): ConsoleAction => ({
  type: 'status',
  status: { setUp, stationName: 'Station 1', named: true, hall: null, waitMs },
});

describe('the console’s screens', () => {
  it('starts on the set-up screen when the station is not set up, on the PIN otherwise', () => {
    expect(run(INITIAL_CONSOLE, status(false))).toEqual({ name: 'set-up' });
    expect(run(INITIAL_CONSOLE, status(true, 4_000))).toEqual({ name: 'unlock', waitMs: 4_000 });
  });

  it('shows the recovery code after set-up, and the director’s pages only once it is noted', () => {
    const shown = run(INITIAL_CONSOLE, status(false), { type: 'code-issued', token: TOKEN, code: 'CODE' });
    expect(shown).toEqual({ name: 'recovery-code', token: TOKEN, code: 'CODE' });
    expect(run(shown, { type: 'page', page: 'log' })).toBe(shown);
    expect(run(shown, { type: 'code-noted' })).toEqual({
      name: 'director',
      token: TOKEN,
      page: 'station',
      reviewSeq: null,
    });
  });

  it('goes from the PIN to recovery and back, and shows the new code after a recovery', () => {
    const recovering = run(INITIAL_CONSOLE, status(true), { type: 'forgot-pin' });
    expect(recovering).toEqual({ name: 'recover' });
    expect(run(recovering, { type: 'back-to-unlock' })).toEqual({ name: 'unlock', waitMs: 0 });
    expect(run(recovering, { type: 'code-issued', token: TOKEN, code: 'NEW' })).toMatchObject({
      name: 'recovery-code',
      code: 'NEW',
    });
  });

  it('opens the director’s pages on unlock, and moves between them', () => {
    const open = run(INITIAL_CONSOLE, status(true), { type: 'unlocked', token: TOKEN });
    expect(open).toMatchObject({ name: 'director', page: 'station', token: TOKEN });
    for (const page of DIRECTOR_PAGES) {
      expect(run(open, { type: 'page', page })).toMatchObject({ page, reviewSeq: null });
    }
    const reviewing = run(open, { type: 'review', seq: 12 });
    expect(reviewing).toMatchObject({ page: 'review', reviewSeq: 12 });
    expect(run(reviewing, { type: 'page', page: 'review' })).toMatchObject({ reviewSeq: null });
  });

  it('ignores actions that do not fit the screen, such as a second status or an unlock without the PIN screen', () => {
    const setUp = run(INITIAL_CONSOLE, status(false));
    expect(run(setUp, status(true))).toBe(setUp);
    expect(run(setUp, { type: 'unlocked', token: TOKEN })).toBe(setUp);
    expect(run(INITIAL_CONSOLE, { type: 'code-issued', token: TOKEN, code: 'X' })).toBe(INITIAL_CONSOLE);
    expect(run(setUp, { type: 'forgot-pin' })).toBe(setUp);
  });

  it('holds a token only once a director is in', () => {
    expect(inSession(run(INITIAL_CONSOLE, status(true)))).toBe(false);
    expect(inSession(run(INITIAL_CONSOLE, status(true), { type: 'unlocked', token: TOKEN }))).toBe(true);
    expect(JSON.stringify(run(INITIAL_CONSOLE, status(true)))).not.toContain(TOKEN);
  });
});

function key(overrides: Partial<ChordKey>): ChordKey {
  return {
    key: 'J',
    code: 'KeyJ',
    ctrlKey: true,
    altKey: true,
    shiftKey: true,
    metaKey: false,
    repeat: false,
    ...overrides,
  };
}

describe('the console chord, Ctrl+Alt+Shift+J', () => {
  it('is the chord on any layout (by key or by physical key)', () => {
    expect(isConsoleChord(key({}))).toBe(true);
    expect(isConsoleChord(key({ key: 'j' }))).toBe(true);
    expect(isConsoleChord(key({ key: 'Ĵ' }))).toBe(true);
    expect(isConsoleChord(key({ code: 'KeyQ', key: 'J' }))).toBe(true);
  });

  it('needs every modifier, no Meta, no auto-repeat, and J', () => {
    for (const without of ['ctrlKey', 'altKey', 'shiftKey'] as const) {
      expect(isConsoleChord(key({ [without]: false })), without).toBe(false);
    }
    expect(isConsoleChord(key({ metaKey: true }))).toBe(false);
    expect(isConsoleChord(key({ repeat: true }))).toBe(false);
    expect(isConsoleChord(key({ key: 'K', code: 'KeyK' }))).toBe(false);
  });

  it('does not open the console while judging or within the verdict’s minimum display', () => {
    expect(mayOpenConsole('judging', 10_000, 1_000)).toBe(false);
    expect(mayOpenConsole('verdict', 999, 1_000)).toBe(false);
    expect(mayOpenConsole('verdict', 1_000, 1_000)).toBe(true);
    for (const screen of ['loading', 'unavailable', 'choose-lexicon', 'table', 'ready', 'entry']) {
      expect(mayOpenConsole(screen, 0, 1_000), screen).toBe(true);
    }
  });
});
