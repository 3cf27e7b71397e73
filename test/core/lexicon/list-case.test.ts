// A list that mixes cases (Debian's: words in lower case, names capitalised) is read with its names
// reported as lines no game can play, never folded into words; a list in one case throughout is
// read as before. And a list whose refused lines hold another
// alphabet's letters says which alphabet and which option imports it. Through a real station.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAlphabet, type AlphabetId } from '../../../electron/common/alphabets/index.ts';
import { lexiconFingerprint } from '../../../electron/core/lexicon/fingerprint.ts';
import { writtenCase } from '../../../electron/core/lexicon/list-case.ts';
import { LexiconFormatError } from '../../../electron/core/lexicon/lexicon-text.ts';
import { parseTileWordList } from '../../../electron/core/lexicon/tile-lexicon.ts';
import { UnplayableLines } from '../../../electron/core/lexicon/unplayable-lines.ts';
import {
  unplayableReportView,
  UnplayableLinesError,
  type UnplayableReport,
} from '../../../electron/core/lexicon/unplayable-report.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { missingReason } from '../../support/debian-word-list.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const NAMES = 'a name (capitalised in a list that mixes cases)';
const ABBREVIATIONS = 'an abbreviation (in capitals in a list in lower case)';

function openStation(): Station {
  return new Station({ dataDir: tempDir() });
}

function writeList(lines: readonly string[]): string {
  const path = join(tempDir(), 'list.txt');
  writeFileSync(path, lines.join('\n'));
  return path;
}

/** The report and message an import was refused with; fails the test when it was not refused for that. */
function refusal(run: () => unknown): { report: UnplayableReport; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof UnplayableLinesError) return { report: error.report, message: error.message };
    throw error;
  }
  throw new Error('the import was not refused');
}

/** Each reason's label and count with the lines shown, as a person reads the report. */
function shown(report: UnplayableReport): Record<string, string[]> {
  return Object.fromEntries(
    report.groups.map((group) => [
      `${group.label} (${group.count})`,
      group.first.map((line) => `${line.line ?? '-'} ${line.text} (${line.detail})`),
    ]),
  );
}

function verdict(station: Station, word: string, lexicon: string): string {
  return station.judge({ words: [word], source: 'cli', lexicon }).verdict;
}

// Debian's wpolish, in little: words in lower case, names capitalised, an abbreviation in capitals.
const POLISH_LIST = ['kot', 'Warszawa', 'żółw', 'NATO', 'źdźbło', 'Kraków', 'ul'];

