// A mistyped --data-dir used to create a fresh station there, and `log verify` then reported
// "Log verified: 0 entries." with exit 0. Commands that only read must find a station or say so.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const READ_ONLY_COMMANDS = [
  ['log', 'verify'],
  ['log', 'verify', '--expect-head', '3:1a2b3c4d5e6f7a8b'],
  ['log', 'head'],
  ['log', 'export', '--format', 'csv'],
  ['log', 'export', '--out', 'EXPORT_DIR'],
  ['review', 'show'],
  ['review', 'list'],
  ['lexicon', 'list'],
  ['station', 'show'],
];
const CASES = READ_ONLY_COMMANDS.map((command) => ({ name: command.join(' '), command }));

describe('read-only commands on a folder with no station', () => {
  let parent: string;
  beforeEach(() => {
    parent = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(parent);
  });

  function run(dataDir: string, command: readonly string[]) {
    const exportDir = join(parent, 'usb');
    mkdirSync(exportDir, { recursive: true });
    return runCli(dataDir, ...command.map((arg) => (arg === 'EXPORT_DIR' ? exportDir : arg)));
  }

  it.each(READ_ONLY_COMMANDS)(
    '%s %s %s on a mistyped folder says so, creates nothing, exits 4',
    (...command) => {
      const mistyped = join(parent, 'wrong', 'place');
      const result = run(mistyped, command);
      expect(result.status).toBe(EXIT.noStation);
      expect(EXIT.noStation).toBe(4);
      expect(result.stderr).toContain(`No station in ${mistyped}`);
      expect(result.stdout).not.toContain('verified');
      expect(existsSync(join(parent, 'wrong'))).toBe(false);
      expect(readdirSync(join(parent, 'usb'))).toEqual([]);
    },
  );

  it.each(CASES)('$name on an empty folder says so and leaves it empty', ({ command }) => {
    const empty = join(parent, 'empty');
    mkdirSync(empty);
    const result = run(empty, command);
    expect(result.status).toBe(EXIT.noStation);
    expect(result.stderr).toContain(`No station in ${empty}`);
    expect(readdirSync(empty)).toEqual([]);
  });

  it('still creates a station for a command that writes, and then the read-only ones find it', () => {
    const dir = join(parent, 'new');
    expect(runCli(dir, 'judge', 'cat').status).toBe(EXIT.acceptable);
    const verified = runCli(dir, 'log', 'verify');
    expect(verified.status).toBe(EXIT.ok);
    expect(verified.stdout).toContain('Log verified: 1 entries.');
  });
});
