// The per-player report's figures, checked against counts made by hand from the plays written out
// below: four players of division A over three rounds under both rules, a challenger known and not,
// one challenge without a game, a ruling, and a division B game for the filter.
import { describe, expect, it } from 'vitest';
import { emptyEntry } from '../../../electron/core/log/log-entry.ts';
import { playerReport, type ReportedEntry } from '../../../electron/core/report/player-report.ts';

const NAMES: Readonly<Record<string, string>> = {
  A1: 'Ann',
  A2: 'Bob',
  A3: 'Cat',
  A4: 'Dan',
  B1: 'Eve',
  B2: 'Fay',
};

let seq = 0;

/** One judged play: `first` and `second` as "A1", challenger 1|2|null, and what the rule made of it. */
function play(
  round: number,
  table: string,
  first: string,
  second: string,
  challenger: 1 | 2 | null,
  words: string[],
  verdict: 'ACCEPTABLE' | 'UNACCEPTABLE',
  rule: 'double' | 'points',
): ReportedEntry {
  seq += 1;
  const ok = verdict === 'ACCEPTABLE';
  return {
    ...emptyEntry(),
    stationId: 'st1',
    seq,
    time: `2026-12-07T1${round}:00:${String(seq).padStart(2, '0')}.000Z`,
    kind: 'adjudication',
    words,
    verdict,
    gameDivision: first.slice(0, 1),
    gameRound: round,
    gameTable: table,
    firstPlayerDivision: first.slice(0, 1),
    firstPlayerNumber: Number(first.slice(1)),
    firstPlayerName: NAMES[first] ?? '',
    secondPlayerDivision: second.slice(0, 1),
    secondPlayerNumber: Number(second.slice(1)),
    secondPlayerName: NAMES[second] ?? '',
    challenger,
    playFate: ok ? 'stays' : 'comes-off',
    turnLostBy: rule === 'double' ? (ok ? 'challenger' : 'player') : null,
    bonusPoints: rule === 'points' && ok ? 5 * words.length : null,
  };
}

// Double challenge in rounds 1–2, five points per word in round 3.
const e11 = play(1, '9', 'B1', 'B2', 1, ['OK'], 'UNACCEPTABLE', 'double'); // Eve won; Fay's came off, Fay loses a turn
const e1 = play(1, '1', 'A1', 'A2', 2, ['QI', 'ZA'], 'UNACCEPTABLE', 'double'); // Bob won; Ann's came off, Ann loses a turn
const e2 = play(1, '1', 'A1', 'A2', 1, ['CAT'], 'ACCEPTABLE', 'double'); // Ann lost, Ann loses a turn; Bob's stood
const e3 = play(1, '2', 'A3', 'A4', null, ['XU'], 'ACCEPTABLE', 'double'); // challenger unknown: Cat's and Dan's lines only
const e4 = play(2, '1', 'A1', 'A3', 2, ['JO', 'OX', 'AX'], 'ACCEPTABLE', 'double'); // Cat lost, Cat loses a turn; Ann's stood
const e5 = play(2, '2', 'A2', 'A4', 1, ['QAT', 'QATS'], 'ACCEPTABLE', 'points'); // Bob lost; Dan's stood, Dan +10
const e6 = play(3, '1', 'A4', 'A1', 1, ['ZZZ'], 'UNACCEPTABLE', 'points'); // Dan won; Ann's came off
const e7 = play(3, '2', 'A2', 'A3', 2, ['FE'], 'ACCEPTABLE', 'points'); // Cat lost; Bob's stood, Bob +5
const e8 = play(3, '2', 'A2', 'A3', null, ['KI', 'QIS'], 'ACCEPTABLE', 'points'); // challenger unknown: Bob's and Cat's lines only
const noGame: ReportedEntry = { ...e1, seq: 90, ...noGameFields() };
const ruling: ReportedEntry = {
  ...emptyEntry(),
  stationId: 'st1',
  seq: 91,
  time: '2026-12-07T14:00:00.000Z',
  kind: 'ruling',
  refersTo: e6.seq,
  ruling: 'overturned',
};
const event: ReportedEntry = {
  ...emptyEntry(),
  stationId: 'st1',
  seq: 92,
  time: '2026-12-07T14:00:01.000Z',
  kind: 'event',
};

function noGameFields(): Partial<ReportedEntry> {
  return { gameDivision: null, firstPlayerNumber: null, secondPlayerNumber: null, challenger: null };
}

const ENTRIES = [e11, e6, e1, e2, e3, e4, e5, e7, e8, noGame, ruling, event];

