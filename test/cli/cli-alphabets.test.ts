// The director's alphabet commands: `lexicon import --alphabet`, `lexicon list` naming each
// lexicon's alphabet, and `judge` reading and showing words as that alphabet's tiles.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectedFingerprint, runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const judgeJsonSchema = z.object({
  verdict: z.enum(['ACCEPTABLE', 'UNACCEPTABLE']),
  words: z.array(z.string()),
  lexicon: z.object({ name: z.string(), alphabet: z.string() }),
  explain: z.array(z.object({ word: z.string(), tiles: z.array(z.string()), valid: z.boolean() })),
});

describe('lexicons in other alphabets, from the command line', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  function list(name: string, text: string): string {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  it('imports a Spanish list in any written form with one fingerprint, and lists its alphabet', () => {
    const data = join(dir, 'data');
    const fingerprint = expectedFingerprint(['CASA', '[CH]ICO']);
    const plain = runCli(
      data,
      'lexicon',
      'import',
      list('es.txt', 'chico\ncasa\n'),
      '--name',
      'FISE',
      '--alphabet',
      'spanish',
    );
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain('Alphabet:    Spanish (spanish)');
    expect(plain.stdout).toContain(fingerprint);
    const legacy = runCli(
      join(dir, 'other'),
      'lexicon',
      'import',
      list('es1.txt', '1ICO\nCASA\n'),
      '--name',
      'FISE',
      '--alphabet',
      'SPANISH',
      '--stand-ins',
    );
    expect(legacy.stdout).toContain(fingerprint);
    const listed = runCli(data, 'lexicon', 'list');
    expect(listed.stdout).toMatch(/FISE \([0-9a-f]{8}, Spanish tiles\)\s+2 words\s+spanish alphabet/u);
    expect(listed.stdout).toMatch(/DEMO .*english alphabet/u);
  });

  it('refuses an unknown alphabet with the list of alphabets, importing nothing', () => {
    const data = join(dir, 'data');
    const result = runCli(
      data,
      'lexicon',
      'import',
      list('es.txt', 'casa\n'),
      '--name',
      'X',
      '--alphabet',
      'klingon',
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('klingon is not a known alphabet');
    expect(result.stderr).toContain(
      'english, spanish, catalan, french, german, dutch, polish, norwegian, swedish, slovene',
    );
    expect(runCli(data, 'lexicon', 'list').stdout).not.toContain(' X ');
  });

  it('judges Catalan words as tiles and shows each word as its tiles', () => {
    const data = join(dir, 'data');
    runCli(
      data,
      'lexicon',
      'import',
      list('ca.txt', 'COL·LECTAT\nCASA\n'),
      '--name',
      'DISC',
      '--alphabet',
      'catalan',
    );
    const valid = runCli(data, '--json', 'judge', '--lexicon', 'DISC', '--explain', 'col.lectat', 'casa');
    expect(valid.status).toBe(0);
    const parsed = judgeJsonSchema.parse(JSON.parse(valid.stdout));
    expect(parsed.words).toEqual(['CO[L·L]ECTAT', 'CASA']);
    expect(parsed.lexicon.alphabet).toBe('catalan');
    expect(parsed.explain[0]?.tiles).toEqual(['C', 'O', 'L·L', 'E', 'C', 'T', 'A', 'T']);
    // People read the word as spelled, L·L without the log's brackets; --json keeps CO[L·L]ECTAT.
    const shown = runCli(data, 'judge', '--lexicon', 'DISC', '--explain', 'col.lectat');
    expect(shown.stdout).toContain('Words:   COL·LECTAT\n');
    expect(shown.stdout).toMatch(/^ {2}COL·LECTAT\s+valid$/mu);
    expect(shown.stdout).not.toContain('[');
    const listed = runCli(data, 'review', 'list');
    expect(listed.stdout).toMatch(/ACCEPTABLE\s+COL·LECTAT CASA\s+DISC/u);
    expect(listed.stdout).not.toContain('[');
    const invalid = runCli(data, 'judge', '--lexicon', 'DISC', '--explain', 'COLLECTAT');
    expect(invalid.status).toBe(1);
    expect(invalid.stdout).toContain('Tiles:   C O L L E C T A T');
    expect(invalid.stdout).toMatch(/COLLECTAT\s+NOT in the lexicon/u);
    const refused = runCli(data, 'judge', '--lexicon', 'DISC', 'ÑAM');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('Ñ is not a Catalan tile');
  });

  it('exports, verifies and merges logs of Spanish and English stations: data in canonical form, reports spelled', () => {
    const spanish = join(dir, 'es');
    const english = join(dir, 'en');
    const usb = join(dir, 'usb');
    const out = join(dir, 'merged');
    mkdirSync(join(usb, 'es'), { recursive: true });
    mkdirSync(join(usb, 'en'), { recursive: true });
    mkdirSync(out);
    runCli(
      spanish,
      'lexicon',
      'import',
      list('es.txt', 'chico\ncalle\n'),
      '--name',
      'FISE',
      '--alphabet',
      'spanish',
    );
    expect(runCli(spanish, 'judge', 'CHICO', 'CA2E').status).toBe(0);
    expect(runCli(english, 'judge', 'cat').status).toBe(0);
    expect(runCli(spanish, 'log', 'verify').status).toBe(0);
    expect(runCli(spanish, 'log', 'export', '--out', join(usb, 'es')).status).toBe(0);
    expect(runCli(english, 'log', 'export', '--out', join(usb, 'en')).status).toBe(0);
    const files = readdirSync(join(usb, 'es'));
    const csv = readFileSync(join(usb, 'es', files.find((file) => file.endsWith('.csv')) ?? ''), 'utf8');
    expect(csv).toContain('[CH]ICO');
    expect(csv).toContain('CA[LL]E');
    // The header names each lexicon's tiles, so a reader knows how the words are written.
    expect(csv).toMatch(/^Lexicon,FISE,[0-9a-f]{64},2 words,Spanish tiles\r$/mu);
    const html = readFileSync(join(usb, 'es', files.find((file) => file.endsWith('.html')) ?? ''), 'utf8');
    // The printable report spells each word as people read it; the CSV above keeps the log's form.
    expect(html).toContain('CHICO&nbsp;✓');
    expect(html).toContain('CALLE&nbsp;✓');
    expect(html).not.toContain('[CH]');
    expect(html).toMatch(/FISE \([0-9a-f]{8}, 2 words, Spanish tiles\)/u);
    const merged = runCli(spanish, 'log', 'merge', usb, '--out', out);
    expect(merged.status, merged.stderr).toBe(0);
    expect(merged.stdout).toContain('from 2 stations');
    expect(readFileSync(join(out, 'merged.jsonl'), 'utf8')).toContain('"[CH]ICO","CA[LL]E"');
    const mergedHtml = readFileSync(join(out, 'merged.html'), 'utf8');
    expect(mergedHtml).toContain('CHICO&nbsp;✓');
    expect(mergedHtml).not.toContain('[CH]');
  });
});
