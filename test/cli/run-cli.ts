import { ENABLE2K_PATH } from '../support/enable2k.ts';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { z } from 'zod';
import { exportRecordSchema, type ExportRecord } from '../../electron/core/export/log-export.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

/** The project folder: the CLI is run from here, as `node bin/challenge-station.js`. */
export const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The station core, for tests that drive a second writer in a child process. */
export const STATION_MODULE = join(PROJECT_DIR, 'electron', 'core', 'station', 'station.ts');

/** A public-domain word list of 173,528 lower-case words. */
export const ENABLE2K = ENABLE2K_PATH;

/** What a script running the CLI sees. */
export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

// Node's on-disk compile cache (keyed by source hash and Node version, so never stale) halves the
// start-up time of each CLI run, which is most of what these tests spend.
const COMPILE_CACHE_DIR = join(tmpdir(), 'challenge-station-test-compile-cache');

/** Runs `challenge-station --data-dir DIR ARGS…` with the Node running the tests. */
export function runCli(dataDir: string, ...args: string[]): CliResult {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR };
  delete env['CHALLENGE_STATION_DATA_DIR'];
  const result = spawnSync(process.execPath, ['bin/challenge-station.js', '--data-dir', dataDir, ...args], {
    cwd: PROJECT_DIR,
    encoding: 'utf8',
    env,
    timeout: 30_000,
    // Exports of a busy log run to megabytes; the default 1 MiB buffer would cut them off.
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The first line a command printed. */
export function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

const verifyJsonSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    count: z.number().int(),
    head: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
  }),
  z.object({
    ok: z.literal(false),
    count: z.number().int(),
    firstBadSeq: z.number().int(),
    reason: z.string(),
  }),
]);

/** `log verify --json`, parsed: the log as it was before the verify added its log-verified event. */
export function verifyJson(dataDir: string): { status: number | null } & z.infer<typeof verifyJsonSchema> {
  const result = runCli(dataDir, '--json', 'log', 'verify');
  return { status: result.status, ...verifyJsonSchema.parse(JSON.parse(result.stdout)) };
}

/** The number of entries in the log before this check's own log-verified event, asserting that the chain verifies. */
export function logEntryCount(dataDir: string): number {
  const result = verifyJson(dataDir);
  if (!result.ok) throw new Error(`log verify failed at entry ${result.firstBadSeq}: ${result.reason}`);
  return result.count;
}

export { EXPORT_COLUMNS, GAME_EXPORT_COLUMNS } from '../support/export-columns.ts';

// Records are parsed with the source's own schema; the column list above stays a literal on purpose,
// so a renamed or reordered column fails the tests that compare output with it.
export { exportRecordSchema, type ExportRecord };

/** Parses JSONL export text: one object per line, every line ending in "\n". */
export function parseJsonl(text: string): ExportRecord[] {
  if (text === '') return [];
  if (!text.endsWith('\n')) throw new Error('JSONL export does not end with a newline');
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => exportRecordSchema.parse(JSON.parse(line)));
}

/** `log export --format jsonl`, parsed. */
export function exportJsonl(dataDir: string): ExportRecord[] {
  const result = runCli(dataDir, 'log', 'export', '--format', 'jsonl');
  if (result.status !== 0) throw new Error(`log export failed (${result.status}): ${result.stderr}`);
  return parseJsonl(result.stdout);
}

/** A small RFC 4180 parser: quoted fields, doubled quotes, CRLF or LF record ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char !== '"') field += char;
      else if (text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') {
      if (field !== '') throw new Error(`CSV quote inside an unquoted field at offset ${i}`);
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(i + 1) === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The fingerprint a word list must have, computed independently of the station: SHA-256 of the
 * distinct upper-case words, sorted by code point, each followed by "\n".
 */
export function expectedFingerprint(words: Iterable<string>): string {
  const distinct = [...new Set([...words].map((word) => word.toUpperCase()))];
  distinct.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(distinct.map((word) => `${word}\n`).join(''))
    .digest('hex');
}

/**
 * A station made once per suite by `make` (each CLI call is a process, so set-up is slow) and
 * copied afresh for every test. Returns a getter for the current test's copy.
 */
export function useStationCopies(make: (dir: string) => void): () => string {
  let template = '';
  let dir = '';
  beforeAll(() => {
    template = makeTempDir('cli');
    make(template);
  });
  afterAll(() => {
    removeTempDir(template);
  });
  beforeEach(() => {
    dir = makeTempDir('cli');
    cpSync(template, dir, { recursive: true });
  });
  afterEach(() => {
    removeTempDir(dir);
  });
  return () => dir;
}
