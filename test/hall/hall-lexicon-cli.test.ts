// `hall lexicon import|list|show|remove`: the hall's lists kept at the hub, imported with the
// station's own importer, so the hub holds a list exactly as a station would (the same fingerprint).
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { HUB_SHELF_DIR } from '../../electron/hall/hub/station-lexicon-shelf.ts';
import { expectedFingerprint, PROJECT_DIR, runCli } from '../cli/run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

// QI is no Polish word (Polish tiles have no Q): read as Polish, the list has four.
const WORDS = ['QI', 'ZA', 'CAT', 'DOGS', 'ŻÓŁW'];
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) removeTempDir(dir);
});

function folder(): string {
  const dir = makeTempDir('hall-lexicon');
  dirs.push(dir);
  return dir;
}

function listFile(dir: string, lines: readonly string[]): string {
  const file = join(dir, 'list.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('the hall’s word lists at the hub', () => {
  it('imports a list into a new hub as a station would: the same fingerprint, listed and shown', () => {
    const root = folder();
    const hubDir = join(root, 'hub');
    const file = listFile(root, WORDS.slice(0, 4));
    const imported = runCli(hubDir, 'hall', 'lexicon', 'import', file, '--name', 'CLUB');
    expect(imported.status).toBe(EXIT.ok);
    const fingerprint = expectedFingerprint(WORDS.slice(0, 4));
    expect(imported.stdout).toContain(`Fingerprint: ${fingerprint}`);
    expect(imported.stdout).toContain(`hall designate ${fingerprint.slice(0, 8)}`);
    // The same file at a station: the same list.
    const station = runCli(join(root, 'station'), '--json', 'lexicon', 'import', file, '--name', 'CLUB');
    expect((JSON.parse(station.stdout) as { fingerprint: string }).fingerprint).toBe(fingerprint);
    // The import made the hub (a hall id, as `hall invite` would) and its shelf, owner-only.
    expect(runCli(hubDir, '--json', 'hall', 'status').stdout).toMatch(/"hallId":"[0-9a-z]{8,}"/u);
    expect(statSync(join(hubDir, HUB_SHELF_DIR)).mode & 0o777).toBe(0o700);

    const listed = JSON.parse(runCli(hubDir, '--json', 'hall', 'lexicon', 'list').stdout) as {
      name: string;
      fingerprint: string;
      wordCount: number;
    }[];
    expect(listed).toEqual([expect.objectContaining({ name: 'CLUB', fingerprint, wordCount: 4 })]);
    const shown = runCli(hubDir, 'hall', 'lexicon', 'show', fingerprint.slice(0, 8));
    expect(shown.status).toBe(EXIT.ok);
    expect(shown.stdout).toMatch(/ 2 tiles {2}2\n/u);
  });

  it('reads a list in its alphabet, and refuses unplayable lines unless told to skip them', () => {
    const root = folder();
    const hubDir = join(root, 'hub');
    const file = listFile(root, [...WORDS, 'X']);
    const refused = runCli(hubDir, 'hall', 'lexicon', 'import', file, '--name', 'PL', '--alphabet', 'polish');
    expect(refused.status).toBe(EXIT.badInput);
    expect(refused.stderr).toMatch(/unplayable|--skip-unplayable/u);
    // The retry named is the hub's own command: the hub has no console, and `lexicon import` is a station's.
    expect(refused.stderr).toContain(
      'import the list again skipping the unplayable lines (hall lexicon import --skip-unplayable).',
    );
    const skipped = runCli(
      hubDir,
      '--json',
      'hall',
      'lexicon',
      'import',
      file,
      '--name',
      'PL',
      '--alphabet',
      'polish',
      '--skip-unplayable',
    );
    expect(skipped.status).toBe(EXIT.ok);
    expect(JSON.parse(skipped.stdout)).toMatchObject({ name: 'PL', alphabet: 'polish', wordCount: 4 });
  });

  it('refuses the built-in demo list’s words with what to do, naming no DEMO the hub cannot designate', () => {
    const hubDir = join(folder(), 'hub');
    const demo = runCli(
      hubDir,
      'hall',
      'lexicon',
      'import',
      join(PROJECT_DIR, 'resources', 'demo', 'words.txt'),
      '--name',
      'CLUB',
    );
    expect(demo.status).toBe(EXIT.badInput);
    expect(demo.stderr).toContain("which the hub cannot carry as the hall's list");
    expect(demo.stderr).toContain("Import the event's own list: `hall lexicon import FILE --name NAME`.");
    expect(demo.stderr).not.toContain('already imported as DEMO');
  });

  it('removes a list, and says what to do at a hub without lists or a folder that is no hub', () => {
    const root = folder();
    const hubDir = join(root, 'hub');
    expect(runCli(join(root, 'nothing'), 'hall', 'lexicon', 'list').status).toBe(EXIT.hallHubStore);
    runCli(hubDir, 'hall', 'invite', 'Station 1', '--out', join(root, 's1.join'));
    expect(runCli(hubDir, 'hall', 'lexicon', 'list').stdout).toContain('The hub holds no word list');
    expect(runCli(hubDir, 'hall', 'lexicon', 'show', 'CLUB').status).toBe(EXIT.hallHubStore);

    runCli(hubDir, 'hall', 'lexicon', 'import', listFile(root, WORDS.slice(0, 4)), '--name', 'CLUB');
    const removed = runCli(hubDir, 'hall', 'lexicon', 'remove', 'CLUB', '--by', 'JB');
    expect(removed.status).toBe(EXIT.ok);
    expect(removed.stdout).toContain('Removed CLUB');
    expect(runCli(hubDir, 'hall', 'lexicon', 'list').stdout).toContain('The hub holds no word list');
    expect(runCli(hubDir, 'hall', 'lexicon', 'show', 'CLUB').status).toBe(EXIT.badInput);
  });

  it('designates a list of the hub before any station has joined, and will not remove it then', () => {
    const root = folder();
    const hubDir = join(root, 'hub');
    const fingerprint = expectedFingerprint(WORDS.slice(0, 4));
    runCli(hubDir, 'hall', 'lexicon', 'import', listFile(root, WORDS.slice(0, 4)), '--name', 'CLUB');
    const designated = runCli(hubDir, '--json', 'hall', 'designate', fingerprint.slice(0, 8), '--by', 'JB');
    expect(designated.status).toBe(EXIT.ok);
    expect(JSON.parse(designated.stdout)).toMatchObject({
      designated: { name: 'CLUB', fingerprint, wordCount: 4, alphabet: 'english', by: 'JB' },
    });
    const status = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
      designation: { fingerprint: string } | null;
    };
    expect(status.designation?.fingerprint).toBe(fingerprint);
    const refused = runCli(hubDir, 'hall', 'lexicon', 'remove', 'CLUB');
    expect(refused.status).toBe(EXIT.badInput);
    expect(refused.stderr).toContain("is the hall's designated list");
    expect(runCli(hubDir, 'hall', 'lexicon', 'list').stdout).toContain('CLUB');
  });
});
