// Run in a fresh process so the load is cold for the JavaScript engine: prints one JSON line.
import { readFileSync } from 'node:fs';
import { loadWordGraph } from '../electron/core/lexicon/word-graph.ts';

const [mode = '', path = ''] = process.argv.slice(2);
const start = performance.now();
let found: boolean;
if (mode === 'graph') {
  found = loadWordGraph(readFileSync(path)).has('QUIXOTIC');
} else {
  const words = new Set(readFileSync(path, 'utf8').toUpperCase().split(/\r?\n/u));
  found = words.has('QUIXOTIC');
}
console.log(JSON.stringify({ ms: performance.now() - start, found }));
