// A word list is read by its letters: the kiosk's typing stand-ins (Catalan K for Ç, W for L·L, a
// lone Y for NY, a lone Q for QU; Spanish 1, 2, 3 for CH, LL, RR) are read in a list only when the
// director says it is written with them. A real-spelling dictionary's loanwords (karate, clown) are
// refused and reported, never turned into words that do not exist. Through a real station.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALPHABET_IDS,
  canonicalWord,
  getAlphabet,
  parseTiles,
  standIns,
  type AlphabetId,
} from '../../../electron/common/alphabets/index.ts';
import type { WordListOptions } from '../../../electron/core/lexicon/lexicon-import.ts';
import { ListReading } from '../../../electron/core/lexicon/list-reading.ts';
import { readingNotes } from '../../../electron/core/lexicon/reading-notes.ts';
import { parseTileWordList } from '../../../electron/core/lexicon/tile-lexicon.ts';
import { UnplayableLines } from '../../../electron/core/lexicon/unplayable-lines.ts';
import type { UnplayableReport } from '../../../electron/core/lexicon/unplayable-report.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { missingReason } from '../../support/debian-word-list.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { unplayableRefusal } from '../../support/unplayable-refusal.ts';

const tempDir = useTempDirs();

function writeList(lines: readonly string[]): string {
  const path = join(tempDir(), 'list.txt');
  writeFileSync(path, lines.join('\n'));
  return path;
}

/** Imports `lines` skipping unplayable lines; the lexicon, what was skipped and the reading notes. */
function importList(station: Station, lines: readonly string[], options: WordListOptions) {
  let skipped: UnplayableReport | null = null;
  let notes: readonly string[] = [];
  const info = station.importer.importFile(writeList(lines), 'LIST', {
    skipUnplayable: true,
    ...options,
    onSkipped: (report) => {
      skipped = report;
    },
    onRead: (read) => {
      notes = read;
    },
  });
  return { info, skipped: skipped as UnplayableReport | null, notes: notes.join('\n') };
}

function verdict(station: Station, word: string): string {
  return station.judge({ words: [word], source: 'cli', lexicon: 'LIST' }).verdict;
}

/** Each refused line as the report shows it, by reason. */
function refusedLines(report: UnplayableReport | null): Record<string, string[]> {
  return Object.fromEntries(
    (report?.groups ?? []).map((group) => [
      group.reason,
      group.first.map((line) => `${line.text} (${line.detail})`),
    ]),
  );
}

const CATALAN_DICTIONARY = [
  'casa',
  'col·lecció',
  'karate',
  'clown',
  'byte',
  'kiwi',
  'plaça',
  'any',
  'quatre',
];

describe('a Catalan dictionary with loanwords, read by its letters', () => {
  it('refuses karate, clown, byte and kiwi as not Catalan tiles, and judges them UNACCEPTABLE', () => {
    const station = new Station({ dataDir: tempDir() });
    const { info, skipped, notes } = importList(station, CATALAN_DICTIONARY, { alphabet: 'catalan' });
    expect(refusedLines(skipped)).toEqual({
      'not-a-tile': [
        'karate (k is not a Catalan tile)',
        'clown (w is not a Catalan tile)',
        'byte (y is not a Catalan tile)',
        'kiwi (k is not a Catalan tile)',
      ],
    });
    expect(info.wordCount).toBe(5);
    for (const word of ['KARATE', 'CLOWN', 'BYTE', 'KIWI', 'karate'])
      expect({ word, verdict: verdict(station, word) }).toEqual({ word, verdict: 'UNACCEPTABLE' });
    for (const word of ['COL·LECCIÓ', 'PLAÇA', 'ANY', 'QUATRE'])
      expect({ word, verdict: verdict(station, word) }).toEqual({ word, verdict: 'ACCEPTABLE' });
    // The kiosk's typing reads its stand-ins as ever: W for L·L, K for Ç, Y for NY, Q for QU.
    for (const typed of ['COWECCIÓ', 'PLAKA', 'AY', 'QATRE'])
      expect({ typed, verdict: verdict(station, typed) }).toEqual({ typed, verdict: 'ACCEPTABLE' });
    expect(notes).toContain('Read by its letters: K, W, Y and Q are no Catalan tiles');
    // A real-spelling list (it holds · and ç) is not said to look written with stand-ins.
    expect(notes).not.toContain('looks encoded with stand-ins');
  });

  it('says the list looks written in real spelling when --stand-ins is given for it', () => {
    const station = new Station({ dataDir: tempDir() });
    const { notes } = importList(station, CATALAN_DICTIONARY, { alphabet: 'catalan', standIns: true });
    expect(notes).toContain('Read with stand-ins, as asked: K, W, Y and Q read as Ç, L·L, NY and QU.');
    expect(notes).toContain('4 lines read through stand-ins:');
    expect(notes).toContain('Line 3: "karate" as ÇARATE');
    expect(notes).toContain(
      'This list looks written in real spelling (line 2, "col·lecció", holds ·, ŀ, ç or ny)',
    );
  });
});

// Every alphabet with stand-ins: a line written with one is refused by default, read as its tile
// with --stand-ins (and counted), and a list with no real-spelling mark is told to be one.
const WITH_STAND_INS = ALPHABET_IDS.filter((id) => standIns(getAlphabet(id)).length > 0);

