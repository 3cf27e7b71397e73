import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWords, recordRuling, reviewChallenge } from '../../../electron/core/review/challenge-review.ts';
import { searchLog } from '../../../electron/core/review/log-search.ts';
import { verifyChain } from '../../../electron/core/log/log-verify.ts';
import { StationRequestError } from '../../../electron/core/errors.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

/** A station with two lexicons: MAIN (with definitions) and SECOND, which also has QAT. */
function stationWithTwoLexicons(): Station {
  const dir = tempDir();
  writeFileSync(join(dir, 'main.txt'), 'QI\tthe vital force\nZA\tpizza\nCAT\nCATS\n');
  writeFileSync(join(dir, 'second.txt'), 'QI\nZA\nCAT\nCATS\nQAT\n');
  const station = new Station({ dataDir: join(dir, 'data') });
  station.importer.importFile(join(dir, 'main.txt'), 'MAIN');
  station.importer.importFile(join(dir, 'second.txt'), 'SECOND');
  return station;
}

describe('second opinions', () => {
  it('opens the latest challenge with each word, its result and its definition', () => {
    const station = stationWithTwoLexicons();
    station.judge({ words: ['QI'], source: 'kiosk' });
    const latest = station.judge({ words: ['QI', 'QAT'], source: 'kiosk', round: 4, table: 7 });
    const review = reviewChallenge(station);
    expect(review.entry.seq).toBe(latest.entry.seq);
    expect(review.words).toEqual([
      { word: 'QI', valid: true, definition: 'the vital force', symbols: null, lists: [] },
      { word: 'QAT', valid: false, definition: null, symbols: null, lists: [] },
    ]);
    expect(review.followUps).toEqual([]);
  });

  it('with two lexicons offered, marks each word with the lists that hold it and their symbols', () => {
    const station = stationWithTwoLexicons();
    const dir = tempDir();
    writeFileSync(join(dir, 'marked.txt'), 'QI+ the vital force\nQAT# an evergreen shrub\nZA\n');
    station.importer.importFile(join(dir, 'marked.txt'), 'MARKED');
    station.lexicons.offer(['MAIN', 'MARKED']);
    station.judge({ words: ['QI', 'QAT'], source: 'kiosk' });
    expect(reviewChallenge(station).words).toEqual([
      {
        word: 'QI',
        valid: true,
        definition: 'the vital force',
        symbols: null,
        lists: [
          { lexicon: 'MAIN', holds: true, symbols: null },
          { lexicon: 'MARKED', holds: true, symbols: '+' },
        ],
      },
      {
        word: 'QAT',
        valid: false,
        definition: null,
        symbols: null,
        lists: [
          { lexicon: 'MAIN', holds: false, symbols: null },
          { lexicon: 'MARKED', holds: true, symbols: '#' },
        ],
      },
    ]);
  });

  it('refuses to review something that is not a challenge, or when there is none', () => {
    const station = stationWithTwoLexicons();
    expect(() => reviewChallenge(station)).toThrow('No challenge has been judged');
    expect(() => reviewChallenge(station, 1)).toThrow('Entry 1 is not a challenge');
    expect(() => reviewChallenge(station, 999)).toThrow(StationRequestError);
  });

  it('checks the same words in a second lexicon and records the check, referring to the challenge', () => {
    const station = stationWithTwoLexicons();
    const challenge = station.judge({ words: ['QI', 'QAT'], source: 'kiosk', round: 4, table: 7 });
    const second = station.lexicons.find('SECOND');
    const check = checkWords(station, {
      refersTo: challenge.entry.seq,
      words: ['qi', 'qat'],
      lexicon: second?.fingerprint ?? '',
      judge: 'Ann Judge',
    });
    expect(check.verdict).toBe('ACCEPTABLE');
    expect(check.entry).toMatchObject({
      kind: 'check',
      refersTo: challenge.entry.seq,
      lexiconName: 'SECOND',
      judge: 'Ann Judge',
      round: 4,
      table: 7,
      wordResults: [true, true],
    });
    expect(reviewChallenge(station, challenge.entry.seq).followUps.map((entry) => entry.seq)).toEqual([
      check.entry.seq,
    ]);
  });

  it('re-judges a corrected spelling in the original lexicon by default', () => {
    const station = stationWithTwoLexicons();
    const challenge = station.judge({ words: ['CATZ'], source: 'kiosk' });
    const check = checkWords(station, { refersTo: challenge.entry.seq, words: ['CATS'], judge: 'Ann' });
    expect(check).toMatchObject({ verdict: 'ACCEPTABLE', entry: { lexiconName: 'MAIN', words: ['CATS'] } });
  });

  it('records a ruling as a new entry; the original entry never changes', () => {
    const station = stationWithTwoLexicons();
    const challenge = station.judge({ words: ['QAT'], source: 'kiosk' });
    const upheld = recordRuling(station, {
      refersTo: challenge.entry.seq,
      ruling: 'upheld',
      judge: 'Ann',
      note: '',
    });
    expect(upheld).toMatchObject({
      kind: 'ruling',
      ruling: 'upheld',
      verdict: 'UNACCEPTABLE',
      details: null,
    });
    const overturned = recordRuling(station, {
      refersTo: challenge.entry.seq,
      ruling: 'overturned',
      judge: 'Bob (head judge)',
      note: 'Typed QAT, the play was QATS',
    });
    expect(overturned).toMatchObject({ verdict: 'ACCEPTABLE', refersTo: challenge.entry.seq });
    expect(station.log.entry(challenge.entry.seq)).toEqual(challenge.entry);
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true });
  });

  it('needs a judge name, and a note to overturn', () => {
    const station = stationWithTwoLexicons();
    const { entry } = station.judge({ words: ['QAT'], source: 'kiosk' });
    const head = station.log.head();
    expect(() =>
      recordRuling(station, { refersTo: entry.seq, ruling: 'upheld', judge: ' ', note: '' }),
    ).toThrow('name of the judge');
    expect(() =>
      recordRuling(station, { refersTo: entry.seq, ruling: 'overturned', judge: 'Ann', note: '' }),
    ).toThrow('Say why');
    expect(station.log.head()).toEqual(head);
  });
});

