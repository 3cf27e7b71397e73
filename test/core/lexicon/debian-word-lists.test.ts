// Real vocabularies from Debian's word lists, shaped here the way a tournament list is (upper case,
// accents folded as the alphabet says, words with letters that are not tiles and names dropped) by code that
// does not use the parser. Every written form of a list — as Debian spells it, plain upper case,
// bracketed, lower case, legacy aliases — must give the same words and the same fingerprint, and
// the compiled lexicon must judge words exactly as the list itself says.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ListReading } from '../../../electron/core/lexicon/list-reading.ts';
import { loadWordGraph } from '../../../electron/core/lexicon/word-graph.ts';
import {
  compileTileLexiconBytes,
  hasTiles,
  parseTileWordList,
  tileLexiconFingerprint,
  canonicalWords,
} from '../../../electron/core/lexicon/tile-lexicon.ts';
import {
  canonicalWord,
  getAlphabet,
  parseTiles,
  type AlphabetId,
  type TileAlphabet,
} from '../../../electron/common/alphabets/index.ts';
import { missingReason, readDebianWordList, type DebianWordList } from '../../support/debian-word-list.ts';
import { seededRandom } from '../../support/seeded-random.ts';

interface Language {
  readonly id: AlphabetId;
  readonly list: DebianWordList;
  /** Read every n-th line: enough real words to find mistakes without slowing the suite. */
  readonly every: number;
  /** The tournament word in canonical form, or null when the list would not hold it. */
  readonly shape: (word: string) => string | null;
  /** Other ways a file may write the canonical word: legacy aliases and alternative spellings. */
  readonly otherForms: Readonly<Record<string, (canonical: string, debian: string) => string>>;
  /** Words the list holds and does not hold, as a player would type them. */
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
}

const stripAccents = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/** Upper case, then each multi-letter tile in brackets, left to right. */
function bracketed(word: string, multiLetter: RegExp): string {
  return word.toUpperCase().replace(multiLetter, (tile) => `[${tile}]`);
}

