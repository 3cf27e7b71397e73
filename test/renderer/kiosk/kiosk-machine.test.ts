import { describe, expect, it } from 'vitest';
import type { JudgeResponse, KioskState } from '../../../electron/ipc/contract.ts';
import {
  INITIAL_KIOSK,
  restingScreen,
  type Kiosk,
  type KioskAction,
  type Screen,
} from '../../../renderer/src/kiosk/kiosk-machine.ts';
import { formatKioskMessage, kioskIntl } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { CSW, keys, kioskAt, NWL, run, shown, stationState } from './kiosk-machine-fixture.ts';

const FAULT = 'This station cannot record challenges — please call the director.';

/** Each character of `text` as a key, Space as ' ' (what KeyboardEvent.key says). */
function typed(text: string): KioskAction[] {
  return keys(...Array.from(text));
}

/** A kiosk on the entry screen for a play of `count` words. */
function entry(count: number, station: KioskState = stationState()): Kiosk {
  return run(kioskAt(station), ...keys(String(count)));
}

/** The entry screen with its message in English words. */
function entryScreen(
  kiosk: Kiosk,
): Omit<Extract<Screen, { name: 'entry' | 'judging' }>, 'message'> & { message: string | null } {
  const { screen } = kiosk;
  if (screen.name !== 'entry' && screen.name !== 'judging') throw new Error(`on ${screen.name}, not entry`);
  return {
    ...screen,
    message: screen.message === null ? null : formatKioskMessage(kioskIntl('en'), screen.message),
  };
}

function judging(words: string, count = words.split(' ').length): Kiosk {
  const kiosk = run(entry(count), ...typed(words), ...keys('Tab'));
  expect(kiosk.screen.name).toBe('judging');
  return kiosk;
}

const verdict = (words: string[], said: 'ACCEPTABLE' | 'UNACCEPTABLE'): KioskAction => ({
  type: 'judged',
  response: { ok: true, verdict: said, words, lexicon: NWL },
});

const failed = (reason: 'input' | 'cannot-record' | 'cannot-judge', message: string): KioskAction => ({
  type: 'judged',
  response: { ok: false, reason, message } satisfies JudgeResponse,
});

describe('before the station answers', () => {
  it('shows the loading screen and ignores keys and clears', () => {
    expect(shown(INITIAL_KIOSK.screen)).toEqual({ name: 'loading' });
    expect(run(INITIAL_KIOSK, ...keys('1', 'a', 'Tab'), { type: 'clear' })).toBe(INITIAL_KIOSK);
  });

  it('goes to the ready screen with the only lexicon offered', () => {
    expect(shown(kioskAt().screen)).toEqual({ name: 'ready', lexicon: NWL });
  });

  it('says the station is not set up when no lexicon is offered, and takes no challenge', () => {
    const kiosk = kioskAt(stationState({ offered: [] }));
    expect(shown(kiosk.screen)).toEqual({
      name: 'unavailable',
      message: 'Station not set up — call the director.',
    });
    expect(shown(run(kiosk, ...keys('1', 'c', 'a', 't', 'Tab')).screen)).toEqual(shown(kiosk.screen));
  });
});

describe('choosing a lexicon when several are offered', () => {
  const several = stationState({ offered: [NWL, CSW] });

  it('asks for a lexicon first, then goes to ready with the one whose number was pressed', () => {
    const kiosk = kioskAt(several);
    expect(shown(kiosk.screen)).toEqual({ name: 'choose-lexicon' });
    expect(shown(run(kiosk, ...keys('1')).screen)).toEqual({ name: 'ready', lexicon: NWL });
    expect(shown(run(kiosk, ...keys('2')).screen)).toEqual({ name: 'ready', lexicon: CSW });
  });

  it('ignores a number no lexicon has, 0, letters and other keys', () => {
    const kiosk = kioskAt(several);
    for (const key of ['3', '9', '0', 'a', 'Tab', 'Enter', ' ', 'Escape', '12']) {
      expect(run(kiosk, ...keys(key)).screen, key).toEqual({ name: 'choose-lexicon' });
    }
  });

  it('goes back to the choice with Esc from ready, but not when only one lexicon is offered', () => {
    expect(shown(run(kioskAt(several), ...keys('2', 'Escape')).screen)).toEqual({ name: 'choose-lexicon' });
    expect(shown(run(kioskAt(), ...keys('Escape')).screen)).toEqual({ name: 'ready', lexicon: NWL });
  });

  it('judges with the lexicon chosen, and asks again after the verdict clears', () => {
    let kiosk = run(kioskAt(several), ...keys('2', '1'), ...typed('qi'), ...keys('Tab'));
    expect(shown(kiosk.screen)).toMatchObject({ name: 'judging', lexicon: CSW, words: ['QI'] });
    kiosk = run(kiosk, verdict(['QI'], 'ACCEPTABLE'), { type: 'clear' });
    expect(shown(kiosk.screen)).toEqual({ name: 'choose-lexicon' });
  });
});

