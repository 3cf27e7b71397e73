// `npm run bench:formats`: reading a CSW-size lexicon (280k words) from a Zyzzyva database and from a
// KWG word graph (the read alone, and the whole import), and the diff of two 280k-word editions, each beside a naive baseline measured in
// the same run. The targets are the lexicon desk's (bench/README.md); nothing here is a test.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readKwgLexicon } from '../electron/core/lexicon/formats/kwg-reader.ts';
import { diffLexicons } from '../electron/core/lexicon/lexicon-diff.ts';
import { readLexiconSource } from '../electron/core/lexicon/formats/read-lexicon-file.ts';
import { compileLexiconBytes, compileParsedLexicon } from '../electron/core/lexicon/lexicon-compile.ts';
import { ENGLISH_LETTERS } from '../electron/core/words/letter-set.ts';
import { readZyzzyvaDatabase } from '../electron/core/lexicon/formats/zyzzyva-database.ts';
import { writeKwgOfWords } from '../test/support/kwg-writer.ts';
import { writeZyzzyvaDatabase } from '../test/support/zyzzyva-database.ts';
import { syntheticWords } from './synthetic-words.ts';
import { timed } from './timing.ts';

const ENABLE = new URL('../../shared/lexicons/enable2k.txt', import.meta.url);
if (!existsSync(ENABLE)) {
  console.log('lexicon formats bench skipped: ../shared/lexicons/enable2k.txt is absent');
  process.exit(0);
}

const enable = readFileSync(ENABLE, 'utf8').toUpperCase().split(/\r?\n/u).filter(Boolean);
const csw = syntheticWords(enable, 280_000);
const work = mkdtempSync(join(tmpdir(), 'challenge-station-formats-bench-'));
const rows: string[][] = [];
const report = (what: string, ours: number, baseline: number, target: string): void => {
  rows.push([
    what,
    `${ours.toFixed(1)} ms`,
    `${baseline.toFixed(1)} ms`,
    `${(baseline / ours).toFixed(1)}×`,
    target,
  ]);
};

// Zyzzyva: ours checks the schema and every word, definition and symbol; the baseline is what a
// quick script does, every column of every row as an object, then a Set of the words.
const dbPath = join(work, 'CSW.db');
writeZyzzyvaDatabase(
  dbPath,
  csw.map((word, index) => ({
    word,
    definition: `a definition of ${word.toLowerCase()} [n -S]`,
    symbols: index % 50 === 0 ? '#' : '',
  })),
);
report(
  'Zyzzyva database, 280k words',
  timed(() => readZyzzyvaDatabase(dbPath)),
  timed(() => {
    const db = new Database(dbPath, { readonly: true });
    const rowsRead = db.prepare<[], { word: string }>('SELECT * FROM words').all();
    db.close();
    return new Set(rowsRead.map((row) => row.word));
  }),
  '≤ 1000 ms',
);

// KWG: ours validates every node (bounds, tiles, order, cycles, word count) before it walks; the
// baseline is an unchecked recursive walk that trusts the file.
const kwg = writeKwgOfWords(csw);
report(
  'KWG word graph, 280k words',
  timed(() => readKwgLexicon(kwg)),
  timed(() => naiveKwgWords(kwg)),
  '≤ 1000 ms',
);

// Whole imports as `lexicon import` runs them before storing: recognise the format, read and check
// every word, fingerprint and compile the word graph. The baseline is the same list imported as text.
const kwgPath = join(work, 'CSW.kwg');
writeFileSync(kwgPath, kwg);
const textBytes = Buffer.from(`${csw.join('\n')}\n`);
const importOf = (path: string) => () =>
  compileParsedLexicon(
    readLexiconSource({ bytes: readFileSync(path), path }, ENGLISH_LETTERS).parsed,
    ENGLISH_LETTERS,
  );
const textImport = timed(() => compileLexiconBytes(textBytes, ENGLISH_LETTERS), 3);
report(
  'import from Zyzzyva database, 280k words (baseline: as text)',
  timed(importOf(dbPath), 3),
  textImport,
  '≤ 1000 ms',
);
report(
  'import from KWG, 280k words (baseline: as text)',
  timed(importOf(kwgPath), 3),
  textImport,
  '≤ 1000 ms',
);

// Diff: ours is one linear merge over the sorted lists; the baseline builds a Set of each side.
const removed = new Set(csw.filter((_, index) => index % 150 === 0));
const extra = new Set(syntheticWords(csw.slice(0, 5000), 5000).map((word) => `${word}Q`));
for (const word of csw) extra.delete(word);
const newerDistinct = [...csw.filter((word) => !removed.has(word)), ...extra].sort();
report(
  'diff of two 280k-word lexicons',
  timed(() => diffLexicons(csw, newerDistinct)),
  timed(() => {
    const olderSet = new Set(csw);
    const newerSet = new Set(newerDistinct);
    return {
      added: newerDistinct.filter((word) => !olderSet.has(word)).sort(),
      removed: csw.filter((word) => !newerSet.has(word)).sort(),
    };
  }),
  '≤ 1000 ms',
);
rmSync(work, { recursive: true, force: true });

const header = ['measure', 'Challenge Station', 'naive baseline', 'baseline ÷ ours', 'target'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
for (const row of [header, ...rows])
  console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));

function naiveKwgWords(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const node = (index: number) => view.getUint32(index * 4, true);
  const words: string[] = [];
  const walk = (start: number, prefix: string): void => {
    for (let index = start; ; index += 1) {
      const value = node(index);
      const word = prefix + String.fromCharCode(64 + (value >>> 24));
      if ((value & 0x800000) !== 0) words.push(word);
      if ((value & 0x3fffff) !== 0) walk(value & 0x3fffff, word);
      if ((value & 0x400000) !== 0) return;
    }
  };
  walk(node(0) & 0x3fffff, '');
  return words;
}
