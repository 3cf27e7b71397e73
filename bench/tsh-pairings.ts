// `npm run bench:tsh`: TSH's pairings read from a generated `tourney.js` of a 48-player, 30-round
// division (about 90 KB), beside `JSON.parse` of the same bytes (its `undefined`s written as
// `null`, which is all JSON lacks), and a table's game found through the index. Medians of many
// runs; the targets are the tournament link's (bench/README.md). Nothing here is a test.
import { loadavg } from 'node:os';
import { buildTshIndex, findTableGame, readTourneyJs } from '../electron/core/tsh/index.ts';
import { generatedTourneyJs } from './tsh-generated-event.ts';
import { median, timed } from './timing.ts';

const text = generatedTourneyJs();
const bytes = new TextEncoder().encode(text);
const asJson = new TextEncoder().encode(
  text.slice('newt='.length, text.lastIndexOf(';')).replaceAll('undefined', 'null'),
);
const decoder = new TextDecoder();

// In turn, so load from elsewhere falls on both alike.
const ours: number[] = [];
const json: number[] = [];
for (let block = 0; block < 10; block += 1) {
  ours.push(timed(() => readTourneyJs(bytes), 20, block === 0 ? 20 : 2));
  json.push(timed(() => JSON.parse(decoder.decode(asJson)) as unknown, 20, block === 0 ? 20 : 2));
}
const parseMs = median(ours);
const jsonMs = median(json);

const index = buildTshIndex(readTourneyJs(bytes));
const lookups = 1_000_000;
let found = 0;
const lookupMs = timed(
  () => {
    for (let round = 1, table = 1, count = 0; count < lookups; count += 1) {
      if (findTableGame(index, round, String(table), 'A').kind === 'game') found += 1;
      table = table === 24 ? 1 : table + 1;
      round = round === 30 ? 1 : round + 1;
    }
  },
  5,
  1,
);
if (found === 0) throw new Error('the lookups found no game');

console.log(
  `TSH pairings, ${(bytes.length / 1024).toFixed(0)} KB tourney.js (48 players, 30 rounds), load ${loadavg()[0]?.toFixed(1) ?? '?'}:`,
);
console.log(
  `  read tourney.js: ${parseMs.toFixed(2)} ms (goal ≤ 10 ms); JSON.parse of the same bytes ${jsonMs.toFixed(2)} ms; ratio ${(parseMs / jsonMs).toFixed(1)}×`,
);
console.log(
  `  a table's game by division, round and table: ${((lookupMs * 1e6) / lookups).toFixed(0)} ns (goal ≤ 1,000 ns)`,
);
