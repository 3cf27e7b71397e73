import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Station } from '../../electron/core/station/station.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectedFingerprint, exportJsonl, runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const configSchema = z
  .object({
    round: z.number().nullable(),
    tableEntry: z.boolean(),
    challengeRule: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('double') }),
      z.object({ kind: z.literal('points'), points: z.number() }),
    ]),
  })
  .loose();

function configJson(dir: string, ...args: string[]): z.infer<typeof configSchema> {
  const result = runCli(dir, '--json', 'station', 'config', ...args);
  expect(result.status, result.stderr).toBe(0);
  return configSchema.parse(JSON.parse(result.stdout));
}

describe('station config', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('shows the settings without changing anything', () => {
    const result = runCli(dir, 'station', 'config');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Round:\s+none/u);
    expect(result.stdout).toMatch(/Table entry:\s+off/u);
    expect(result.stdout).toMatch(/Challenge rule:\s+double challenge/u);
    expect(exportJsonl(dir)).toEqual([]);
  });

  it('sets the round, table entry and rule; each change is logged and the round goes on challenges', () => {
    expect(
      configJson(dir, '--round', '3', '--table-entry', 'on', '--rule', 'points:5', '--judge', 'Di'),
    ).toMatchObject({ round: 3, tableEntry: true, challengeRule: { kind: 'points', points: 5 } });
    expect(runCli(dir, 'judge', 'cat').status).toBe(0);
    expect(configJson(dir, '--no-round', '--rule', 'double')).toMatchObject({
      round: null,
      tableEntry: true,
      challengeRule: { kind: 'double' },
    });
    expect(runCli(dir, 'judge', 'dog').status).toBe(0);

    const records = exportJsonl(dir);
    expect(
      records.map((record) => [record.kind, record.action, record.round, record.challenge_rule]),
    ).toEqual([
      ['event', 'settings-changed', null, null],
      ['adjudication', null, 3, '5 points per word'],
      ['event', 'settings-changed', null, null],
      ['adjudication', null, null, 'double challenge'],
    ]);
    expect(records[0]?.judge).toBe('Di');
    expect(records[0]?.details).toContain('round = 3');
  });

  it.each([
    ['--round', '0'],
    ['--round', '1000'],
    ['--table-entry', 'maybe'],
    ['--rule', 'single'],
    ['--rule', 'points:0'],
    ['--rule', 'points:51'],
  ])('%s %s exits 2 and changes nothing', (option, value) => {
    new Station({ dataDir: dir }).close();
    const result = runCli(dir, 'station', 'config', option, value);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(option);
    expect(exportJsonl(dir)).toEqual([]);
  });
});

describe('station set language', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('sets the kiosk language, shows it in the settings, and logs the change with the judge', () => {
    const set = runCli(dir, 'station', 'set', 'language', 'es', '--judge', 'Dí');
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/Kiosk language:\s+Spanish \(español\) \(es\)/u);
    expect(runCli(dir, 'station', 'config').stdout).toMatch(/Kiosk language:\s+Spanish/u);
    expect(JSON.parse(runCli(dir, '--json', 'station', 'config').stdout)).toMatchObject({ language: 'es' });
    const records = exportJsonl(dir);
    expect(records.map((record) => [record.action, record.judge, record.details])).toEqual([
      ['settings-changed', 'Dí', 'language = "es"'],
    ]);
  });

  it.each(['no', 'NO', 'nb'])('takes %s for Norwegian and stores it as nb', (typed) => {
    const set = runCli(dir, 'station', 'set', 'language', typed, '--judge', 'Kari');
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/Kiosk language:\s+Norwegian Bokmål \(norsk bokmål\) \(nb\)/u);
    expect(JSON.parse(runCli(dir, '--json', 'station', 'config').stdout)).toMatchObject({ language: 'nb' });
    expect(exportJsonl(dir).map((record) => [record.action, record.details])).toEqual([
      ['settings-changed', 'language = "nb"'],
    ]);
  });

  it.each([
    ['language', 'xx'],
    ['language', 'spanish'],
    ['language', 'norwegian'],
    ['colour', 'red'],
  ])('station set %s %s exits 2 and changes nothing', (setting, value) => {
    new Station({ dataDir: dir }).close();
    const result = runCli(dir, 'station', 'set', setting, value);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(setting === 'language' ? 'en, es, ca' : 'language');
    expect(exportJsonl(dir)).toEqual([]);
  });
});

describe('lexicon pin, unpin and remove', () => {
  let dir: string;
  let list: string;
  let other: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
    list = join(dir, 'list.txt');
    other = join(dir, 'other.txt');
    writeFileSync(list, 'cat\ndog\n');
    writeFileSync(other, 'cat\ndog\nemu\n');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('a pinned name imports only the pinned edition, until unpinned', () => {
    const pinned = expectedFingerprint(['CAT', 'DOG']);
    const pin = runCli(dir, 'lexicon', 'pin', 'nwl2023', pinned, '--judge', 'Di');
    expect(pin.status, pin.stderr).toBe(0);
    expect(pin.stdout).toContain(`Pinned NWL2023 to ${pinned}.`);

    const wrong = runCli(dir, 'lexicon', 'import', other, '--name', 'NWL2023');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('not the pinned edition of NWL2023');

    expect(runCli(dir, 'lexicon', 'unpin', 'NWL2023').stdout).toBe('Unpinned NWL2023.\n');
    expect(runCli(dir, 'lexicon', 'unpin', 'NWL2023').stdout).toBe('NWL2023 was not pinned.\n');
    expect(runCli(dir, 'lexicon', 'import', other, '--name', 'NWL2023').status).toBe(0);
    expect(exportJsonl(dir).map((record) => [record.action, record.judge])).toEqual([
      ['lexicon-pinned', 'Di'],
      ['lexicon-unpinned', null],
      ['lexicon-imported', null],
    ]);
  });

  it('pin refuses a short fingerprint with exit 2', () => {
    const result = runCli(dir, 'lexicon', 'pin', 'NWL2023', 'abcdef12');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('full 64 hex digits');
  });

  it('remove deletes a lexicon not in use, and refuses the active one', () => {
    expect(runCli(dir, 'lexicon', 'import', list, '--name', 'FIRST').status).toBe(0);
    expect(runCli(dir, 'lexicon', 'import', other, '--name', 'SECOND').status).toBe(0);
    const inUse = runCli(dir, 'lexicon', 'remove', 'FIRST');
    expect(inUse.status).toBe(2);
    expect(inUse.stderr).toContain('FIRST is in use at this station');

    const removed = runCli(dir, 'lexicon', 'remove', 'second');
    expect(removed.status, removed.stderr).toBe(0);
    expect(removed.stdout).toMatch(/^Removed SECOND \([0-9a-f]{8}\)\.\n$/u);
    expect(runCli(dir, 'lexicon', 'list').stdout).not.toContain('SECOND');
    expect(runCli(dir, 'judge', '--lexicon', 'SECOND', 'cat').status).toBe(3);
    expect(runCli(dir, 'lexicon', 'remove', 'SECOND').status).toBe(2);
  });
});