describe('a list that mixes cases', () => {
  it('reports its capitalised lines as names, and refuses the list without --skip-unplayable', () => {
    const station = openStation();
    const { report, message } = refusal(() =>
      station.importer.importFile(writeList(POLISH_LIST), 'OSPS', { alphabet: 'polish' }),
    );
    expect(shown(report)).toEqual({
      [`${NAMES} (2)`]: ['2 Warszawa (capitalised)', '6 Kraków (capitalised)'],
      [`${ABBREVIATIONS} (1)`]: ['4 NATO (in capitals)'],
    });
    expect(message).toContain(`  ${NAMES}: 2 lines`);
    expect(message).toContain('    Line 2: "Warszawa" (capitalised)');
    expect(station.lexicons.list().map((lexicon) => lexicon.name)).toEqual(['DEMO']);
  });

  it('imports only the words with --skip-unplayable: judge warszawa is UNACCEPTABLE', () => {
    const station = openStation();
    const info = station.importer.importFile(writeList(POLISH_LIST), 'OSPS', {
      alphabet: 'polish',
      skipUnplayable: true,
    });
    // NATO, in capitals in a list in lower case, is an abbreviation.
    expect(info.wordCount).toBe(4);
    expect(info.fingerprint).toBe(lexiconFingerprint(['KOT', 'UL', 'ŹDŹBŁO', 'ŻÓŁW']));
    expect(verdict(station, 'nato', 'OSPS')).toBe('UNACCEPTABLE');
    expect(verdict(station, 'warszawa', 'OSPS')).toBe('UNACCEPTABLE');
    expect(verdict(station, 'żółw', 'OSPS')).toBe('ACCEPTABLE');
    expect(
      station.log.newestEventDetails(station.stationId, ['lexicon-imported'], info.fingerprint),
    ).toContain(`; skipped 3 unplayable lines: 2 ${NAMES}, 1 ${ABBREVIATIONS})`);
  });

  it('in English too, as in a dictionary list: each line under one reason', () => {
    const station = openStation();
    const lines = ['cat', 'London', 'ZA', 'I', 'Zoë', 'zebra', 'McDonald'];
    const { report } = refusal(() => station.importer.importFile(writeList(lines), 'EN'));
    expect(shown(report)).toEqual({
      // A line unplayable for its letters or its length keeps that reason.
      'not a tile of this alphabet (1)': ['5 Zoë (contains "ë" (U+00EB, an accented or special letter))'],
      'fewer than 2 or more than 15 tiles (1)': ['4 I (1 tile)'],
      [`${NAMES} (2)`]: ['2 London (capitalised)', '7 McDonald (capitalised)'],
    });
  });

  it('tells a Dutch IJ, a title-case letter and a Catalan L·L by their letters, not the first one', () => {
    const dutch = parsed(['ijs', 'IJsland', 'ijzer'], 'dutch');
    expect(dutch.names).toEqual(['IJsland (capitalised)']);
    // U+01C5 ǅ is a capital and a small letter at once: a word that starts with it is capitalised.
    expect(writtenCase('ǅamija')).toBe('capitalised');
    expect(writtenCase('ǆamija')).toBe('lower');
    expect(writtenCase('ǄAMIJA')).toBe('capitals');
    expect(writtenCase('col·lecció')).toBe('lower');
    expect(writtenCase('COL·LECCIÓ')).toBe('capitals');
    expect(writtenCase('L·Lívia')).toBe('capitalised');
    const catalan = parsed(['col·lecció', 'L·Lívia', 'paral·lel'], 'catalan');
    expect(catalan.names).toEqual(['L·Lívia (capitalised)']);
    expect(catalan.words).toBe(2);
  });

  it('in a list in capitals, its few lower-case words are words; its capitalised lines are names', () => {
    const result = parsed(['KOT', 'PIES', 'ŻÓŁW', 'kura', 'Warszawa'], 'polish');
    expect(result.names).toEqual(['Warszawa (capitalised)']);
    expect(result.words).toBe(4);
  });

  it('refuses the first name when read without collecting unplayable lines', () => {
    expect(() => parseTileWordList(bytes(['kot', 'Warszawa']), getAlphabet('polish'))).toThrow(
      new LexiconFormatError(
        'Line 2: "Warszawa" is capitalised in a list that mixes cases, so it is a name, not a word.',
      ),
    );
  });

  it('German writes every noun with a capital: a German list is read as before', () => {
    const result = parsed(['Haus', 'laufen', 'Straße', 'ABC'], 'german');
    expect(result.names).toEqual([]);
    expect(result.words).toBe(4);
  });
});

describe('a list in one case throughout is read as before', () => {
  it.each([
    ['all capitals, with a definition', ['KOT a cat', 'ŻÓŁW a tortoise', 'NATO']],
    ['all lower case', ['kot', 'żółw', 'nato']],
    ['all capitalised', ['Kot', 'Żółw', 'Nato']],
  ])('%s', (_, lines) => {
    const station = openStation();
    const info = station.importer.importFile(writeList(lines), 'ONE', { alphabet: 'polish' });
    expect(info.fingerprint).toBe(lexiconFingerprint(['KOT', 'NATO', 'ŻÓŁW']));
  });
});