describe('how many words', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('%i starts an entry of that many words', (count) => {
    expect(shown(entry(count).screen)).toEqual({
      name: 'entry',
      lexicon: NWL,
      count,
      words: [],
      message: null,
    });
  });

  it.each(['0', '9', 'a', 'Q', ' ', 'Enter', 'Tab', 'Backspace', '-', '½', '١'])(
    'refuses %j and stays ready',
    (key) => {
      expect(shown(run(kioskAt(), ...keys(key)).screen)).toEqual({ name: 'ready', lexicon: NWL });
    },
  );

  it('refuses a count above the station’s maximum', () => {
    const station = stationState({ rules: { minLetters: 2, maxLetters: 15, maxWords: 4 } });
    expect(run(kioskAt(station), ...keys('5')).screen.name).toBe('ready');
    expect(shown(run(kioskAt(station), ...keys('4')).screen)).toMatchObject({ name: 'entry', count: 4 });
  });
});

describe('typing the words', () => {
  it('shows letters upper case, a word a line, Space or Enter between words', () => {
    const kiosk = run(
      entry(3),
      ...typed('qI'),
      ...keys('Enter'),
      ...typed('Zax'),
      ...keys(' '),
      ...typed('o'),
    );
    expect(entryScreen(kiosk)).toMatchObject({ words: ['QI', 'ZAX', 'O'], message: null });
  });

  it('makes no empty word from a leading or doubled Space', () => {
    const kiosk = run(entry(2), ...keys(' ', 'Enter'), ...typed('cat'), ...keys(' ', ' ', 'Enter'));
    expect(entryScreen(kiosk).words).toEqual(['CAT', '']);
  });

  it.each(['7', '-', "'", '.', 'é', 'ß', 'А', 'ｃ', '😀', '\u200b', 'ſ', '\u212a'])(
    'refuses the non-letter %j at once, naming it, and keeps the words',
    (key) => {
      const kiosk = run(entry(1), ...typed('ca'), ...keys(key));
      expect(entryScreen(kiosk)).toMatchObject({
        words: ['CA'],
        message: `“${key}” is not a letter. Type letters A–Z only.`,
      });
    },
  );

  it('ignores keys that type nothing (Shift, arrows, F-keys) without a message', () => {
    const before = run(entry(1), ...typed('ca'));
    for (const key of ['Shift', 'ArrowLeft', 'F5', 'Control', 'Unidentified']) {
      expect(run(before, ...keys(key)), key).toEqual(before);
    }
  });

  it('refuses a 16th letter and keeps the 15', () => {
    const kiosk = run(entry(1), ...typed('abcdefghijklmnop'));
    expect(entryScreen(kiosk)).toMatchObject({
      words: ['ABCDEFGHIJKLMNO'],
      message: 'A word has at most 15 letters.',
    });
  });

  it('follows the station’s letter limit for bigger boards', () => {
    const station = stationState({ rules: { minLetters: 2, maxLetters: 21, maxWords: 8 } });
    const kiosk = run(entry(1, station), ...typed('abcdefghijklmnopqrstuv'));
    expect(entryScreen(kiosk)).toMatchObject({
      words: ['ABCDEFGHIJKLMNOPQRSTU'],
      message: 'A word has at most 21 letters.',
    });
  });

  it('refuses an extra word at its separator, keeping the words typed', () => {
    const one = run(entry(1), ...typed('cat'), ...keys(' '));
    expect(entryScreen(one)).toMatchObject({ words: ['CAT'], message: 'This challenge has 1 word.' });
    const two = run(entry(2), ...typed('cat dog'), ...keys('Enter'));
    expect(entryScreen(two)).toMatchObject({ words: ['CAT', 'DOG'], message: 'This challenge has 2 words.' });
  });

  it('clears a refusal message with the next good key', () => {
    const kiosk = run(entry(1), ...typed('ca7'), ...typed('t'));
    expect(entryScreen(kiosk)).toMatchObject({ words: ['CAT'], message: null });
  });
});