const LANGUAGES: readonly Language[] = [
  {
    id: 'spanish',
    list: { file: 'spanish', debianPackage: 'wspanish', encoding: 'utf8' },
    every: 1,
    shape: (word) => {
      const folded = word.toLowerCase().replace(/[áéíóúü]/gu, (char) => stripAccents(char));
      return /^[a-jl-vx-zñ]+$/u.test(folded) ? bracketed(folded, /CH|LL|RR/gu) : null;
    },
    otherForms: {
      'legacy digits 1 2 3': (canonical) =>
        canonical.replaceAll('[CH]', '1').replaceAll('[LL]', '2').replaceAll('[RR]', '3'),
    },
    valid: ['chico', 'CALLE', 'perro', 'pingüino', '1ICO', 'PE3O'],
    invalid: ['chicoz', 'pero\u0301n'],
  },
  {
    id: 'catalan',
    list: { file: 'catalan', debianPackage: 'wcatalan', encoding: 'utf8' },
    every: 3,
    shape: (word) => {
      const folded = word.toLowerCase().replace(/[àèéíïòóúü]/gu, (char) => stripAccents(char));
      // No K, W, Y or Q tile: y only in NY, q only in QU, the middle dot only in L·L.
      const bare = folded.replaceAll('l·l', '').replaceAll('ny', '').replaceAll('qu', '');
      return /^[a-jl-vxzç]+$/u.test(bare) && !/[kwyq·]/u.test(bare) ? bracketed(folded, /L·L|NY|QU/gu) : null;
    },
    otherForms: {
      'legacy aliases W Y Q K': (canonical) =>
        canonical
          .replaceAll('[L·L]', 'W')
          .replaceAll('[NY]', 'Y')
          .replaceAll('[QU]', 'Q')
          .replaceAll('Ç', 'K'),
      'L.L with a full stop': (_, debian) => debian.replaceAll('l·l', 'l.l'),
      'ŀl (U+0140)': (_, debian) => debian.replaceAll('l·l', 'ŀl'),
    },
    valid: ['col·lectat', 'COL.LECTAT', 'coŀlectat', 'COWECTAT', 'col·legi', 'qüestió'],
    invalid: ['collectat', 'colectat'],
  },
  {
    id: 'french',
    list: { file: 'french', debianPackage: 'wfrench', encoding: 'utf8' },
    every: 3,
    shape: (word) => {
      const folded = stripAccents(word.toLowerCase().replaceAll('œ', 'oe').replaceAll('æ', 'ae'));
      return /^[a-z]+$/u.test(folded) ? folded.toUpperCase() : null;
    },
    otherForms: {},
    valid: ['cœur', 'COEUR', 'élève'],
    invalid: ['coeurz'],
  },
  {
    id: 'german',
    list: { file: 'ngerman', debianPackage: 'wngerman', encoding: 'utf8' },
    every: 3,
    shape: (word) => {
      const spelled = word.toLowerCase().replaceAll('ß', 'ss');
      return /^[a-zäöü]+$/u.test(spelled) ? spelled.toUpperCase() : null;
    },
    otherForms: {},
    valid: ['Straße', 'STRASSE', 'Äpfel'],
    invalid: ['Strase', 'Apfelz'],
  },
  {
    id: 'dutch',
    list: { file: 'dutch', debianPackage: 'wdutch', encoding: 'utf8' },
    every: 3,
    shape: (word) => {
      const folded = stripAccents(word.toLowerCase().replaceAll('ĳ', 'ij'));
      return /^[a-z]+$/u.test(folded) ? folded.toUpperCase() : null;
    },
    otherForms: {},
    valid: ['ideeën', 'IDEEEN'],
    invalid: ['ideeenz'],
  },
  {
    id: 'polish',
    list: { file: 'polish', debianPackage: 'wpolish', encoding: 'utf8' },
    every: 40,
    shape: (word) => (/^[a-pr-uwyząćęłńóśźż]+$/u.test(word.toLowerCase()) ? word.toUpperCase() : null),
    otherForms: {},
    valid: ['źdźbło', 'ŹDŹBŁO'],
    invalid: ['zdzblo'],
  },
  {
    id: 'norwegian',
    list: { file: 'bokmaal', debianPackage: 'wnorwegian', encoding: 'latin1' },
    every: 5,
    shape: (word) => (/^[a-zæøåüäö]+$/u.test(word.toLowerCase()) ? word.toUpperCase() : null),
    otherForms: {},
    valid: ['blåbær'],
    invalid: ['blåbærz'],
  },
  {
    id: 'swedish',
    list: { file: 'swedish', debianPackage: 'wswedish', encoding: 'latin1' },
    every: 1,
    shape: (word) => (/^[a-zåäöüæ]+$/u.test(word.toLowerCase()) ? word.toUpperCase() : null),
    otherForms: {},
    valid: ['smörgås'],
    invalid: ['smorgas'],
  },
];