describe('a list whose refused lines hold another alphabet’s letters', () => {
  // Polish words imported as English: most lines hold ą, ł, ż…, the rest would import as English.
  const polishWords = ['kot', 'pies', 'dom', 'żółw', 'źdźbło', 'łódź', 'gęś', 'jeż', 'ćma', 'mąka', 'sień'];
  const HINT = '8 lines hold Polish letters: import with --alphabet polish';

  it('names the alphabet and the option in the report', () => {
    const station = openStation();
    const { report, message } = refusal(() => station.importer.importFile(writeList(polishWords), 'OSPS'));
    expect(report.hint).toEqual({ alphabets: ['polish'], lines: 8 });
    expect(message).toContain(`${HINT}.`);
    expect(unplayableReportView(report).alphabetHint).toBe(
      '8 lines hold Polish letters: choose Polish as the tile alphabet.',
    );
  });

  it('says it when skipping, and when a pinned name refuses the file read in the wrong alphabet', () => {
    const station = openStation();
    let skipped: UnplayableReport | undefined;
    const path = writeList(polishWords);
    const english = station.importer.importFile(path, 'TRIAL', {
      skipUnplayable: true,
      onSkipped: (report) => {
        skipped = report;
      },
    });
    expect(english.wordCount).toBe(3);
    expect(skipped?.hint).toEqual({ alphabets: ['polish'], lines: 8 });

    const right = lexiconFingerprint(polishWords.map((word) => word.toUpperCase()).sort());
    const pinned = openStation();
    pinned.lexicons.pin('OSPS', right);
    expect(() => pinned.importer.importFile(path, 'OSPS', { skipUnplayable: true })).toThrow(
      `This file is not the pinned edition of OSPS: its fingerprint is ${english.fingerprint.slice(0, 8)}, the pinned one is ${right.slice(0, 8)}. It may be read in the wrong alphabet: ${HINT} (in the console, choose Polish as the tile alphabet).`,
    );
    expect(pinned.importer.importFile(path, 'OSPS', { alphabet: 'polish' }).fingerprint).toBe(right);
  });

  it('says nothing for a few foreign words in a list read in its own alphabet', () => {
    const station = openStation();
    const lines = [
      ...Array.from({ length: 200 }, (_, index) => `word${'abcdefghij'.charAt(index % 10)}`),
      'café',
    ];
    const { report } = refusal(() => station.importer.importFile(writeList(lines), 'EN'));
    expect(report.hint).toBeNull();
  });
});

describe("Debian's wpolish (/usr/share/dict/polish)", () => {
  const list = { file: 'polish', debianPackage: 'wpolish', encoding: 'utf8' } as const;
  const path = '/usr/share/dict/polish';

  it('imported as Polish keeps its names out: no WARSZAWA, and far fewer two-letter words', (context) => {
    const reason = missingReason(list);
    if (reason !== null) context.skip(reason);
    const station = openStation();
    let skipped: UnplayableReport | undefined;
    const info = station.importer.importFile(path, 'WPOLISH', {
      alphabet: 'polish',
      skipUnplayable: true,
      onSkipped: (report) => {
        skipped = report;
      },
    });
    const names = skipped?.groups.find((group) => group.reason === 'capitalised');
    expect(names?.count).toBeGreaterThan(250_000);
    expect(names?.first.map((line) => line.text)).toContain('Aachen');
    expect(verdict(station, 'warszawa', 'WPOLISH')).toBe('UNACCEPTABLE');
    expect(verdict(station, 'źdźbło', 'WPOLISH')).toBe('ACCEPTABLE');
    expect(info.wordCount).toBeGreaterThan(3_000_000);
  }, 120_000);

  it('imported as English names Polish and the option', (context) => {
    const reason = missingReason(list);
    if (reason !== null) context.skip(reason);
    const { report, message } = refusal(() => openStation().importer.importFile(path, 'WPOLISH'));
    expect(report.hint?.alphabets).toEqual(['polish']);
    expect(report.hint?.lines).toBeGreaterThan(2_000_000);
    expect(message).toMatch(/\n[\d,]+ lines hold Polish letters: import with --alphabet polish\.$/mu);
  }, 120_000);
});

function bytes(lines: readonly string[]): Uint8Array {
  return new TextEncoder().encode(lines.join('\n'));
}

/** A list read in `alphabet`: how many words, and its names as the report shows them. */
function parsed(lines: readonly string[], alphabet: AlphabetId): { words: number; names: string[] } {
  const unplayable = new UnplayableLines();
  const list = parseTileWordList(bytes(lines), getAlphabet(alphabet), unplayable);
  return {
    words: list.keys.length,
    names: unplayable
      .lines()
      .filter((line) => line.reason === 'capitalised')
      .map((line) => `${line.text} (${line.detail})`),
  };
}
