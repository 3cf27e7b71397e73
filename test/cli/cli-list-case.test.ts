// A director's evening with Debian's wpolish, in little: `lexicon import` of a list that mixes
// cases reports its capitalised names and never folds them into words (`judge warszawa` is
// UNACCEPTABLE), and a Polish list imported without --alphabet says which option imports it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const LIST = ['kot', 'Warszawa', 'żółw', 'źdźbło', 'Kraków', 'jeż', 'łódź', 'gęś', 'ćma', 'mąka'];

describe('lexicon import of a list that mixes cases', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
    file = join(dir, 'polish.txt');
    writeFileSync(file, `${LIST.join('\n')}\n`);
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('refuses it naming the names, imports the words with --skip-unplayable, and judge warszawa is UNACCEPTABLE', () => {
    const data = join(dir, 'data');
    const refused = runCli(data, 'lexicon', 'import', file, '--name', 'OSPS', '--alphabet', 'polish');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('  a name (capitalised in a list that mixes cases): 2 lines');
    expect(refused.stderr).toContain('    Line 2: "Warszawa" (capitalised)');
    const imported = runCli(
      data,
      'lexicon',
      'import',
      file,
      '--name',
      'OSPS',
      '--alphabet',
      'polish',
      '--skip-unplayable',
    );
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('Words:       8');
    expect(imported.stdout).toContain('Line 5: "Kraków" (capitalised)');
    expect(runCli(data, 'judge', '--lexicon', 'OSPS', 'warszawa').stdout).toContain('UNACCEPTABLE');
    expect(runCli(data, 'judge', '--lexicon', 'OSPS', 'żółw').stdout).toContain('ACCEPTABLE');
  });

  it('read without --alphabet, says which alphabet its letters are and the option to use', () => {
    const refused = runCli(join(dir, 'data'), 'lexicon', 'import', file, '--name', 'OSPS');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('8 lines hold Polish letters: import with --alphabet polish.');
  });
});