describe('editing', () => {
  it('Backspace deletes letters, then the space, then goes on into the word before', () => {
    let kiosk = run(entry(2), ...typed('cat do'));
    kiosk = run(kiosk, ...keys('Backspace'));
    expect(entryScreen(kiosk).words).toEqual(['CAT', 'D']);
    kiosk = run(kiosk, ...keys('Backspace'));
    expect(entryScreen(kiosk).words).toEqual(['CAT', '']);
    kiosk = run(kiosk, ...keys('Backspace'));
    expect(entryScreen(kiosk).words).toEqual(['CAT']);
    kiosk = run(kiosk, ...keys('Backspace'));
    expect(entryScreen(kiosk).words).toEqual(['CA']);
    kiosk = run(kiosk, ...typed('r dog'));
    expect(entryScreen(kiosk).words).toEqual(['CAR', 'DOG']);
  });

  it('Backspace over the last letter of a word keeps the break: the next letters start that word again', () => {
    const kiosk = run(entry(2), ...typed('cat d'), ...keys('Backspace'), ...typed('dog'));
    expect(entryScreen(kiosk).words).toEqual(['CAT', 'DOG']);
    const tab = run(entry(2), ...typed('cat d'), ...keys('Backspace', 'Tab'));
    expect(entryScreen(tab)).toMatchObject({
      words: ['CAT'],
      message: 'Type 2 words — 1 more word to type.',
    });
  });

  it('Backspace after a Space removes the empty word, so the next letter extends the last word', () => {
    const kiosk = run(entry(2), ...typed('cat '), ...keys('Backspace'), ...typed('s'));
    expect(entryScreen(kiosk).words).toEqual(['CATS']);
  });

  it('Backspace on an empty entry changes nothing, and clears a message', () => {
    expect(entryScreen(run(entry(2), ...keys('Backspace')))).toMatchObject({ words: [], message: null });
    const kiosk = run(entry(1), ...typed('c7'), ...keys('Backspace'));
    expect(entryScreen(kiosk)).toMatchObject({ words: [], message: null });
  });

  it('Esc clears every word and stays on the entry; Esc on an empty entry goes back to ready', () => {
    let kiosk = run(entry(3), ...typed('cat dog'));
    kiosk = run(kiosk, ...keys('Escape'));
    expect(shown(kiosk.screen)).toEqual({ name: 'entry', lexicon: NWL, count: 3, words: [], message: null });
    kiosk = run(kiosk, ...keys('Escape'));
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: NWL });
  });

  it('Esc clears a message along with the words', () => {
    const kiosk = run(entry(1), ...typed('cat 7'), ...keys('Escape'));
    expect(entryScreen(kiosk)).toMatchObject({ words: [], message: null });
  });
});

describe('Tab', () => {
  it('judges when exactly that many words are typed', () => {
    const kiosk = run(entry(2), ...typed('cat dog'), ...keys('Tab'));
    expect(shown(kiosk.screen)).toEqual({
      name: 'judging',
      lexicon: NWL,
      count: 2,
      words: ['CAT', 'DOG'],
      message: null,
    });
  });

  it('judges with a trailing Space, dropping the empty word', () => {
    const kiosk = run(entry(2), ...typed('cat dog '), ...keys('Tab'));
    expect(entryScreen(kiosk)).toMatchObject({ name: 'judging', words: ['CAT', 'DOG'] });
  });

  it.each([
    [1, '', 'Type 1 word — 1 more word to type.'],
    [3, '', 'Type 3 words — 3 more words to type.'],
    [3, 'cat dog', 'Type 3 words — 1 more word to type.'],
    [3, 'cat dog ', 'Type 3 words — 1 more word to type.'],
    [8, 'cat', 'Type 8 words — 7 more words to type.'],
  ])('with %i words asked and %j typed, says what is missing and does not judge', (count, text, message) => {
    const kiosk = run(entry(count), ...typed(text), ...keys('Tab'));
    expect(entryScreen(kiosk)).toMatchObject({
      name: 'entry',
      words: text
        .split(' ')
        .filter(Boolean)
        .map((word) => word.toUpperCase()),
      message,
    });
  });

  it('says which word is too short instead of judging it', () => {
    const kiosk = run(entry(3), ...typed('cat a dog'), ...keys('Tab'));
    expect(entryScreen(kiosk)).toMatchObject({
      name: 'entry',
      message: 'Word 2 is too short: a word has at least 2 letters.',
    });
  });

  it('judges once: keys while judging change nothing (no second Tab, no typing)', () => {
    const kiosk = judging('cat dog');
    expect(run(kiosk, ...keys('Tab', 'x', 'Backspace', 'Escape', ' '))).toEqual(kiosk);
  });
});

