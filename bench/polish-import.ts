// The Polish part of `npm run bench`: import a 3-million-word list made from Debian's
// wpolish, cold-load it, measure its memory and judge with it, each beside a Set baseline as
// bench/run.ts does for English. Standalone: `node --expose-gc bench/polish-import.ts`; bench/run.ts
// can print `polishImportRows()` beside its own rows.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasTiles } from '../electron/core/lexicon/tile-lexicon.ts';
import { loadWordGraph } from '../electron/core/lexicon/word-graph.ts';
import { Station } from '../electron/core/station/station.ts';
import { getAlphabet, parseTiles } from '../electron/common/alphabets/index.ts';

const WPOLISH = '/usr/share/dict/polish';
const WORDS = 3_000_000;

/** [measure, ours, Set baseline, baseline ÷ ours, target] rows, or one row saying why there are none. */
export function polishImportRows(): string[][] {
  if (!existsSync(WPOLISH))
    return [['Polish 3M import', `skipped: ${WPOLISH} is absent (apt-get install wpolish)`]];
  const polish = getAlphabet('polish');
  // A tournament-style list: Debian's forms of 2–15 Polish tiles only (others are unplayable and an
  // import refuses them), the first 3 million.
  const words = readFileSync(WPOLISH, 'utf8')
    .split('\n')
    .filter((word) => {
      const parsed = parseTiles(word, polish);
      return 'tiles' in parsed && parsed.tiles.length >= 2 && parsed.tiles.length <= 15;
    })
    .slice(0, WORDS);
  const bytes = Buffer.from(words.join('\n') + '\n');
  const rows: string[][] = [];
  const row = (
    what: string,
    ours: number,
    baseline: number,
    unit: string,
    target: string,
    ratio = true,
  ): void => {
    const shown = ratio ? `${(baseline / ours).toFixed(1)}×` : '—';
    rows.push([what, `${ours.toFixed(2)} ${unit}`, `${baseline.toFixed(3)} ${unit}`, shown, target]);
  };
  const set = (): Set<string> => new Set(bytes.toString('utf8').toUpperCase().split(/\r?\n/u));

  // Imported as a director does: read, check, fingerprint, compile and store, in a real station.
  const work = mkdtempSync(join(tmpdir(), 'challenge-station-bench-polish-'));
  const station = new Station({ dataDir: join(work, 'data') });
  let start = performance.now();
  const info = station.importer.importBytes(bytes, 'PL', undefined, { alphabet: 'polish' });
  const importMs = performance.now() - start;
  start = performance.now();
  const baseline = set();
  row(
    `import ${words.length} Polish words (wpolish)`,
    importMs,
    performance.now() - start,
    'ms',
    '≤ 10000 ms',
  );

  const graphPath = join(work, 'data', 'lexicons', `${info.fingerprint}.cswg`);
  const listPath = join(work, 'polish.txt');
  writeFileSync(listPath, bytes);
  row('cold load Polish 3M', coldLoad('graph', graphPath), coldLoad('set', listPath), 'ms', '≤ 30 ms');
  const compiled = { graph: readFileSync(graphPath) };

  const graph = loadWordGraph(compiled.graph);
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const again = set();
  globalThis.gc?.();
  const setBytes = process.memoryUsage().heapUsed - before;
  row('memory Polish 3M', graph.byteLength / 2 ** 20, setBytes / 2 ** 20, 'MiB', '≥ 5× below the Set');

  const play = ['źdźbło', 'GŻEGŻÓŁKA', 'chrząszcz', 'ŹDŹBŁA', 'pszczoła', 'żółw', 'KSIĄŻKA', 'ŁÓDŹ'];
  const ours: number[] = [];
  const lookups: number[] = [];
  for (let index = 0; index < 2000; index += 1) {
    start = performance.now();
    play.every((word) => {
      const parsed = parseTiles(word, polish);
      return 'tiles' in parsed && hasTiles(graph, parsed.tiles, polish);
    });
    ours.push(performance.now() - start);
    start = performance.now();
    play.every((word) => again.has(word.toUpperCase()) && baseline.size > 0);
    lookups.push(performance.now() - start);
  }
  row('read + look up 8 Polish words, p99', p99(ours), p99(lookups), 'ms', 'as English', false);

  // The whole judgement as a player gets it, durable commit included, as the English row measures.
  const judged: number[] = [];
  for (let index = 0; index < 2000; index += 1) {
    start = performance.now();
    station.judge({ words: play, source: 'cli', lexicon: 'PL' });
    judged.push(performance.now() - start);
  }
  row('judge 8 Polish words + durable commit, p99', p99(judged), p99(lookups), 'ms', '≤ 5 ms', false);
  station.close();
  rmSync(work, { recursive: true, force: true });
  return rows;
}

function coldLoad(mode: 'graph' | 'set', path: string): number {
  const script = fileURLToPath(new URL('cold-load.ts', import.meta.url));
  const times = Array.from({ length: 5 }, () => {
    const output = execFileSync(process.execPath, [script, mode, path], { encoding: 'utf8' });
    return (JSON.parse(output) as { ms: number }).ms;
  });
  return times.sort((a, b) => a - b)[2] ?? Number.NaN;
}

function p99(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const cells of polishImportRows()) console.log(cells.join('  '));
}
