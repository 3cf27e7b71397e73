// Import reads a whole list and reports every line no game can play, grouped by reason; it refuses
// such a list unless told to skip those lines, and then logs what it skipped. Through a real
// station (SQLite file, data folder), in every format and alphabet.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canonicalWord,
  getAlphabet,
  parseTiles,
  withoutStandIns,
  type AlphabetId,
} from '../../../electron/common/alphabets/index.ts';
import { lexiconFingerprint } from '../../../electron/core/lexicon/fingerprint.ts';
import type { UnplayableReport } from '../../../electron/core/lexicon/unplayable-report.ts';
import { verifyChain } from '../../../electron/core/log/log-verify.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { writeKwg, writeKwgOfWords } from '../../support/kwg-writer.ts';
import { missingReason } from '../../support/debian-word-list.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { unplayableRefusal } from '../../support/unplayable-refusal.ts';
import { writeZyzzyvaDatabase } from '../../support/zyzzyva-database.ts';

const tempDir = useTempDirs();

function openStation(): { station: Station; dataDir: string } {
  const dataDir = tempDir();
  return { station: new Station({ dataDir }), dataDir };
}

function writeFile(name: string, content: string | Uint8Array): string {
  const path = join(tempDir(), name);
  writeFileSync(path, content);
  return path;
}

/** Each reason's label with the lines shown, as a person reads the report. */
function shown(report: UnplayableReport): Record<string, string[]> {
  return Object.fromEntries(
    report.groups.map((group) => [
      `${group.label} (${group.count})`,
      group.first.map((line) => `${line.line ?? '-'} ${line.text}`),
    ]),
  );
}

function importedEvent(station: Station, fingerprint: string): string | null {
  return station.log.newestEventDetails(station.stationId, ['lexicon-imported'], fingerprint);
}

const SIXTEEN = 'ABCDEFGHIJKLMNOP';

describe('an English text list with unplayable lines', () => {
  const lines = ['cat', 'a', 'd0g', 'café', SIXTEEN, 'emu', "o'clock", 'I', 'zebra'].join('\n');

  it('is refused with every such line grouped by reason, nothing installed, the full list in an owner-only file', () => {
    const { station, dataDir } = openStation();
    const report = unplayableRefusal(() =>
      station.importer.importFile(writeFile('list.txt', lines), 'MIXED'),
    );
    expect(report.total).toBe(6);
    expect(shown(report)).toEqual({
      'not a tile of this alphabet (1)': ['4 café'],
      'fewer than 2 or more than 15 tiles (3)': ['2 a', `5 ${SIXTEEN}`, '8 I'],
      'not a word (1)': ['3 d0g'],
      'punctuation (a hyphen or an apostrophe) (1)': ["7 o'clock"],
    });
    expect(station.lexicons.list().map((lexicon) => lexicon.name)).toEqual(['DEMO']);
    expect(report.file).not.toBeNull();
    const file = report.file ?? '';
    expect(file.startsWith(join(dataDir, 'import-reports', 'MIXED-'))).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'import-reports')).mode & 0o777).toBe(0o700);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('The import was refused: nothing was installed.');
    expect(text).toContain(`Line 5: "${SIXTEEN}" (16 tiles)`);
    expect(text).toContain('Line 7: "o\'clock" (holds an apostrophe)');
  });

  it('names at most five lines of a reason in the message, and the file holds them all', () => {
    const { station } = openStation();
    const many = ['cat', ...Array.from({ length: 12 }, (_, index) => `x${index}`)].join('\n');
    let message = '';
    const report = unplayableRefusal(() => {
      try {
        station.importer.importFile(writeFile('many.txt', many), 'MANY');
      } catch (error) {
        message = (error as Error).message;
        throw error;
      }
    });
    expect(message).toContain('The word list has 12 lines that cannot be played:');
    expect(message).toContain('  not a word: 12 lines');
    expect(message).toContain('Line 6: "x4"');
    expect(message).not.toContain('Line 7: "x5"');
    expect(message).toContain('… and 7 more');
    expect(message).toContain('--skip-unplayable');
    expect(readFileSync(report.file ?? '', 'utf8')).toContain('Line 13: "x11"');
  });

  it('imports the playable words when told to skip, with their fingerprint, and the log holds the counts', () => {
    const { station } = openStation();
    let skipped: UnplayableReport | undefined;
    const info = station.importer.importFile(writeFile('list.txt', lines), 'MIXED', {
      skipUnplayable: true,
      onSkipped: (report) => {
        skipped = report;
      },
    });
    expect(info.wordCount).toBe(3);
    expect(info.fingerprint).toBe(lexiconFingerprint(['CAT', 'EMU', 'ZEBRA']));
    expect(skipped?.total).toBe(6);
    expect(importedEvent(station, info.fingerprint)).toMatch(
      /; skipped 6 unplayable lines: 1 not a tile of this alphabet, 1 punctuation \(a hyphen or an apostrophe\), 3 fewer than 2 or more than 15 tiles, 1 not a word\)$/u,
    );
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true });
  });

  it('a list with no unplayable line imports as before: same fingerprint, no report, nothing about skipping in the log', () => {
    const { station, dataDir } = openStation();
    // ZA in capitals in a list in lower case is kept only as asked (list-case.ts).
    const info = station.importer.importFile(writeFile('clean.txt', 'cat\nZA\nzebra\n'), 'CLEAN', {
      keepCapitals: true,
    });
    expect(info.fingerprint).toBe(lexiconFingerprint(['CAT', 'ZA', 'ZEBRA']));
    expect(existsSync(join(dataDir, 'import-reports'))).toBe(false);
    expect(importedEvent(station, info.fingerprint)).not.toContain('skipped');
  });

  it('a list of nothing playable is refused even when skipping', () => {
    const { station } = openStation();
    expect(() =>
      station.importer.importFile(writeFile('none.txt', 'a\nI\n'), 'NONE', { skipUnplayable: true }),
    ).toThrow(/Line 1: "a" \(1 tile\)[^]*None of its words can be played; nothing was imported\./u);
  });
});