describe('the verdict', () => {
  it('shows the verdict with the words as judged and the lexicon, never per-word results', () => {
    const kiosk = run(judging('cat xqzt'), verdict(['CAT', 'XQZT'], 'UNACCEPTABLE'));
    expect(shown(kiosk.screen)).toEqual({
      name: 'verdict',
      verdict: 'UNACCEPTABLE',
      words: ['CAT', 'XQZT'],
      lexicon: NWL,
    });
  });

  it('is never cleared by a key or a station update in the machine: clearing waits for the minimum display, in Kiosk.tsx', () => {
    const kiosk = run(judging('cat'), verdict(['CAT'], 'ACCEPTABLE'));
    for (const key of ['Escape', ' ', 'Enter', 'Tab', 'Backspace', '1', 'a']) {
      expect(run(kiosk, ...keys(key)), key).toEqual(kiosk);
    }
    // Nor by a station update (new timings, say): Kiosk.tsx times the minimum display from when the
    // verdict was drawn, so the verdict must stay the same screen. The timing itself is tested in the
    // browser, on a fake clock (test/e2e/kiosk-flow.test.ts).
    const retimed = stationState({
      timings: { verdictMinMs: 2_000, verdictClearMs: 20_000, idleClearMs: 60_000 },
    });
    expect(run(kiosk, { type: 'station', station: retimed })).toEqual({
      station: retimed,
      screen: kiosk.screen,
    });
  });

  it('clears to ready, with nothing of the challenge kept', () => {
    const kiosk = run(judging('cat'), verdict(['CAT'], 'ACCEPTABLE'), { type: 'clear' });
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: NWL });
    expect(JSON.stringify(kiosk)).not.toContain('CAT');
  });

  it('ignores an answer that arrives when no judgement is pending', () => {
    const ready = kioskAt();
    expect(run(ready, verdict(['CAT'], 'ACCEPTABLE'))).toBe(ready);
    const typing = run(entry(1), ...typed('cat'));
    expect(run(typing, verdict(['CAT'], 'ACCEPTABLE'))).toBe(typing);
    const shown = run(judging('cat'), verdict(['CAT'], 'ACCEPTABLE'));
    expect(run(shown, verdict(['DOG'], 'UNACCEPTABLE'))).toBe(shown);
  });

  it('goes back to the entry, words kept, with the station’s message when it refuses the input', () => {
    const kiosk = run(judging('cat dog'), failed('input', 'Word 2 "DOG" is refused.'));
    expect(entryScreen(kiosk)).toMatchObject({
      name: 'entry',
      words: ['CAT', 'DOG'],
      message: 'Word 2 "DOG" is refused.',
    });
  });

  it('says the refusal in the kiosk’s language, never in the station’s English words', () => {
    const spanish = run(entry(2, stationState({ language: 'es' })), ...typed('cat dog'), ...keys('Tab'));
    const { screen } = run(spanish, failed('input', 'Word 2 "DOG" is refused.'));
    if (screen.name !== 'entry' || screen.message === null) throw new Error(`on ${screen.name}, no message`);
    expect(screen.words).toEqual(['CAT', 'DOG']);
    expect(formatKioskMessage(kioskIntl('es'), screen.message)).toBe(
      'La estación no puede juzgar estas palabras: revisen cada palabra y escríbanlas de nuevo.',
    );
  });
});

