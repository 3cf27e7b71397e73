// What each kind of command line loads, which is most of what its start-up costs: `--version` and
// the program's help load no command's group (electron/cli/command-table.ts), a command's own help
// loads its definition but not what runs it, and `judge` loads the station but no other group.
// The times are bench/start-up.ts's; here only the modules, counted by a hook in the child process.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from './run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const HOOK = join(PROJECT_DIR, 'test', 'cli', 'loaded-modules-hook.ts');

/** What one run loaded: the project's files (relative paths) and the npm packages, by name. */
interface Loaded {
  readonly stdout: string;
  readonly files: readonly string[];
  readonly packages: readonly string[];
}

function loadedBy(...args: string[]): Loaded {
  const dir = tempDir();
  const list = join(dir, 'loaded.txt');
  const result = spawnSync(
    process.execPath,
    ['--import', pathToFileURL(HOOK).href, 'bin/challenge-station.js', '--data-dir', dir, ...args],
    {
      cwd: PROJECT_DIR,
      encoding: 'utf8',
      env: { ...process.env, LOADED_MODULES_FILE: list, NODE_COMPILE_CACHE: join(dir, 'compile-cache') },
      timeout: 30_000,
    },
  );
  expect(result.stderr).toBe('');
  const urls = readFileSync(list, 'utf8').split('\n');
  const project = pathToFileURL(PROJECT_DIR).href;
  const packages = urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//u.exec(url)?.[1] ?? []);
  const files = urls.filter((url) => url.startsWith(project) && !url.includes('/node_modules/'));
  return {
    stdout: result.stdout,
    files: files.map((url) => url.slice(project.length)),
    packages: [...new Set(packages)].sort(),
  };
}

/** The modules every command line loads: the entry, the program and the command table. */
const PROGRAM_FILES = [
  'bin/challenge-station.js',
  'electron/cli/command-stubs.ts',
  'electron/cli/command-table.ts',
  'electron/cli/compile-cache.js',
  'electron/cli/exit-codes.ts',
  'electron/cli/main.ts',
  'electron/cli/program.ts',
  'electron/core/app-version.ts',
  'package.json',
];

describe('what a command line loads', () => {
  it('--version: the program alone, no command’s group', () => {
    const loaded = loadedBy('--version');
    expect(loaded.stdout).toMatch(/^\d+\.\d+\.\d+\n$/u);
    expect([...loaded.files].sort()).toEqual(PROGRAM_FILES);
    expect(loaded.packages).toEqual(['commander', 'env-paths']);
  });

  it('--help judge: the program’s help from the command table, no command’s group', () => {
    const loaded = loadedBy('--help', 'judge');
    expect(loaded.stdout).toContain('judge [options] <words...>');
    expect([...loaded.files].sort()).toEqual(PROGRAM_FILES);
    expect(loaded.packages).toEqual(['commander', 'env-paths']);
  });

  it('help judge: the judge command’s definition, not the station that runs it', () => {
    const loaded = loadedBy('help', 'judge');
    expect(loaded.stdout).toContain('--explain');
    expect(loaded.files).toContain('electron/cli/judge-command.ts');
    expect(loaded.files.filter((file) => file.startsWith('electron/core/'))).toEqual([
      'electron/core/app-version.ts',
    ]);
    expect(loaded.files).not.toContain('electron/cli/judge-run.ts');
    expect(loaded.packages).toEqual(['commander', 'env-paths']);
  });

  it('judge: the station, and no other command’s group nor the hall', () => {
    const loaded = loadedBy('judge', 'CAT');
    expect(loaded.stdout.split('\n')[0]).toBe('ACCEPTABLE');
    expect(loaded.files).toContain('electron/core/station/station.ts');
    expect(loaded.files).toContain('electron/cli/judge-run.ts');
    const groups = loaded.files.filter((file) => /^electron\/cli\/.*-commands?\.ts$/u.test(file));
    expect(groups).toEqual(['electron/cli/judge-command.ts']);
    expect(loaded.files.filter((file) => /^electron\/(core\/)?hall\//u.test(file))).toEqual([]);
    expect(loaded.packages.filter((name) => name.startsWith('@nats-io/'))).toEqual([]);
  });
});
