// A station in its own process for the hall view's tests: joined to a hall, publishing in the
// background and saying what it is every 300 ms; it does what its stdin says, one line at a time:
// `judge ROUND TABLE WORD…`, `lexicon FILE NAME` (import a list and make it the station's one),
// `round N` (a director's change at the station), `check SEQ WORD…` (a word judge's second opinion
// on entry SEQ), `rule SEQ upheld|overturned` (a judge's ruling on entry SEQ), `pairings FILE` (hold
// the tournament's pairings read from a TSH file), `game TABLE 1|2|- WORD…` (judge at a table the
// pairings hold, the challenger's seat or - when not given, in TSH's current round).
// Prints "ready", then "done" after each line; a judged play first prints "seq N", its entry.
import { createInterface } from 'node:readline';
import { checkWords, recordRuling } from '../../../electron/core/review/challenge-review.ts';
import { carriedPairingsFrom } from '../../../electron/core/game/carried-pairings.ts';
import { readPairingsFile } from '../../../electron/core/game/pairings-file.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { startStationHall } from '../../../electron/hall/station/station-hall.ts';

const dataDir = process.argv[2] ?? '';
const station = new Station({ dataDir });
station.prepare();
startStationHall(station, dataDir, () => undefined, { pollMs: 20, stateEveryMs: 300 });
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const [command, ...rest] = line.trim().split(/\s+/u);
  if (command === 'judge') {
    const [round, table, ...words] = rest;
    const judged = station.judge({ words, source: 'cli', round: Number(round), table: Number(table) });
    process.stdout.write(`seq ${judged.entry.seq}\n`);
  } else if (command === 'lexicon') {
    const [file = '', name = ''] = rest;
    const info = station.importer.importFile(file, name);
    station.lexicons.use(info.fingerprint);
  } else if (command === 'check') {
    const [seq, ...words] = rest;
    checkWords(station, { refersTo: Number(seq), words, judge: 'Ann' });
  } else if (command === 'rule') {
    const [seq, ruling] = rest;
    recordRuling(station, {
      refersTo: Number(seq),
      ruling: ruling === 'overturned' ? 'overturned' : 'upheld',
      judge: 'Ann',
      note: ruling === 'overturned' ? 'per la regla 5' : '',
    });
  } else if (command === 'pairings') {
    const where = rest[0] ?? '';
    const pairings = carriedPairingsFrom(readPairingsFile(where), {
      file: where,
      readAt: new Date().toISOString(),
    });
    station.pairings.hold({ from: 'file', where, pairings });
  } else if (command === 'game') {
    const [table, seat, ...words] = rest;
    const challenger = seat === '1' ? 1 : seat === '2' ? 2 : null;
    const judged = station.judge({ words, source: 'cli', table: Number(table), challenger });
    process.stdout.write(`seq ${judged.entry.seq}\n`);
  } else if (command === 'round') {
    station.profile.updateConfig({ round: Number(rest[0]) }, 'director');
  }
  process.stdout.write('done\n');
}
