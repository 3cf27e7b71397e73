import { describe, expect, it } from 'vitest';
import {
  readTourneyJs,
  readTshEventFolder,
  readTshPairings,
  TshEncodingError,
  TshReadError,
  TshSyntaxError,
  TshTooLargeError,
  TshTruncatedError,
  TshUnknownFormError,
} from '../../../electron/core/tsh/index.ts';
import { bytes, configTsh, divisionFiles, fixture, refusal } from './tsh-fixtures.ts';

const tourneyJs = (): Uint8Array => fixture('tourney.js.txt');
const text = new TextDecoder().decode(tourneyJs());

/** A one-division tourney.js whose only two players have the given names (JSON string bodies). */
function withNames(first: string, second: string): Uint8Array {
  return bytes(
    `newt={"config":{"tables":{}},"divisions":[{"maxr":0,"name":"A","players":[undefined,` +
      `{"id":1,"name":"${first}","pairings":[2],"rating":1500,"scores":[],"etc":{"board":[1],"p12":[1]}},` +
      `{"id":2,"name":"${second}","pairings":[1],"rating":1400,"scores":[],"etc":{"board":[1],"p12":[2]}}]}]};\n`,
  );
}

describe('tourney.js', () => {
  it('gives the same pairings as the event folder it was published from', () => {
    const fromJs = readTourneyJs(tourneyJs());
    const fromFolder = readTshEventFolder(configTsh(), divisionFiles());
    expect(fromJs.source).toBe('tourney.js');
    expect({ ...fromJs, source: 'event folder' }).toEqual(fromFolder);
  });

  it('reads names in UTF-8', () => {
    const names = readTourneyJs(tourneyJs()).divisions[0]?.players.map((player) => player.name);
    expect(names?.slice(0, 2)).toEqual(['Müller, Anna', 'Ñúñez, Beto']);
  });

  it('reads what the form and the model promise: divisions, tables, byes, a withdrawn player, the current round', () => {
    const [a, b] = readTourneyJs(tourneyJs()).divisions;
    expect(a).toMatchObject({ name: 'A', maxRounds: 7, currentRound: 3 });
    expect(a?.rounds[0]?.games[2]).toMatchObject({ table: '13A', players: [3, 6], start: 'draw' });
    expect(a?.players[5]?.withdrawn).toBe(true);
    expect(a?.rounds[2]?.byes).toEqual([5, 6]);
    expect(b?.rounds[1]?.games[0]).toMatchObject({ table: '1', players: [3, 1], scored: false });
  });

  it('is parsed, never run: a call, an expression or an unknown name is a syntax error', () => {
    for (const source of [
      'newt={"config":alert(1)};\n',
      'newt=(function(){return {}})();\n',
      'newt={"a":1+1};\n',
      'newt={"a":process};\n',
      'newt={"a":`x`};\n',
    ]) {
      expect(
        refusal(() => readTourneyJs(bytes(source))),
        source,
      ).toBeInstanceOf(TshSyntaxError);
    }
  });

  it('names the line and column of a syntax error', () => {
    const error = refusal(() => readTourneyJs(bytes('newt={\n"divisions":[1 2]};\n')));
    expect(error).toMatchObject({ name: 'TshSyntaxError', file: 'tourney.js', line: 2, column: 16 });
  });

  it('keeps control and bidi characters in names as data', () => {
    const event = readTourneyJs(
      withNames('Evil\\u202Egnp.exe\\u0000\\n', '</script><script>alert(1)</script>'),
    );
    const names = event.divisions[0]?.players.map((player) => player.name);
    expect(names).toEqual(['Evil\u202Egnp.exe\u0000\n', '</script><script>alert(1)</script>']);
  });

  it('keeps a __proto__ key as data, reaching no prototype', () => {
    readTourneyJs(
      bytes('newt={"__proto__":{"polluted":1},"divisions":[{"name":"A","players":[undefined]}]};'),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a file cut off anywhere before its closing ;, never returning part of it', () => {
    const whole = tourneyJs();
    const end = text.lastIndexOf(';');
    const cuts = new Set<number>();
    for (let cut = 0; cut < new TextEncoder().encode(text.slice(0, end + 1)).length - 1; cut += 1)
      cuts.add(cut);
    for (const cut of cuts) {
      const error = refusal(() => readTourneyJs(whole.subarray(0, cut)));
      if (!(error instanceof TshTruncatedError)) throw new Error(`cut at byte ${cut}: ${String(error)}`);
    }
    expect(cuts.size).toBeGreaterThan(1000);
  });

  it('refuses nesting deeper than TSH writes without exhausting the stack', () => {
    const deep = `newt=${'['.repeat(100_000)}${']'.repeat(100_000)};`;
    expect(refusal(() => readTourneyJs(bytes(deep)))).toBeInstanceOf(TshSyntaxError);
  });

  it('refuses a file of several megabytes before reading it, unless the caller allows more', () => {
    const names = 'x'.repeat(5 * 1024 * 1024);
    const large = withNames(names, 'Two, Bo');
    const error = refusal(() => readTourneyJs(large));
    expect(error).toBeInstanceOf(TshTooLargeError);
    expect(error).toMatchObject({ size: large.length, limit: 4 * 1024 * 1024 });
    expect(
      readTourneyJs(large, 'tourney.js', { maxBytes: 8 * 1024 * 1024 }).divisions[0]?.players[0]?.name,
    ).toBe(names);
  });

  it('refuses bytes that are not UTF-8', () => {
    const bad = new Uint8Array([...bytes('newt={"a":"'), 0xff, ...bytes('"};')]);
    expect(refusal(() => readTourneyJs(bad))).toBeInstanceOf(TshEncodingError);
  });

  it('refuses pairings that contradict themselves', () => {
    const lopsided = bytes(
      'newt={"divisions":[{"name":"A","players":[undefined,{"id":1,"name":"One","pairings":[2]},{"id":2,"name":"Two","pairings":[0]}]}]};',
    );
    expect(refusal(() => readTourneyJs(lopsided))).toMatchObject({ name: 'TshDataError' });
  });
});

describe('either form', () => {
  it('tells the forms apart by their content', () => {
    expect(readTshPairings({ file: 'tourney.js', bytes: tourneyJs() }).source).toBe('tourney.js');
    const folder = readTshPairings({
      file: 'config.tsh',
      bytes: configTsh(),
      divisionFiles: divisionFiles(),
    });
    expect(folder.source).toBe('event folder');
  });

  it.each([
    ['JSON', '{"divisions":[]}'],
    ['a web page', '<html><body>pairings</body></html>'],
    ['nothing', ''],
    ['a .t file', 'Vale, Gil 1500 2 3; 400 00\n'],
  ])('refuses %s as neither form', (_, content) => {
    const error = refusal(() => readTshPairings({ file: 'upload', bytes: bytes(content) }));
    expect(error).toBeInstanceOf(TshUnknownFormError);
    expect(error).toBeInstanceOf(TshReadError);
    expect(error.message).toContain('upload is neither a TSH tourney.js');
  });

  it('asks for the division files of a config.tsh', () => {
    expect(refusal(() => readTshPairings({ file: 'config.tsh', bytes: configTsh() }))).toMatchObject({
      name: 'TshDataError',
    });
  });
});