describe('other formats and alphabets', () => {
  it('a Zyzzyva database: a one-letter and a sixteen-letter word are named by the word', () => {
    const { station } = openStation();
    const path = join(tempDir(), 'CSW.db');
    writeZyzzyvaDatabase(path, [{ word: 'QI' }, { word: 'A' }, { word: SIXTEEN }, { word: 'QAT' }]);
    expect(shown(unplayableRefusal(() => station.importer.importFile(path, 'CSW')))).toEqual({
      'fewer than 2 or more than 15 tiles (2)': ['- A', `- ${SIXTEEN}`],
    });
    const info = station.importer.importFile(path, 'CSW', { skipUnplayable: true });
    expect(info.fingerprint).toBe(lexiconFingerprint(['QAT', 'QI']));
  });

  it('an English KWG: its one-letter and over-long words', () => {
    const { station } = openStation();
    const path = writeFile('list.kwg', writeKwgOfWords(['A', 'QI', 'QAT', SIXTEEN]));
    expect(shown(unplayableRefusal(() => station.importer.importFile(path, 'K')))).toEqual({
      'fewer than 2 or more than 15 tiles (2)': ['- A', `- ${SIXTEEN}`],
    });
    expect(station.importer.importFile(path, 'K', { skipUnplayable: true }).wordCount).toBe(2);
  });

  it('Spanish text counts tiles, not letters: CH is one tile, K none', () => {
    const { station } = openStation();
    // 16 letters, 15 tiles (CH); 17 letters, 16 tiles.
    const fifteenTiles = 'chabcdefghijlmno';
    const sixteenTiles = 'chabcdefghijlmnop';
    const path = writeFile('es.txt', ['chico', 'kilo', fifteenTiles, sixteenTiles, 'ch'].join('\n'));
    expect(
      shown(unplayableRefusal(() => station.importer.importFile(path, 'ES', { alphabet: 'spanish' }))),
    ).toEqual({
      'not a tile of this alphabet (1)': ['2 kilo'],
      'fewer than 2 or more than 15 tiles (2)': [`4 ${sixteenTiles}`, '5 ch'],
    });
    const info = station.importer.importFile(path, 'ES', { alphabet: 'spanish', skipUnplayable: true });
    expect(info.wordCount).toBe(2);
  });

  it('a Spanish KWG: a word of one tile (CH) is unplayable, named by its tiles', () => {
    const { station } = openStation();
    // Tile numbers in wolges order: 1 + the tile's index in the alphabet (the blank is 0).
    const labels = getAlphabet('spanish').definition.tiles.map((tile) => tile.label);
    const tile = (label: string) => labels.indexOf(label) + 1;
    const path = writeFile('es.kwg', writeKwg([[tile('CH')], [tile('CH'), tile('E')]]));
    expect(
      shown(unplayableRefusal(() => station.importer.importFile(path, 'ES', { alphabet: 'spanish' }))),
    ).toEqual({
      'fewer than 2 or more than 15 tiles (1)': ['- [CH]'],
    });
  });
});

