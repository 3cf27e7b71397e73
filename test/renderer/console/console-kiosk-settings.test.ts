// The kiosk's side of the director's settings: not set up, table numbers. (The challenge flow itself
// is tested in kiosk-machine.test.ts.)
import { describe, expect, it } from 'vitest';
import type { KioskState } from '../../../electron/ipc/contract.ts';
import { restingScreen, type Kiosk } from '../../../renderer/src/kiosk/kiosk-machine.ts';
import { CSW, keys, kioskAt, NWL, run, shown, stationState } from '../kiosk/kiosk-machine-fixture.ts';

/** The station of these tests: as {@link stationState}, but named Station 1 and asking for tables. */
function station(overrides: Partial<KioskState> = {}): KioskState {
  return stationState({ stationName: 'Station 1', tableEntry: true, ...overrides });
}

function at(state: KioskState = station()): Kiosk {
  return kioskAt(state);
}

describe('a station not set up', () => {
  it('says so, takes no keys, and stays so until the station says it is set up', () => {
    const kiosk = at(station({ setUp: false }));
    expect(shown(kiosk.screen)).toEqual({
      name: 'unavailable',
      message: 'Station not set up — call the director.',
    });
    expect(shown(run(kiosk, ...keys('1', '2', 'Enter', 'c', 'Tab')).screen)).toEqual(shown(kiosk.screen));
    expect(run(kiosk, { type: 'station', station: station() }).screen.name).toBe('table');
  });

  it('shows the station’s refusal when a judgement comes back not set up', () => {
    const judging = run(at(station({ tableEntry: false })), ...keys('1', 'c', 'a', 't', 'Tab'));
    const kiosk = run(judging, {
      type: 'judged',
      response: { ok: false, reason: 'not-set-up', message: 'Station not set up — call the director.' },
    });
    expect(shown(kiosk.screen)).toEqual({
      name: 'unavailable',
      message: 'Station not set up — call the director.',
    });
  });
});

describe('table entry', () => {
  it('asks the table number first, in digits, then Enter; the number goes with the play', () => {
    let kiosk = at();
    expect(shown(kiosk.screen)).toEqual({ name: 'table', lexicon: NWL, digits: '', message: null });
    kiosk = run(kiosk, ...keys('1', '2', 'Backspace', '4', 'Enter'));
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: NWL, table: 14 });
    kiosk = run(kiosk, ...keys('1', 'c', 'a', 't', 'Tab'));
    expect(shown(kiosk.screen)).toMatchObject({ name: 'judging', words: ['CAT'], table: 14 });
  });

  it('refuses letters and an empty or zero table, and a number over 9999', () => {
    expect(shown(run(at(), ...keys('x')).screen)).toMatchObject({
      digits: '',
      message: '“x” is not a digit. Type the table number.',
    });
    expect(shown(run(at(), ...keys('Enter')).screen)).toMatchObject({
      name: 'table',
      message: 'Type your table number, then Enter.',
    });
    expect(shown(run(at(), ...keys('0', 'Enter')).screen)).toMatchObject({
      name: 'table',
      digits: '0',
    });
    expect(shown(run(at(), ...keys('0', '7')).screen)).toMatchObject({ digits: '7' });
    expect(shown(run(at(), ...keys('9', '9', '9', '9', '9')).screen)).toMatchObject({
      digits: '9999',
      message: 'A table number is at most 9999.',
    });
    expect(shown(run(at(), ...keys('Shift', 'F5')).screen)).toEqual(at().screen);
  });

  it('goes back with Esc: from the words to the count, the count to the table, the table to the lexicons', () => {
    const several = station({ offered: [NWL, CSW] });
    let kiosk = run(at(several), ...keys('2', '5', 'Enter', '1'));
    expect(shown(kiosk.screen)).toMatchObject({ name: 'entry', lexicon: CSW, table: 5 });
    kiosk = run(kiosk, ...keys('Escape'));
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: CSW, table: 5 });
    kiosk = run(kiosk, ...keys('Escape'));
    expect(shown(kiosk.screen)).toEqual({ name: 'table', lexicon: CSW, digits: '', message: null });
    kiosk = run(kiosk, ...keys('3', 'Escape'));
    expect(shown(kiosk.screen)).toMatchObject({ name: 'table', digits: '' });
    expect(shown(run(kiosk, ...keys('Escape')).screen)).toEqual({ name: 'choose-lexicon' });
  });

  it('asks the table again for the next challenge, and keeps it after a refused input', () => {
    let kiosk = run(at(), ...keys('8', 'Enter', '1', 'c', 'a', 't', 'Tab'));
    const refused = run(kiosk, { type: 'judged', response: { ok: false, reason: 'input', message: 'No.' } });
    expect(shown(refused.screen)).toMatchObject({ name: 'entry', table: 8, message: 'No.' });
    kiosk = run(kiosk, {
      type: 'judged',
      response: { ok: true, verdict: 'ACCEPTABLE', words: ['CAT'], lexicon: NWL },
    });
    kiosk = run(kiosk, { type: 'clear' });
    expect(shown(kiosk.screen)).toEqual(restingScreen(station()));
    expect(kiosk.screen.name).toBe('table');
  });

  it('is skipped when the director has it off', () => {
    expect(shown(at(station({ tableEntry: false })).screen)).toEqual({ name: 'ready', lexicon: NWL });
  });
});