describe('the per-player report', () => {
  const report = playerReport(ENTRIES);
  const of = (number: number, division = 'A') =>
    report.players.find((player) => player.division === division && player.number === number);

  it('orders the players by division, then number', () => {
    expect(report.players.map((player) => `${player.division}${player.number} ${player.name}`)).toEqual([
      'A1 Ann',
      'A2 Bob',
      'A3 Cat',
      'A4 Dan',
      'B1 Eve',
      'B2 Fay',
    ]);
    expect(report.withoutGame).toBe(1);
    expect(report.challengerUnknown).toBe(2);
  });

  // By hand, from the plays above:
  // Ann  made 1 (e2: lost) · 1 word; her plays challenged 3 (e1 off, e4 stood, e6 off) · 2+3+1 = 6 words;
  //      0 points; turns lost 2 (e1, e2); unknown 0; lines e1 e2 e4 e6.
  // Bob  made 2 (e1 won, e5 lost) · 2+2 = 4 words; his plays challenged 2 (e2, e7 stood) · 1+1 = 2 words;
  //      5 points (e7); turns lost 0; unknown 1 (e8); lines e1 e2 e5 e7 e8.
  // Cat  made 2 (e4, e7 lost) · 3+1 = 4 words; her plays challenged 0; 0 points; turns lost 1 (e4);
  //      unknown 2 (e3, e8); lines e3 e4 e7 e8.
  // Dan  made 1 (e6 won) · 1 word; his plays challenged 1 (e5 stood) · 2 words; 10 points (e5);
  //      turns lost 0; unknown 1 (e3); lines e3 e5 e6.
  it.each([
    [
      1,
      {
        made: [1, 0, 1],
        words: 1,
        played: [3, 1, 2],
        theirs: 6,
        points: 0,
        turns: 2,
        unknown: 0,
        lines: [e1, e2, e4, e6],
      },
    ],
    [
      2,
      {
        made: [2, 1, 1],
        words: 4,
        played: [2, 2, 0],
        theirs: 2,
        points: 5,
        turns: 0,
        unknown: 1,
        lines: [e1, e2, e5, e7, e8],
      },
    ],
    [
      3,
      {
        made: [2, 0, 2],
        words: 4,
        played: [0, 0, 0],
        theirs: 0,
        points: 0,
        turns: 1,
        unknown: 2,
        lines: [e3, e4, e7, e8],
      },
    ],
    [
      4,
      {
        made: [1, 1, 0],
        words: 1,
        played: [1, 1, 0],
        theirs: 2,
        points: 10,
        turns: 0,
        unknown: 1,
        lines: [e3, e5, e6],
      },
    ],
  ])('counts player A%i as counted by hand', (number, expected) => {
    const player = of(number);
    expect(player).toBeDefined();
    if (player === undefined) return;
    const { challengesMade: made, playsChallenged: played } = player;
    expect([made.total, made.won, made.lost]).toEqual(expected.made);
    expect(player.wordsChallenged).toBe(expected.words);
    expect([played.total, played.stood, played.cameOff]).toEqual(expected.played);
    expect(player.wordsOfTheirsChallenged).toBe(expected.theirs);
    expect(player.pointsFromRule).toBe(expected.points);
    expect(player.turnsLost).toBe(expected.turns);
    expect(player.challengerUnknown).toBe(expected.unknown);
    expect(player.lines.map((line) => line.seq)).toEqual(expected.lines.map((entry) => entry.seq));
  });

  it('says each line’s round, table, opponent, words, outcome and ruling', () => {
    const ann = of(1);
    expect(ann?.lines.find((line) => line.seq === e6.seq)).toEqual({
      stationId: 'st1',
      seq: e6.seq,
      time: e6.time,
      round: 3,
      table: '1',
      role: 'played',
      opponent: { division: 'A', number: 4, name: 'Dan' },
      words: ['ZZZ'],
      verdict: 'UNACCEPTABLE',
      playFate: 'comes-off',
      turnLost: false,
      points: 0,
      ruling: 'overturned',
    });
    const unknown = of(3)?.lines.find((line) => line.seq === e3.seq);
    expect(unknown).toMatchObject({ role: 'unknown', turnLost: null, points: null, ruling: null });
  });

  it('keeps one division’s players, whatever the case typed', () => {
    const division = playerReport(ENTRIES, { division: 'b' });
    expect(division.players.map((player) => player.name)).toEqual(['Eve', 'Fay']);
    expect(division.players[0]?.challengesMade).toEqual({ total: 1, won: 1, lost: 0 });
    expect(division.players[1]).toMatchObject({
      turnsLost: 1,
      playsChallenged: { total: 1, stood: 0, cameOff: 1 },
    });
    expect(division.challengerUnknown).toBe(0);
    expect(playerReport(ENTRIES, { division: 'C' }).players).toEqual([]);
  });

  it('is empty for a log without games', () => {
    expect(playerReport([noGame, event])).toEqual({ players: [], withoutGame: 1, challengerUnknown: 0 });
  });
});