describe('log search by time', () => {
  it('includes both bounds and nothing outside them', async () => {
    const station = stationWithTwoLexicons();
    const judged = [];
    for (const word of ['QI', 'ZA', 'CAT']) {
      judged.push(station.judge({ words: [word], source: 'cli' }).entry);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [first, second, third] = judged.map((entry) => ({ seq: entry.seq, time: entry.time }));
    const seqs = (filter: Parameters<typeof searchLog>[1]) =>
      searchLog(station.log, { ...filter, kinds: ['adjudication'] }).map((entry) => entry.seq);
    expect(seqs({ from: second?.time ?? '' })).toEqual([third?.seq, second?.seq]);
    expect(seqs({ to: second?.time ?? '' })).toEqual([second?.seq, first?.seq]);
    expect(seqs({ from: second?.time ?? '', to: second?.time ?? '' })).toEqual([second?.seq]);
  });
});

describe('log search', () => {
  it('filters by round, table, verdict, lexicon, word and kind, newest first', () => {
    const station = stationWithTwoLexicons();
    station.judge({ words: ['QI'], source: 'kiosk', round: 1, table: 1 });
    station.judge({ words: ['QAT'], source: 'kiosk', round: 1, table: 2 });
    station.judge({ words: ['QAT'], source: 'cli', round: 2, table: 2, lexicon: 'SECOND' });
    const seqs = (filter: Parameters<typeof searchLog>[1]) =>
      searchLog(station.log, filter).map((e) => e.seq);
    const challenges = seqs({ kinds: ['adjudication'] });
    expect(challenges).toHaveLength(3);
    expect(challenges[0]).toBeGreaterThan(challenges[2] ?? 0);
    expect(seqs({ round: 1, kinds: ['adjudication'] })).toHaveLength(2);
    expect(seqs({ table: 2, verdict: 'UNACCEPTABLE' })).toHaveLength(1);
    expect(seqs({ lexicon: 'second', word: 'qat' })).toEqual([challenges[0]]);
    expect(seqs({ kinds: ['event'] })).toHaveLength(2);
    expect(seqs({ to: '2000-01-01T00:00:00.000Z' })).toEqual([]);
    const head = station.log.head()?.seq ?? 0;
    expect(searchLog(station.log, {}, 2).map((entry) => entry.seq)).toEqual([head, head - 1]);
    expect(() => searchLog(station.log, { from: 'yesterday' })).toThrow('not a date');
  });
});