describe.each(WITH_STAND_INS)('a %s list written with stand-ins', (id: AlphabetId) => {
  const alphabet = getAlphabet(id);
  const name = alphabet.definition.name;
  // A word of plain tiles with each stand-in inside it: ASA, then A<stand-in>A for each.
  const encoded = ['ASA', 'ATA', ...standIns(alphabet).map(([alias]) => `A${alias}A`)];
  const tileWords = standIns(alphabet).map(([, tile]) => {
    const parsed = parseTiles(`A[${tile}]A`.replace(/\[(.)\]/u, '$1'), alphabet);
    return 'tiles' in parsed ? canonicalWord(parsed.tiles, alphabet) : '';
  });

  it('refuses each stand-in line by default, and hints at --stand-ins', () => {
    const station = new Station({ dataDir: tempDir() });
    const report = unplayableRefusal(() =>
      station.importer.importFile(writeList(encoded), 'LIST', { alphabet: id }),
    );
    expect(report.total).toBe(encoded.length - 2);
    const details = report.groups.flatMap((group) => group.first.map((line) => line.detail));
    expect(details).toEqual(
      standIns(alphabet).map(
        ([alias]) => `${alias} is not ${/^[AEIOU]/u.test(name) ? 'an' : 'a'} ${name} tile`,
      ),
    );
    expect(report.notes.join('\n')).toContain(
      `This list looks encoded with stand-ins (no ${(alphabet.definition.realSpellingMarks ?? [])
        .map((mark) => mark.toLowerCase())
        .join(', ')
        .replace(
          /, ([^,]*)$/u,
          ' or $1',
        )} in ${encoded.length} lines; ${encoded.length - 2} lines refused for`,
    );
  });

  it('reads them as their tiles with --stand-ins, and counts the lines', () => {
    const station = new Station({ dataDir: tempDir() });
    const { info, skipped, notes } = importList(station, encoded, { alphabet: id, standIns: true });
    expect(skipped).toBeNull();
    expect(info.wordCount).toBe(encoded.length);
    expect(notes).toContain(`${encoded.length - 2} lines read through stand-ins:`);
    for (const word of tileWords)
      expect({ word, verdict: verdict(station, word) }).toEqual({ word, verdict: 'ACCEPTABLE' });
    expect(
      station.log.newestEventDetails(station.stationId, ['lexicon-imported'], info.fingerprint),
    ).toContain('; read with stand-ins');
  });
});

describe('abbreviations, punctuation and accent folding in a dictionary', () => {
  const LIST = ['bebè', 'bebe', 'més', 'mes', 'casa', 'CIA', 'AGFA', "d'acord", 'porta-avions', 'taula'];

  it('reports words in capitals as abbreviations, hyphens and apostrophes as punctuation, and counts the folds', () => {
    const station = new Station({ dataDir: tempDir() });
    const { info, skipped, notes } = importList(station, LIST, { alphabet: 'catalan' });
    expect(refusedLines(skipped)).toEqual({
      punctuation: ["d'acord (holds an apostrophe)", 'porta-avions (holds a hyphen)'],
      abbreviation: ['CIA (in capitals)', 'AGFA (in capitals)'],
    });
    // bebè and bebe, més and mes: six playable lines, four words.
    expect(info.wordCount).toBe(4);
    expect(notes).toContain('2 lines merged by accent folding into a word another line gives too:');
    expect(notes).toContain('Line 1: "bebè" as BEBE');
    expect(verdict(station, 'CIA')).toBe('UNACCEPTABLE');
  });

  it('keeps words in capitals with --keep-capitals', () => {
    const station = new Station({ dataDir: tempDir() });
    const { info, skipped } = importList(station, LIST, { alphabet: 'catalan', keepCapitals: true });
    expect(Object.keys(refusedLines(skipped))).toEqual(['punctuation']);
    expect(info.wordCount).toBe(6);
    expect(verdict(station, 'CIA')).toBe('ACCEPTABLE');
  });

  it('imports a list in capitals whole, with no option, in English and in Catalan', () => {
    for (const alphabet of ['english', 'catalan'] as const) {
      const station = new Station({ dataDir: tempDir() });
      const lines = alphabet === 'english' ? ['CAT', 'ZA', 'QI', 'dog'] : ['CASA', 'CIA', 'PLAÇA', 'taula'];
      const info = station.importer.importFile(writeList(lines), 'LIST', { alphabet });
      expect(info.wordCount).toBe(4);
    }
  });
});

describe("Debian's wcatalan, read by its letters", () => {
  const list = { file: 'catalan', debianPackage: 'wcatalan', encoding: 'utf8' } as const;

  it('refuses its loanwords for K, W, Y and Q, reports its abbreviations and counts its folds', (context) => {
    const reason = missingReason(list);
    if (reason !== null) context.skip(reason);
    const alphabet = getAlphabet('catalan');
    const unplayable = new UnplayableLines();
    const reading = new ListReading(alphabet);
    const words = parseTileWordList(readFileSync('/usr/share/dict/catalan'), alphabet, unplayable, reading);
    const count = (wanted: string) => unplayable.lines().filter((line) => line.reason === wanted).length;
    const refusedFor = (letters: RegExp) =>
      unplayable.lines().filter((line) => line.reason === 'not-a-tile' && letters.test(line.detail)).length;
    const facts = reading.facts();
    expect({
      lines: facts.lines,
      refusedForStandIns: facts.refusedForStandIns,
      refusedForKWYQ: refusedFor(/^[kwyqKWYQ] is not/u),
      abbreviations: count('abbreviation'),
      merged: facts.folded.count,
      words: words.keys.length,
    }).toEqual({
      lines: 612_509,
      refusedForStandIns: 447,
      refusedForKWYQ: 447,
      abbreviations: 118,
      merged: 49_611,
      words: 541_008,
    });
    expect(readingNotes(facts).join('\n')).not.toContain('looks encoded with stand-ins');
  });
});
