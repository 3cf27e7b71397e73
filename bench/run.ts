// `npm run bench`: the station's performance against a naive baseline (a JS Set built from the text
// file), measured in the same run. The targets are in bench/README.md; nothing here is a test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileLexiconBytes } from '../electron/core/lexicon/lexicon-compile.ts';
import { loadWordGraph } from '../electron/core/lexicon/word-graph.ts';
import { Station } from '../electron/core/station/station.ts';
import { ENGLISH_LETTERS } from '../electron/core/words/letter-set.ts';
import { kioskLatencyReport } from './kiosk-latency.ts';
import { logStartReport } from './log-start.ts';
import { readmeCommandTimes, warningLines } from './readme-command.ts';
import { cliStartRows, cliStartTimes, lexiconCheckTimes } from './start-up.ts';
import { polishImportRows } from './polish-import.ts';
import { syntheticWords } from './synthetic-words.ts';
import { median, timed } from './timing.ts';

const ENABLE = new URL('../../shared/lexicons/enable2k.txt', import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'challenge-station-bench-'));
const rows: string[][] = [];
const loadNow = (): string => `load ${loadavg()[0]?.toFixed(1) ?? '?'}`;

// `comparable` is false where the baseline does less work (lookups with no commit): no ratio then.
function report(
  what: string,
  ours: number,
  baseline: number,
  unit: string,
  target: string,
  comparable = true,
): void {
  rows.push([
    what,
    `${ours.toFixed(2)} ${unit}`,
    `${baseline.toFixed(3)} ${unit}`,
    comparable ? `${(baseline / ours).toFixed(1)}×` : '—',
    target,
  ]);
}

function baselineSet(bytes: Uint8Array): Set<string> {
  return new Set(Buffer.from(bytes).toString('utf8').toUpperCase().split(/\r?\n/u));
}

function coldLoad(mode: 'graph' | 'set', path: string): number {
  const times = Array.from({ length: 5 }, () => {
    const output = execFileSync(
      process.execPath,
      [new URL('cold-load.ts', import.meta.url).pathname, mode, path],
      {
        encoding: 'utf8',
      },
    );
    return (JSON.parse(output) as { ms: number }).ms;
  });
  return median(times);
}

function heapUsedAfterGc(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

// Import: read, check every line, fingerprint and compile — against building a Set from the text.
const enableBytes = readFileSync(ENABLE);
const importMs = timed(() => compileLexiconBytes(enableBytes, ENGLISH_LETTERS), 5);
report(
  'import ENABLE2K (173k words)',
  importMs,
  timed(() => baselineSet(enableBytes), 5),
  'ms',
  '≤ 300 ms',
);

const bigWords = syntheticWords(
  readFileSync(ENABLE, 'utf8').toUpperCase().split(/\r?\n/u).filter(Boolean),
  3_000_000,
);
const bigBytes = Buffer.from(bigWords.join('\n') + '\n');
const bigImportMs = timed(() => compileLexiconBytes(bigBytes, ENGLISH_LETTERS), 1);
report(
  'import 3M synthetic words',
  bigImportMs,
  timed(() => baselineSet(bigBytes), 1),
  'ms',
  '≤ 8000 ms',
);

// Cold load of the compiled form, each in a fresh process, against a Set built from the text file.
const compiled = compileLexiconBytes(enableBytes, ENGLISH_LETTERS).graph;
const graphPath = join(work, 'enable.cswg');
writeFileSync(graphPath, compiled);
report(
  'cold load ENABLE2K',
  coldLoad('graph', graphPath),
  coldLoad('set', ENABLE.pathname),
  'ms',
  '≤ 30 ms, ≥ 5×',
);

// Memory: the typed arrays of the graph against the heap a Set of the same words takes.
const graph = loadWordGraph(compiled);
const before = heapUsedAfterGc();
const set = baselineSet(enableBytes);
const setBytes = heapUsedAfterGc() - before;
report('memory ENABLE2K', graph.byteLength / 2 ** 20, setBytes / 2 ** 20, 'MiB', '≤ 4 MiB');

// Judging 8 words including the durable commit, against 8 Set lookups with no commit.
const station = new Station({ dataDir: join(work, 'station') });
const listPath = join(work, 'enable.txt');
writeFileSync(listPath, enableBytes);
// ENABLE's words of 16+ letters are unplayable; the bench judges with the rest, as a station would.
station.importer.importFile(listPath, 'ENABLE', { skipUnplayable: true });
const play = ['QUIXOTIC', 'JOKE', 'ZAX', 'QI', 'OXEN', 'FJORD', 'WALTZ', 'BRRR'];
const judgeTimes: number[] = [];
for (let index = 0; index < 2000; index += 1) {
  const start = performance.now();
  station.judge({ words: play, source: 'cli' });
  judgeTimes.push(performance.now() - start);
}
const lookupTimes: number[] = [];
for (let index = 0; index < 2000; index += 1) {
  const start = performance.now();
  play.every((word) => set.has(word));
  lookupTimes.push(performance.now() - start);
}
const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;
report('judge 8 words + durable commit, p99', p99(judgeTimes), p99(lookupTimes), 'ms', '≤ 5 ms', false);
station.close();
rmSync(work, { recursive: true, force: true });

// Opening: the check of a lexicon file at load (before: its words fingerprinted again), and a CLI
// `judge` in a fresh process (baseline: a bare `node -e 0`).
const check = lexiconCheckTimes(compiled);
report(
  'check ENABLE2K file at load (baseline: re-fingerprint)',
  check.digest,
  check.refingerprint,
  'ms',
  '≈ 1 ms',
);
// A fresh `judge`, `--version` and `--help judge`, each a multiple of a bare `node -e 0` on the same
// binary, in the same run.
rows.push(...cliStartRows(cliStartTimes(21), loadNow()));
// The command as the README tells users to type it, against npx on the system's Node.
const readmeDataDir = mkdtempSync(join(tmpdir(), 'challenge-station-readme-'));
new Station({ dataDir: readmeDataDir }).close();
const typed = readmeCommandTimes(readmeDataDir);
rmSync(readmeDataDir, { recursive: true, force: true });
report('bin/challenge-station judge (baseline: npx)', typed.readme.ms, typed.npx.ms, 'ms', '≤ 400 ms');
report(
  '  lines on stderr (baseline: npx)',
  warningLines(typed.readme.stderr),
  warningLines(typed.npx.stderr),
  'lines',
  '0',
  false,
);
// The same measures for a 3-million-word Polish list in Polish tiles.
rows.push(...polishImportRows());

const header = ['measure', 'Challenge Station', 'Set baseline', 'baseline ÷ ours', 'target'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
for (const row of [header, ...rows])
  console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));

// What a player waits for, Tab to verdict in a real browser: no baseline does this, so its own lines.
console.log('');
for (const line of await kioskLatencyReport()) console.log(line);

// Start-up against a long log: generated 100k- and 1M-entry logs, so its own lines too.
console.log('');
for (const line of await logStartReport()) console.log(line);