/** The fingerprint as the issue defines it, computed without the code under test. */
function referenceFingerprint(canonical: Iterable<string>): string {
  const sorted = [...new Set(canonical)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return createHash('sha256')
    .update(sorted.map((word) => `${word}\n`).join(''))
    .digest('hex');
}

describe("Debian's Spanish list (wspanish)", () => {
  const list = { file: 'spanish', debianPackage: 'wspanish', encoding: 'utf8' } as const;
  const path = '/usr/share/dict/spanish';
  const id: AlphabetId = 'spanish';

  it('is refused naming all 40 lines with a K and every word of 1 or 16+ tiles; skipping imports the rest', (context) => {
    const reason = missingReason(list);
    if (reason !== null) context.skip(reason);
    const alphabet = getAlphabet(id);
    // What the report must hold, worked out line by line with the tile reader alone.
    const lines = readFileSync(path, 'utf8').split('\n');
    const notTiles: number[] = [];
    const badCounts: number[] = [];
    const playable: string[] = [];
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const parsed = parseTiles(line.trim(), alphabet);
      if ('error' in parsed) notTiles.push(index + 1);
      else if (parsed.tiles.length < 2 || parsed.tiles.length > 15) badCounts.push(index + 1);
      else playable.push(canonicalWord(parsed.tiles, alphabet));
    });
    expect(notTiles.length).toBe(40);

    const { station, dataDir } = openStation();
    const report = unplayableRefusal(() => station.importer.importFile(path, 'ES', { alphabet: id }));
    expect(report.groups.map((group) => [group.reason, group.count])).toEqual([
      ['not-a-tile', 40],
      ['tile-count', badCounts.length],
    ]);
    expect(report.groups[0]?.first[0]).toMatchObject({
      line: 4891,
      text: 'alkermes',
      detail: 'k is not a Spanish tile',
    });
    expect(station.lexicons.find('ES')).toBeNull();
    const file = readFileSync(report.file ?? '', 'utf8');
    for (const line of [...notTiles, ...badCounts]) expect(file).toContain(`Line ${line}: `);

    const info = station.importer.importFile(path, 'ES', { alphabet: id, skipUnplayable: true });
    expect(info.fingerprint).toBe(referenceFingerprint(playable));
    expect(info.wordCount).toBe(new Set(playable).size);
    expect(importedEvent(station, info.fingerprint)).toContain(
      `skipped ${40 + badCounts.length} unplayable lines: 40 not a tile of this alphabet, ${badCounts.length} fewer than 2 or more than 15 tiles`,
    );
    expect(readdirSync(join(dataDir, 'import-reports'))).toHaveLength(2);
  });
});

// The other UTF-8 lists Debian ships, each imported in its own alphabet: what is refused and what is
// imported must match a line-by-line reading with the tile reader alone.
describe.each([
  { id: 'catalan', file: 'catalan', debianPackage: 'wcatalan' },
  { id: 'french', file: 'french', debianPackage: 'wfrench' },
  { id: 'german', file: 'ngerman', debianPackage: 'wngerman' },
  { id: 'dutch', file: 'dutch', debianPackage: 'wdutch' },
] as const)("Debian's $file list in $id tiles", ({ id, file, debianPackage }) => {
  it('reports every unplayable line, and skipping them imports the fingerprint of the rest', (context) => {
    const list = { file, debianPackage, encoding: 'utf8' } as const;
    const reason = missingReason(list);
    if (reason !== null) context.skip(reason);
    const path = join('/usr/share/dict', file);
    // A list is read by its letters: the kiosk's typing stand-ins (Catalan K for Ç) are not tiles.
    const alphabet = withoutStandIns(getAlphabet(id));
    let refusedChars = 0;
    let badCounts = 0;
    let names = 0;
    let abbreviations = 0;
    const playable: string[] = [];
    for (const raw of readFileSync(path, 'utf8').split('\n')) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      // A list line is a word, then optionally a space or tab and its definition (Dutch has phrases).
      const word = line.split(/[ \t]/u)[0] ?? '';
      const parsed = parseTiles(word, alphabet);
      if ('error' in parsed) refusedChars += 1;
      else if (parsed.tiles.length < 2 || parsed.tiles.length > 15) badCounts += 1;
      // Each of these lists holds words in lower case, so a capitalised one is a name; German
      // capitalises its nouns, and reads them (list-case.ts).
      else if (id !== 'german' && /\p{Lu}|\p{Lt}/u.test(word) && /\p{Ll}|\p{Lt}/u.test(word)) names += 1;
      // In a list mostly in lower case, a word in capitals is an abbreviation (AGFA, BMW).
      else if (/\p{Lu}/u.test(word) && !/\p{Ll}|\p{Lt}/u.test(word)) abbreviations += 1;
      else playable.push(canonicalWord(parsed.tiles, alphabet));
    }
    const { station } = openStation();
    const report = unplayableRefusal(() => station.importer.importFile(path, 'LIST', { alphabet: id }));
    const count = (wanted: string) => report.groups.find((group) => group.reason === wanted)?.count ?? 0;
    expect({
      refusedChars: count('not-a-tile') + count('not-a-word') + count('punctuation'),
      badCounts: count('tile-count'),
      names: count('capitalised'),
      abbreviations: count('abbreviation'),
    }).toEqual({
      refusedChars,
      badCounts,
      names,
      abbreviations,
    });
    const info = station.importer.importFile(path, 'LIST', { alphabet: id, skipUnplayable: true });
    expect(info.fingerprint).toBe(referenceFingerprint(playable));
  });
});
