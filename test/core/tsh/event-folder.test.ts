import { describe, expect, it } from 'vitest';
import {
  parseConfigTsh,
  readTshEventFolder,
  TshDataError,
  TshEncodingError,
  TshSyntaxError,
  TshTruncatedError,
  type TshDivision,
} from '../../../electron/core/tsh/index.ts';
import { bytes, configTsh, divisionFiles, latin1, refusal } from './tsh-fixtures.ts';

function division(name: string, files = divisionFiles(), config = configTsh()): TshDivision {
  const found = readTshEventFolder(config, files).divisions.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no division ${name}`);
  return found;
}

describe('the event folder: config.tsh and its .t files', () => {
  it('names the divisions and files config.tsh declares, canonically', () => {
    expect(parseConfigTsh(configTsh()).divisions).toEqual([
      { name: 'A', file: 'a.t' },
      { name: 'B', file: 'b.t' },
    ]);
  });

  it('reads the configuration subset from Perl values', () => {
    expect(readTshEventFolder(configTsh(), divisionFiles()).config).toEqual({
      maxRounds: 7,
      trackFirsts: true,
      assignFirsts: false,
      tables: { A: ['11', '12', '13A'] },
    });
  });

  it('numbers players by their data line, skipping comments and blank lines, names in ISO-8859-1', () => {
    const players = division('A').players;
    expect(players.map((player) => [player.number, player.name])).toEqual([
      [1, 'Müller, Anna'],
      [2, 'Ñúñez, Beto'],
      [3, 'Quill, Cora'],
      [4, 'Rook, Dale'],
      [5, 'Sable, Edda'],
      [6, 'Tarn, Finn'],
    ]);
    expect(players[0]).toMatchObject({
      rating: 1800,
      opponents: [4, 2, 3],
      scores: [420, 410],
      withdrawn: false,
    });
  });

  it('marks a player switched off with `off` as withdrawn, with byes after', () => {
    const tarn = division('A').players[5];
    expect(tarn).toMatchObject({ withdrawn: true, opponents: [3, 5, 0] });
  });

  it('sits each board at its configured table, the first player first', () => {
    const [round1, round2] = division('A').rounds;
    expect(round1?.games.map((game) => [game.board, game.table, game.players, game.start])).toEqual([
      [1, '11', [1, 4], 'known'],
      [2, '12', [5, 2], 'known'],
      [3, '13A', [3, 6], 'draw'],
    ]);
    expect(round2?.games.map((game) => [game.table, game.players, game.start])).toEqual([
      ['11', [2, 1], 'known'],
      ['12', [3, 4], 'unknown'],
      ['13A', [5, 6], 'known'],
    ]);
  });

  it('gives a round paired but not scored, its byes, and the current round', () => {
    const a = division('A');
    expect(a.rounds.map((round) => round.scored)).toEqual([true, true, false]);
    expect(a.rounds[2]).toMatchObject({ byes: [5, 6], unpaired: [] });
    expect(a.rounds[2]?.games.map((game) => [game.table, game.players, game.start, game.scored])).toEqual([
      ['11', [1, 3], 'known', false],
      ['12', [2, 4], 'unknown', false],
    ]);
    expect(a.currentRound).toBe(3);
  });

  it('uses the board as the table in a division without tables, and reads 00 as no value', () => {
    const b = division('B');
    expect(b.rounds[0]).toMatchObject({ byes: [3], scored: true });
    expect(b.rounds[0]?.games[0]).toMatchObject({ board: 1, table: '1', players: [1, 2] });
    expect(b.rounds[1]?.games[0]).toMatchObject({
      table: '1',
      players: [3, 1],
      start: 'known',
      scored: false,
    });
    expect(b.players[0]?.scores).toEqual([400, null]);
    expect(b.currentRound).toBe(2);
  });

  it('does not count the byes TSH gives a withdrawn player ahead as paired rounds', () => {
    const ahead = latin1('One, Al 1500 2; 400\nTwo, Bo 1400 1; 350\nOff, Cy 1300 0 0 0 0; 50; off 50\n');
    const b = division('B', divisionFiles({ 'b.t': ahead }));
    expect(b.rounds).toHaveLength(1);
    expect(b.rounds[0]?.byes).toEqual([3]);
    expect(b.players[2]?.withdrawn).toBe(true);
  });

  it('has no current round once every paired round is scored', () => {
    const scored = latin1('One, Al 1500 2; 400\nTwo, Bo 1400 1; 350\n');
    expect(division('B', divisionFiles({ 'b.t': scored })).currentRound).toBeNull();
  });

  it('reads UTF-8 .t files when config tfile_encoding says so, and drops a BOM', () => {
    const config = bytes('division A a.t\nconfig tfile_encoding = "utf8"\n');
    const a = bytes('\uFEFFMüller, Anna 1800 2\nÑúñez, Beto 1750 1\n');
    const names = division('A', new Map([['a.t', a]]), config).players.map((player) => player.name);
    expect(names).toEqual(['Müller, Anna', 'Ñúñez, Beto']);
  });

  it('drops a UTF-8 BOM before ISO-8859-1 text', () => {
    const a = new Uint8Array([0xef, 0xbb, 0xbf, ...latin1('Müller, Anna 1800\n')]);
    const config = bytes('division A a.t\n');
    expect(division('A', new Map([['a.t', a]]), config).players[0]?.name).toBe('Müller, Anna');
  });

  it('names the file and the line of a .t line that does not parse', () => {
    const broken = latin1('Vale, Gil 1500 2; 400\n# comment\nWren, Hana 1450 x1; 350\n');
    const error = refusal(() => readTshEventFolder(configTsh(), divisionFiles({ 'b.t': broken })));
    expect(error).toBeInstanceOf(TshSyntaxError);
    expect(error).toMatchObject({ file: 'b.t', line: 3 });
    expect(error.message).toContain('b.t line 3');
  });

  it.each([
    ['no rating', 'Wren, Hana; 350\n'],
    ['a bad score', 'Wren, Hana 1450 0; 35o\n'],
    ['a bad board', 'Wren, Hana 1450 0; 350; board x\n'],
  ])('refuses a line with %s', (_, line) => {
    const error = refusal(() => readTshEventFolder(configTsh(), divisionFiles({ 'b.t': latin1(line) })));
    expect(error).toMatchObject({ name: 'TshSyntaxError', file: 'b.t', line: 1 });
  });

  it('refuses a .t file cut off mid-write, never returning the players before the cut', () => {
    const whole = new TextDecoder('latin1').decode(divisionFiles().get('a.t'));
    for (const cut of [1, 40, whole.indexOf('\n') + 20, whole.length - 3]) {
      const error = refusal(() =>
        readTshEventFolder(configTsh(), divisionFiles({ 'a.t': latin1(whole.slice(0, cut)) })),
      );
      expect(error, `cut at ${cut}`).toBeInstanceOf(TshTruncatedError);
    }
    expect(
      refusal(() => readTshEventFolder(configTsh(), divisionFiles({ 'a.t': new Uint8Array() }))),
    ).toBeInstanceOf(TshTruncatedError);
  });

  it('refuses a file cut at a line break when its pairings name players it lost', () => {
    const whole = new TextDecoder('latin1').decode(divisionFiles().get('a.t'));
    const cut = whole.slice(0, whole.lastIndexOf('Tarn'));
    const error = refusal(() => readTshEventFolder(configTsh(), divisionFiles({ 'a.t': latin1(cut) })));
    expect(error).toBeInstanceOf(TshDataError);
    expect(error.message).toMatch(
      /a\.t: division A round 1: player 3 is paired with player 6, who does not exist/,
    );
  });

  it('refuses pairings the opponent does not return', () => {
    const lopsided = latin1('One, Al 1500 2\nTwo, Bo 1400 3\nThree, Cy 1300 2\n');
    const error = refusal(() => readTshEventFolder(configTsh(), divisionFiles({ 'b.t': lopsided })));
    expect(error).toBeInstanceOf(TshDataError);
    expect(error.message).toContain('player 1 is paired with player 2, whose opponent is 3');
  });

  it('refuses a division whose file was not given', () => {
    const error = refusal(() =>
      readTshEventFolder(configTsh(), new Map([['a.t', divisionFiles().get('a.t') ?? latin1('')]])),
    );
    expect(error).toBeInstanceOf(TshDataError);
    expect(error.message).toContain("division B's file b.t was not given");
  });

  it('refuses an encoding it does not know, and bytes that are not in the named one', () => {
    const config = (name: string): Uint8Array => bytes(`division A a.t\nconfig tfile_encoding = '${name}'\n`);
    const files = new Map([['a.t', latin1('Müller, Anna 1800\n')]]);
    expect(refusal(() => readTshEventFolder(config('klingon'), files))).toBeInstanceOf(TshEncodingError);
    expect(refusal(() => readTshEventFolder(config('utf8'), files))).toBeInstanceOf(TshEncodingError);
  });

  it('names the config.tsh line of an unknown directive, and of a configuration value it needs that is not data', () => {
    expect(refusal(() => parseConfigTsh(bytes('division A a.t\nfrobnicate 3\n')))).toMatchObject({
      name: 'TshSyntaxError',
      file: 'config.tsh',
      line: 2,
    });
    const config = bytes('division A a.t\nconfig tables = { A => [1,2] } x 3\n');
    const error = refusal(() => readTshEventFolder(config, new Map([['a.t', latin1('One, Al 1500\n')]])));
    expect(error).toMatchObject({ name: 'TshSyntaxError', line: 2 });
    expect(error.message).toContain('config tables');
  });

  it('passes over an attached file, and values it does not need even when they are not plain data', () => {
    const config = bytes(
      [
        'division A a.t',
        'config hook = sub { 1 }',
        '#begin_file name=x.t',
        'junk ; line',
        '#end_file name=x.t',
        '',
      ].join('\n'),
    );
    expect(readTshEventFolder(config, new Map([['a.t', latin1('One, Al 1500\n')]])).divisions).toHaveLength(
      1,
    );
  });

  it('takes a subscripted value and a per-division round count', () => {
    const config = bytes("division a a.t\nconfig tables{a} = [5, 6]\nconfig max_div_rounds{'a'} = 12\n");
    const event = readTshEventFolder(
      config,
      new Map([['a.t', latin1('One, Al 1500 2; ; board 1\nTwo, Bo 1400 1; ; board 1\n')]]),
    );
    expect(event.config.tables).toEqual({ A: ['5', '6'] });
    expect(event.divisions[0]?.maxRounds).toBe(12);
    expect(event.divisions[0]?.rounds[0]?.games[0]?.table).toBe('5');
  });
});