describe('clearing an unjudged entry', () => {
  it('clears an idle entry back to ready', () => {
    const kiosk = run(entry(2), ...typed('cat'), { type: 'clear' });
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: NWL });
  });
});

describe('the fault screen', () => {
  it('shows the fault instead of a verdict when the log cannot be written', () => {
    const kiosk = run(judging('cat'), failed('cannot-record', FAULT));
    expect(shown(kiosk.screen)).toEqual({ name: 'unavailable', message: FAULT });
  });

  it('says to call the director when the station cannot judge (the reason is the director’s, in the log)', () => {
    const kiosk = run(judging('cat'), failed('cannot-judge', 'No lexicon is installed: import one first.'));
    expect(shown(kiosk.screen)).toEqual({
      name: 'unavailable',
      message: 'This station cannot judge right now — please call the director.',
    });
  });

  it('takes no keys while faulted', () => {
    const kiosk = run(judging('cat'), failed('cannot-record', FAULT));
    expect(shown(run(kiosk, ...keys('1', 'c', 'Tab', 'Escape', ' ')).screen)).toEqual({
      name: 'unavailable',
      message: FAULT,
    });
  });

  it('shows a fault the station reports, even in the middle of an entry', () => {
    const kiosk = run(entry(2), ...typed('cat'), {
      type: 'station',
      station: stationState({ fault: FAULT }),
    });
    expect(shown(kiosk.screen)).toEqual({ name: 'unavailable', message: FAULT });
  });

  it('returns to ready when the station asked again says the same as before the judgement met the fault', () => {
    const kiosk = run(judging('cat'), failed('cannot-record', FAULT), {
      type: 'station',
      station: stationState(),
    });
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: NWL });
  });

  it('starts with the fault when the station is already faulted', () => {
    expect(shown(kioskAt(stationState({ fault: FAULT })).screen)).toEqual({
      name: 'unavailable',
      message: FAULT,
    });
  });

  it('returns to ready once the station reports no fault, and is ready for the next challenge', () => {
    let kiosk = run(judging('cat'), failed('cannot-record', FAULT));
    kiosk = run(kiosk, { type: 'station', station: stationState({ fault: FAULT }) });
    expect(kiosk.screen.name).toBe('unavailable');
    kiosk = run(kiosk, { type: 'station', station: stationState() });
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: NWL });
    kiosk = run(kiosk, ...keys('1'), ...typed('dog'), ...keys('Tab'));
    expect(entryScreen(kiosk)).toMatchObject({ name: 'judging', words: ['DOG'] });
  });
});

describe('a station gone', () => {
  const STOPPED = 'This station has stopped — please call the director.';
  const REOPEN = 'This page must be opened again — please call the director.';

  it('says the station stopped when nothing answers, at rest or at Tab, never the disk fault', () => {
    expect(shown(run(kioskAt(), { type: 'lost', loss: 'stopped' }).screen)).toEqual({
      name: 'unavailable',
      message: STOPPED,
    });
    expect(shown(run(judging('cat'), { type: 'lost', loss: 'stopped' }).screen)).toEqual({
      name: 'unavailable',
      message: STOPPED,
    });
  });

  it('says the page must be opened again when the station no longer knows its session', () => {
    expect(shown(run(kioskAt(), { type: 'lost', loss: 'session-ended' }).screen)).toEqual({
      name: 'unavailable',
      message: REOPEN,
    });
  });

  it('says so in the kiosk’s language, kept from the station’s last answer, and before any answer', () => {
    const polish = run(kioskAt(stationState({ language: 'pl' })), { type: 'lost', loss: 'stopped' });
    expect(polish.station?.language).toBe('pl');
    expect(shown(polish.screen, 'pl')).toEqual({
      name: 'unavailable',
      message: 'To stanowisko przestało działać – wezwijcie sędziego.',
    });
    const never = run(INITIAL_KIOSK, { type: 'lost', loss: 'stopped' });
    expect(never.station).toBeNull();
    expect(shown(never.screen)).toEqual({ name: 'unavailable', message: STOPPED });
  });

  it('returns to ready when the station answers again', () => {
    const kiosk = run(
      kioskAt(),
      { type: 'lost', loss: 'stopped' },
      { type: 'station', station: stationState() },
    );
    expect(shown(kiosk.screen)).toEqual({ name: 'ready', lexicon: NWL });
  });
});

