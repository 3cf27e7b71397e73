import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lexiconFingerprint, shortFingerprint } from '../../../electron/core/lexicon/fingerprint.ts';
import { LexiconFormatError, parseLexiconText } from '../../../electron/core/lexicon/lexicon-text.ts';
import { ENGLISH_LETTERS } from '../../../electron/core/words/letter-set.ts';

const parse = (text: string | Uint8Array) =>
  parseLexiconText(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, ENGLISH_LETTERS);

describe('parseLexiconText', () => {
  const expected = ['AA', 'QI', 'ZA'];

  it.each([
    ['plain LF', 'qi\nza\naa\n'],
    ['CRLF, no final newline', 'QI\r\nZA\r\nAA'],
    ['BOM', '\uFEFFqi\nza\naa\n'],
    ['comments, blank lines, trailing spaces', '# NWL-style header\n\nqi  \n\n  \nza\t\naa\n# end'],
    ['upper and lower case and duplicates', 'QI\nqi\nZA\naa\nAA\n'],
    ['capitalised throughout', 'Qi\nZa\nAa\n'],
    ['definitions after a tab or space', 'QI\tthe vital force\nZA pizza\nAA rough lava\n'],
  ])('reads %s into the same sorted distinct words', (_format, text) => {
    expect(parse(text).words).toEqual(expected);
  });

  it('keeps the first definition of each word', () => {
    const { definitions } = parse('QI\tthe vital force [n QIS]\nqi later one\nZA pizza\nAA\n');
    expect(definitions.get('QI')).toBe('the vital force [n QIS]');
    expect(definitions.get('ZA')).toBe('pizza');
    expect(definitions.has('AA')).toBe(false);
  });

  it('fails on a capitalised line in a list that mixes cases: a name, not a word (list-case.ts)', () => {
    expect(() => parse('qi\nZa\naa\n')).toThrow(
      'Line 2: "Za" is capitalised in a list that mixes cases, so it is a name, not a word.',
    );
  });

  it('fails on a character outside the alphabet, naming the line', () => {
    expect(() => parse('QI\nZA\n\nCAFÉ\n')).toThrow(/Line 4: the word "CAFÉ" contains "É"/u);
    expect(() => parse('QI\nZ4\n')).toThrow(LexiconFormatError);
    expect(() => parse('QI\nZ\u200BA\n')).toThrow(/Line 2.*U\+200B/u);
  });

  it('fails on an empty list and on text that is not UTF-8', () => {
    expect(() => parse('# only comments\n\n')).toThrow(/empty/u);
    expect(() => parse(new Uint8Array([0x51, 0x49, 0x0a, 0xff, 0xfe, 0x0a]))).toThrow(/not UTF-8/u);
  });
});

describe('lexiconFingerprint', () => {
  it('is SHA-256 of the sorted words, each followed by a newline', () => {
    const words = parse('za\nqi\naa\n').words;
    const reference = createHash('sha256').update('AA\nQI\nZA\n').digest('hex');
    expect(lexiconFingerprint(words)).toBe(reference);
    expect(shortFingerprint(reference)).toBe(reference.slice(0, 8));
  });

  it('hashes long lists in batches without changing the result', () => {
    const words = Array.from({ length: 10_000 }, (_, index) => `W${String(index).padStart(5, '0')}`);
    const reference = createHash('sha256')
      .update(words.map((word) => `${word}\n`).join(''))
      .digest('hex');
    expect(lexiconFingerprint(words)).toBe(reference);
  });
});

describe('parseLexiconText with lexicon symbols', () => {
  it('reads symbols glued to the word, apart from the word and its definition', () => {
    const parsed = parse('QAT# an evergreen shrub\nZA$\tpizza\nOK+#\nQI the vital force\nAA\n');
    expect(parsed.words).toEqual(['AA', 'OK', 'QAT', 'QI', 'ZA']);
    expect(Object.fromEntries(parsed.symbols)).toEqual({ OK: '+#', QAT: '#', ZA: '$' });
    expect(parsed.definitions.get('QAT')).toBe('an evergreen shrub');
    expect(parsed.definitions.get('ZA')).toBe('pizza');
  });

  it('gives a list with symbols the fingerprint of the same list without them', () => {
    expect(lexiconFingerprint(parse('QAT#\nZA+\n').words)).toBe(lexiconFingerprint(parse('QAT\nZA\n').words));
  });

  it('still refuses other punctuation, and a line of symbols alone', () => {
    expect(() => parse('QAT!\n')).toThrow(/"QAT!" contains "!"/u);
    expect(() => parse('QI\n+\n')).toThrow(/Line 2/u);
  });
});
