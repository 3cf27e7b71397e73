// The station under the crash loop: opens a Station on a data folder and judges plays until it is
// killed. A verdict is printed only after station.judge returned — that is the moment a player would
// see it — so every line the parent receives is a verdict the station promised was recorded.
//
// Usage: node test/reliability/crash-loop-child.ts DATA_DIR SEED
// Prints "ready", then one line per verdict: "SEQ HASH VERDICT"; "refused" when the station will
// not record (its WAL was deleted underneath), and then waits to be killed.
import { writeSync } from 'node:fs';
import { StationCannotRecordError } from '../../electron/core/errors.ts';
import { Station } from '../../electron/core/station/station.ts';
import { InputError } from '../../electron/core/words/play-input.ts';
import { seededRandom } from '../support/seeded-random.ts';

// Words in and out of the demo list, and one the input rules refuse (never logged, never reported).
const WORDS = ['CAT', 'DOG', 'HOUSE', 'WATER', 'GARDEN', 'TREE', 'XQZT', 'ZZVQ', 'C4T'];
// Never outlive a parent that died without killing us (a closed pipe also ends us, at the next write).
const MAX_LIFETIME_MS = 60_000;

const [dataDir, seedText] = process.argv.slice(2);
if (dataDir === undefined || seedText === undefined) {
  console.error('usage: crash-loop-child.ts DATA_DIR SEED');
  process.exit(2);
}

const random = seededRandom(Number(seedText));
const station = new Station({ dataDir });
// writeSync: the line is in the pipe before the next judgement starts, whatever stdout is.
writeSync(1, 'ready\n');
const started = Date.now();
while (Date.now() - started < MAX_LIFETIME_MS) {
  const count = 1 + Math.floor(random() * 8);
  const words = Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)] ?? 'CAT');
  try {
    const { entry, verdict } = station.judge({ words, source: 'cli' });
    writeSync(1, `${entry.seq} ${entry.hash} ${verdict}\n`);
  } catch (error) {
    if (error instanceof StationCannotRecordError) {
      writeSync(1, 'refused\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, MAX_LIFETIME_MS);
    }
    if (!(error instanceof InputError)) throw error;
  }
}
station.close();