describe('station updates', () => {
  it('keep the screen (and the words typed) when nothing is wrong', () => {
    const typing = run(entry(2), ...typed('cat'));
    const renamed = stationState({ stationName: 'Table 2' });
    const kiosk = run(typing, { type: 'station', station: renamed });
    expect(kiosk).toEqual({ station: renamed, screen: typing.screen });
  });

  it('bring the hall’s new list at rest, and never in the middle of a challenge', () => {
    const hallList = stationState({ offered: [CSW, NWL] });
    // At rest: the next challenge starts on the new offer (here, the choice of two lists).
    expect(shown(run(kioskAt(), { type: 'station', station: hallList }).screen)).toEqual({
      name: 'choose-lexicon',
    });
    const onCsw = stationState({ offered: [CSW] });
    expect(shown(run(kioskAt(), { type: 'station', station: onCsw }).screen)).toEqual({
      name: 'ready',
      lexicon: CSW,
    });
    // Typing, judging, or showing a verdict: the challenge keeps its list to the end.
    const typing = run(entry(2), ...typed('cat'));
    expect(run(typing, { type: 'station', station: onCsw }).screen).toEqual(typing.screen);
    const judged = run(judging('cat'), { type: 'station', station: onCsw });
    expect(judged.screen).toMatchObject({ name: 'judging', lexicon: NWL });
    // Cleared after the verdict, the next challenge is on the new list.
    const next = run(judged, verdict(['CAT'], 'ACCEPTABLE'), { type: 'clear' });
    expect(shown(next.screen)).toEqual({ name: 'ready', lexicon: CSW });
  });

  it('keep a list the player chose and a table number typed, when the state asked again is the same', () => {
    const two = stationState({ offered: [NWL, CSW] });
    const chosen = run(kioskAt(two), ...keys('2'));
    expect(shown(chosen.screen)).toEqual({ name: 'ready', lexicon: CSW });
    expect(run(chosen, { type: 'station', station: stationState({ offered: [NWL, CSW] }) })).toEqual(chosen);
    const tables = stationState({ tableEntry: true });
    const typedTable = run(kioskAt(tables), ...keys('1', '2'));
    expect(run(typedTable, { type: 'station', station: stationState({ tableEntry: true }) })).toEqual(
      typedTable,
    );
    // A list chosen is a challenge begun: a new offer waits for the next one.
    expect(run(chosen, { type: 'station', station: stationState({ offered: [CSW] }) }).screen).toEqual(
      chosen.screen,
    );
  });

  it('restingScreen is the screen a fresh challenge starts from', () => {
    expect(shown(restingScreen(stationState()))).toEqual({ name: 'ready', lexicon: NWL });
    expect(shown(restingScreen(stationState({ offered: [NWL, CSW] })))).toEqual({ name: 'choose-lexicon' });
    expect(shown(restingScreen(stationState({ fault: FAULT })))).toEqual({
      name: 'unavailable',
      message: FAULT,
    });
  });
});

// A chord with Ctrl, Alt or Meta (AltGr only for A–Z, digits and keys; see kiosk-chord.ts) is a command, not a letter:
// Ctrl+V once typed "V". No letter, digit or word separator the kiosk takes needs one of them.
describe('keys pressed with Ctrl, Alt or Meta', () => {
  const chord = (key: string): KioskAction => ({ type: 'key', key, chord: true });

  it('type nothing on the entry screen: Ctrl+V is not V, and no message appears', () => {
    const before = run(entry(2), ...typed('ca'));
    for (const key of ['v', 'V', 'a', 'z', ' ', 'Enter', 'Tab', 'Backspace', 'Escape', '7', 'é']) {
      expect(run(before, chord(key)), key).toEqual(before);
    }
    expect(entryScreen(run(before, chord('v'), ...typed('t'))).words).toEqual(['CAT']);
  });

  it('choose no lexicon, no word count and no table number', () => {
    const choosing = kioskAt(stationState({ offered: [NWL, CSW] }));
    expect(run(choosing, chord('1'))).toEqual(choosing);
    const ready = kioskAt();
    expect(run(ready, chord('2'))).toEqual(ready);
    const table = kioskAt(stationState({ tableEntry: true }));
    expect(run(table, chord('4'), chord('Enter'))).toEqual(table);
  });
});