/** The fingerprint as the issue defines it, computed without the code under test. */
function referenceFingerprint(canonical: Iterable<string>): string {
  const sorted = [...new Set(canonical)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return createHash('sha256')
    .update(sorted.map((word) => `${word}\n`).join(''))
    .digest('hex');
}

function listBytes(lines: readonly string[]): Uint8Array {
  return new TextEncoder().encode(lines.join('\n'));
}

function canonicalOf(word: string, alphabet: TileAlphabet): string | null {
  const result = parseTiles(word, alphabet);
  return 'tiles' in result ? canonicalWord(result.tiles, alphabet) : null;
}

describe.each(LANGUAGES)('$id, on Debian $list.file', (language) => {
  const alphabet = getAlphabet(language.id);
  let cached: { debian: string[]; canonical: string[] } | undefined;
  /** Debian's words the tournament list keeps, with their canonical forms (same order). */
  const shaped = (): { debian: string[]; canonical: string[] } => {
    if (cached !== undefined) return cached;
    const debian: string[] = [];
    const canonical: string[] = [];
    for (const word of readDebianWordList(language.list, language.every, new Set(language.valid))) {
      // Debian's lists hold words in lower case and names capitalised: a list that mixes cases, whose
      // names the import leaves out; German capitalises its nouns, and keeps them (list-case.ts).
      if (language.id !== 'german' && /\p{Lu}|\p{Lt}/u.test(word) && /\p{Ll}|\p{Lt}/u.test(word)) continue;
      // A word in capitals in a list in lower case is an abbreviation (AGFA, BMW), in every language.
      if (/\p{Lu}/u.test(word) && !/\p{Ll}|\p{Lt}/u.test(word)) continue;
      const shape = language.shape(word);
      if (shape === null) continue;
      debian.push(word);
      canonical.push(shape);
    }
    cached = { debian, canonical };
    return cached;
  };

  it('reads each word, as Debian spells it, into the tiles the tournament list has', (context) => {
    const reason = missingReason(language.list);
    if (reason !== null) context.skip(reason);
    const { debian, canonical } = shaped();
    expect(debian.length).toBeGreaterThan(10_000);
    const wrong = debian.filter((word, index) => canonicalOf(word, alphabet) !== canonical[index]);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('gives the same words and fingerprint from every written form of the list', (context) => {
    const reason = missingReason(language.list);
    if (reason !== null) context.skip(reason);
    const { debian, canonical } = shaped();
    const expected = referenceFingerprint(canonical);
    const display = canonical.map((word) => word.replace(/[[\]]/gu, ''));
    const forms: Record<string, string[]> = {
      'as Debian spells it': debian,
      'plain upper case': display,
      'plain lower case': display.map((word) => word.toLowerCase()),
      canonical: canonical,
      ...Object.fromEntries(
        Object.entries(language.otherForms).map(([name, write]) => [
          name,
          canonical.map((word, index) => write(word, debian[index] ?? '')),
        ]),
      ),
    };
    for (const [name, lines] of Object.entries(forms)) {
      // A list written with the typing stand-ins is read so only when the director says it is.
      const reading = new ListReading(alphabet, { standIns: name in language.otherForms });
      const list = parseTileWordList(listBytes(lines), alphabet, undefined, reading);
      expect({ form: name, fingerprint: tileLexiconFingerprint(list.keys, alphabet) }).toEqual({
        form: name,
        fingerprint: expected,
      });
      expect(list.keys.length).toBe(new Set(canonical).size);
    }
  });

  it('judges words exactly as the list says, one tile changed or not', (context) => {
    const reason = missingReason(language.list);
    if (reason !== null) context.skip(reason);
    const { debian, canonical } = shaped();
    const compiled = compileTileLexiconBytes(listBytes(debian), alphabet);
    const graph = loadWordGraph(compiled.graph);
    const truth = new Set(canonical);
    expect(compiled.fingerprint).toBe(referenceFingerprint(canonical));
    expect(graph.wordCount).toBe(truth.size);
    expect([...canonicalWords(graph, alphabet)]).toEqual(
      [...truth].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
    );

    const random = seededRandom(language.id.length);
    let found = 0;
    let missing = 0;
    for (let trial = 0; trial < 3000; trial += 1) {
      const word = debian[Math.floor(random() * debian.length)] ?? '';
      const parsed = parseTiles(word, alphabet);
      if (!('tiles' in parsed)) throw new Error(`${word} was not read`);
      const tiles = [...parsed.tiles];
      if (trial % 2 === 1)
        tiles[Math.floor(random() * tiles.length)] = Math.floor(random() * alphabet.labels.length);
      const inList = truth.has(canonicalWord(tiles, alphabet));
      expect(hasTiles(graph, tiles, alphabet)).toBe(inList);
      if (inList) found += 1;
      else missing += 1;
    }
    expect(found).toBeGreaterThan(1000);
    expect(missing).toBeGreaterThan(500);
    for (const word of language.valid) expect({ word, valid: judge(word) }).toEqual({ word, valid: true });
    for (const word of language.invalid) expect({ word, valid: judge(word) }).toEqual({ word, valid: false });

    function judge(word: string): boolean {
      const parsed = parseTiles(word, alphabet);
      return 'tiles' in parsed && hasTiles(graph, parsed.tiles, alphabet);
    }
  });
});
