// `lexicon import` of a Catalan dictionary: its loanwords are refused as letters that are no
// Catalan tiles (judge KARATE is UNACCEPTABLE), and a list written with the kiosk's typing
// stand-ins imports with --stand-ins, the output saying how many lines were read so.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

describe('lexicon import of a Catalan list, by its letters or with --stand-ins', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  function list(name: string, lines: readonly string[]): string {
    const path = join(dir, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  }

  it('refuses the loanwords of a real-spelling list, and judge KARATE is UNACCEPTABLE', () => {
    const data = join(dir, 'data');
    const file = list('ca.txt', ['casa', 'col·lecció', 'karate', 'clown', 'plaça', 'CIA']);
    const args = ['lexicon', 'import', file, '--name', 'DIEC', '--alphabet', 'catalan'];
    const refused = runCli(data, ...args);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('    Line 3: "karate" (k is not a Catalan tile)');
    expect(refused.stderr).toContain('    Line 6: "CIA" (in capitals)');
    const imported = runCli(data, ...args, '--skip-unplayable');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('Words:       3');
    expect(imported.stdout).toContain('Read by its letters: K, W, Y and Q are no Catalan tiles');
    expect(runCli(data, 'judge', '--lexicon', 'DIEC', 'KARATE').stdout).toContain('UNACCEPTABLE');
    expect(runCli(data, 'judge', '--lexicon', 'DIEC', 'CLOWN').stdout).toContain('UNACCEPTABLE');
    expect(runCli(data, 'judge', '--lexicon', 'DIEC', 'COWECCIÓ').stdout).toContain('ACCEPTABLE');
  });

  it('reads a list written with stand-ins with --stand-ins, and says how many lines were', () => {
    const data = join(dir, 'data');
    const file = list('ca-old.txt', ['CASA', 'COWECCIO', 'PLAKA', 'AY']);
    const hinted = runCli(data, 'lexicon', 'import', file, '--name', 'OLD', '--alphabet', 'catalan');
    expect(hinted.status).not.toBe(0);
    expect(hinted.stderr).toContain(
      'This list looks encoded with stand-ins (no ·, ŀ, ç or ny in 4 lines; 3 lines refused for K, W, Y or Q): import it with --stand-ins',
    );
    const args = ['lexicon', 'import', file, '--name', 'OLD', '--alphabet', 'catalan', '--stand-ins'];
    const imported = runCli(data, ...args);
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('Words:       4');
    expect(imported.stdout).toContain('3 lines read through stand-ins:');
    expect(imported.stdout).toContain('Line 2: "COWECCIO" as COL·LECCIO');
    expect(runCli(data, 'judge', '--lexicon', 'OLD', 'col·lecció').stdout).toContain('ACCEPTABLE');
  });

  it('keeps the words in capitals of a list in lower case with --keep-capitals', () => {
    const data = join(dir, 'data');
    const file = list('en.txt', ['cat', 'dog', 'ZA']);
    const imported = runCli(data, 'lexicon', 'import', file, '--name', 'EN', '--keep-capitals');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('Words:       3');
  });
});
