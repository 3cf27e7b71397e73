// `station pairings` and `judge --table --challenger` at a stand-alone station, run as a director
// runs them: TSH's files of an invented two-division event in both forms (the reader's fixtures),
// the summary, the game and the rule's outcome by name, and each way a file can fail to read.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { joinHall } from '../../electron/core/hall/station/station-hall-membership.ts';
import { readJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { Station } from '../../electron/core/station/station.ts';
import { unreachableJoinFile } from '../support/hall/hall-fixture.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { runCli } from './run-cli.ts';

const FIXTURES = fileURLToPath(new URL('../core/tsh/fixtures/', import.meta.url));
const TOURNEY_JS = join(FIXTURES, 'tourney.js.txt');
const CONFIG_TSH = join(FIXTURES, 'event', 'config.tsh');

describe('station pairings', () => {
  let dir: string;
  let data: string;
  beforeEach(() => {
    dir = makeTempDir('cli-pairings');
    data = join(dir, 'data');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  const heldFile = (): unknown => {
    const shown = runCli(data, '--json', 'station', 'pairings');
    expect(shown.status, shown.stderr).toBe(0);
    return (JSON.parse(shown.stdout) as { file?: string } | null)?.file ?? null;
  };

  it('reads a tourney.js and an event folder alike, shows the summary, and clears', () => {
    const read = runCli(data, 'station', 'pairings', TOURNEY_JS);
    expect(read.status, read.stderr).toBe(0);
    expect(read.stdout).toContain('Round:    follows TSH');
    expect(read.stdout).toContain('Division A: round 3');
    expect(read.stdout).toContain('Table 12 — 2 Ñúñez, Beto · 4 Rook, Dale');
    expect(read.stdout).toContain('Division B: round 2');

    const folder = runCli(data, 'station', 'pairings', CONFIG_TSH);
    expect(folder.status, folder.stderr).toBe(0);
    // The same event in the other form: the same tables.
    expect(folder.stdout.split('\n').slice(4)).toEqual(read.stdout.split('\n').slice(4));

    const json = runCli(data, '--json', 'station', 'pairings');
    const summary = JSON.parse(json.stdout) as {
      from: string;
      file: string;
      source: string;
      divisions: { name: string; currentRound: number; tables: { table: string }[] }[];
    };
    expect(summary).toMatchObject({ from: 'file', file: 'config.tsh', source: 'event folder' });
    expect(summary.divisions.map((division) => [division.name, division.currentRound])).toEqual([
      ['A', 3],
      ['B', 2],
    ]);

    expect(runCli(data, 'station', 'pairings', '--clear').stdout).toBe('Pairings cleared.\n');
    expect(runCli(data, 'station', 'pairings').stdout).toBe('No pairings held.\n');

    // Both reads and the clearing are in the log, as events.
    const station = new Station({ dataDir: data, mustExist: true });
    try {
      const actions = [...station.log.entries()].flatMap((entry) =>
        entry.kind === 'event' && entry.action?.startsWith('pairings-') === true ? [entry.action] : [],
      );
      expect(actions).toEqual(['pairings-read', 'pairings-read', 'pairings-cleared']);
    } finally {
      station.close();
    }
  });

  it('judges at a table: the game, and the rule’s outcome by name, never which word failed', () => {
    expect(runCli(data, 'station', 'pairings', TOURNEY_JS).status).toBe(0);
    const stays = runCli(data, 'judge', 'cat', '--table', '11', '--challenger', '2');
    expect(stays.status).toBe(EXIT.acceptable);
    expect(stays.stdout.split('\n').slice(0, 3)).toEqual([
      'ACCEPTABLE',
      'Division A · Round 3 · Table 11 — 1 Müller, Anna · 3 Quill, Cora',
      'Quill, Cora loses the turn',
    ]);
    const off = runCli(data, 'judge', 'cat', 'xqzt', '--table', '11', '--challenger', '2');
    expect(off.status).toBe(EXIT.unacceptable);
    expect(off.stdout).toContain('The play comes off — Müller, Anna loses the turn');
    expect(off.stdout).not.toMatch(/XQZT (?:is|was)|not a word|failed/u);

    expect(runCli(data, 'station', 'config', '--rule', 'points:5').status).toBe(0);
    const points = runCli(
      data,
      '--json',
      'judge',
      'cat',
      'dog',
      'cats',
      '--table',
      '12',
      '--challenger',
      '1',
    );
    const judged = JSON.parse(points.stdout) as { game: Record<string, unknown> };
    expect(judged.game).toMatchObject({
      division: 'A',
      round: 3,
      table: '12',
      challenger: 1,
      bonusPoints: 15,
    });
    const line = runCli(data, 'judge', 'cat', 'dog', 'cats', '--table', '12', '--challenger', '1');
    expect(line.stdout).toContain('Rook, Dale +15 (5 × 3 words)');

    const bye = runCli(data, 'judge', 'cat', '--table', '99');
    expect(bye.status).toBe(EXIT.acceptable);
    expect(bye.stdout.split('\n')[1]).toBe(
      'Table 99: no game this round (a bye, or no such table); judged without a game.',
    );
    expect(runCli(data, 'judge', 'cat', '--challenger', '1').status).toBe(EXIT.badInput);
    expect(runCli(data, 'judge', 'cat', '--table', '11', '--challenger', '3').status).toBe(EXIT.badInput);
  });

  it('refuses each bad file with its own exit code, and keeps what was held', () => {
    expect(runCli(data, 'station', 'pairings', TOURNEY_JS).status).toBe(0);
    const refused = (path: string, code: number, message: RegExp): void => {
      const result = runCli(data, 'station', 'pairings', path);
      expect(result.status, result.stderr).toBe(code);
      expect(result.stderr).toMatch(message);
      expect(heldFile()).toBe('tourney.js.txt');
    };

    const neither = join(dir, 'notes.txt');
    writeFileSync(neither, 'round 3 starts at two\n');
    refused(neither, EXIT.pairingsUnknownForm, /notes\.txt is neither a TSH tourney\.js/u);
    refused(join(dir, 'missing.js'), EXIT.pairingsNoFile, /missing\.js: no such file/u);

    const event = join(dir, 'event');
    cpSync(join(FIXTURES, 'event'), event, { recursive: true });
    const aFile = readFileSync(join(event, 'a.t'), 'latin1').split('\n');
    // The first player's line loses its rating: a line TSH never writes.
    writeFileSync(
      join(event, 'a.t'),
      [aFile[0]?.replace('1800 4 2 3;', '4 2 3 x;'), ...aFile.slice(1)].join('\n'),
      'latin1',
    );
    refused(join(event, 'config.tsh'), EXIT.pairingsSyntax, /a\.t line 1/u);
    rmSync(join(event, 'b.t'));
    refused(join(event, 'config.tsh'), EXIT.pairingsNoDivisionFile, /b\.t/u);

    const cut = join(dir, 'tourney.js');
    const whole = readFileSync(TOURNEY_JS);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    refused(cut, EXIT.pairingsCutOff, /tourney\.js is cut off/u);

    const large = join(dir, 'large.js');
    writeFileSync(large, `newt={${' '.repeat(5 * 1024 * 1024)}};`);
    refused(large, EXIT.pairingsTooLarge, /large\.js has \d+ bytes/u);
  });

  it('shows a hostile name’s control and bidi characters as codes', () => {
    const hostile = join(dir, 'tourney.js');
    const text = readFileSync(TOURNEY_JS, 'utf8').replace('Quill, Cora', 'Quill\\u202e, \\u001b[2JCora');
    writeFileSync(hostile, text);
    const read = runCli(data, 'station', 'pairings', hostile);
    expect(read.status, read.stderr).toBe(0);
    expect(read.stdout).toContain('3 Quill⟨U+202E⟩, ⟨U+001B⟩[2JCora');
    expect(read.stdout).not.toContain('\u001b');
    expect(read.stdout).not.toContain('\u202e');
  });

  it('is refused at a station joined to a hall, whose hub carries its pairings', async () => {
    const station = new Station({ dataDir: data });
    try {
      const join_ = await unreachableJoinFile(dir, 'Station 1');
      joinHall(
        {
          dataDir: data,
          recorder: station.recorder,
          transaction: station.transaction,
          now: () => new Date(),
        },
        readJoinFile(join_),
      );
    } finally {
      station.close();
    }
    const refused = runCli(data, 'station', 'pairings', TOURNEY_JS);
    expect(refused.status).toBe(EXIT.pairingsFromHall);
    expect(refused.stderr).toContain('hall pairings FILE');
    expect(runCli(data, 'station', 'pairings', '--clear').status).toBe(EXIT.pairingsFromHall);
  });
});
