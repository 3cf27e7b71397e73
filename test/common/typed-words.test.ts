import { describe, expect, it } from 'vitest';
import { splitWords } from '../../electron/common/typed-words.ts';
import { InputError, parsePlay, parseWords } from '../../electron/core/words/play-input.ts';
import { typedWords } from '../../renderer/src/console/review/typed-words.ts';
import type { Screen } from '../../renderer/src/kiosk/kiosk-machine.ts';
import { keys, kioskAt, run } from '../renderer/kiosk/kiosk-machine-fixture.ts';

// Typed text, and the words it holds: only spaces, tabs, commas and line breaks separate words.
const TRICKY: readonly (readonly [string, readonly string[]])[] = [
  ['qi za', ['qi', 'za']],
  ['qi\tza', ['qi', 'za']],
  ['qi\r\nza\ncat\rdog', ['qi', 'za', 'cat', 'dog']],
  ['qi,za', ['qi', 'za']],
  [' ,\t qi ,, za\t\r\n\r\n cat , ', ['qi', 'za', 'cat']],
  // Any other space is part of a word, which the core then refuses by name.
  ['qi\u00A0za', ['qi\u00A0za']],
  ['qi\u2003za \u3000', ['qi\u2003za', '\u3000']],
  ['qi\vza\fcat', ['qi\vza\fcat']],
];

/** What the core makes of words: the words it judges, or its refusal. */
function coreReading(read: () => string[]): { words: string[] } | { refused: string } {
  try {
    return { words: read() };
  } catch (error) {
    if (error instanceof InputError) return { refused: error.message };
    throw error;
  }
}

describe('splitting typed text into words', () => {
  it.each(TRICKY)('finds in %j the words %j', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });

  it.each(TRICKY)('gives a judge’s check of %j the words the core reads in it', (text, words) => {
    const typed = typedWords(text);
    expect(typed).toEqual({ words });
    if (!('words' in typed)) return;
    // The console sends the words; the core reads them as it reads the same text typed whole.
    expect(coreReading(() => parseWords(typed.words))).toEqual(coreReading(() => parsePlay(text)));
  });

  it('refuses a non-breaking space inside a check’s word in the core, as in typed text', () => {
    const typed = typedWords('qi\u00A0za');
    if (!('words' in typed)) throw new Error(typed.error.id);
    const reading = coreReading(() => parseWords(typed.words));
    if (!('refused' in reading)) throw new Error(`the core read ${reading.words.join(' ')}`);
    expect(reading.refused).toContain('U+00A0');
  });

  // The kiosk takes keys, not text: Space and Enter end a word, Tab judges and a comma is no letter.
  it.each([
    ['qi za cat', 3],
    ['qi  za\n\ncat', 3],
    ['qi \r\nza', 2],
  ] as const)('gives the kiosk’s play typed as %j the words the core reads in it', (text, count) => {
    const pressed = Array.from(text.replaceAll('\r\n', '\n'), (key) => (key === '\n' ? 'Enter' : key));
    const kiosk = run(kioskAt(), ...keys(String(count), ...pressed, 'Tab'));
    const screen: Screen = kiosk.screen;
    if (screen.name !== 'judging') throw new Error(`on ${screen.name}, not judging`);
    expect(screen.words).toEqual(parsePlay(text));
    expect(screen.words).toEqual(splitWords(text.toUpperCase()));
  });
});
