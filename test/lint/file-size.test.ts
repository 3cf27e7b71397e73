// A file is read whole before it is changed, so each stays small enough for that: a core file
// (electron/core/) at most 350 lines, every other product file (the rest of electron/, and
// renderer/) at most 300. A file over its limit is split by job, not trimmed of its comments.
// The folders are walked on disk (no git in a child process: this is a unit-tier file), skipping
// build outputs and installed packages, which git does not track either.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The folders whose source files are the product: the main process, preload, core and screens. */
const PRODUCT_FOLDERS = ['electron', 'renderer'];
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/u;
const NOT_SOURCE = /(?:^|\/)(?:node_modules|dist|coverage|\.vite)\//u;

/** The most lines a product file may have: 350 in the core, 300 elsewhere. */
function lineLimit(path: string): number {
  return path.startsWith('electron/core/') ? 350 : 300;
}

/** Lines as `wc -l` counts them, a last line without its newline included. */
function lineCount(text: string): number {
  const newlines = text.split('\n').length - 1;
  return text === '' || text.endsWith('\n') ? newlines : newlines + 1;
}

/** Each file over its limit, as "path: N lines (limit L)", largest first. */
function oversize(files: readonly { path: string; lines: number }[]): string[] {
  return files
    .filter((file) => file.lines > lineLimit(file.path))
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path))
    .map((file) => `${file.path}: ${file.lines} lines (limit ${lineLimit(file.path)})`);
}

/** Every product source file, relative to the project folder with forward slashes. */
function productFiles(): string[] {
  return PRODUCT_FOLDERS.flatMap((folder) =>
    readdirSync(join(PROJECT_DIR, folder), { recursive: true, encoding: 'utf8' })
      .map((path) => `${folder}/${path.replaceAll('\\', '/')}`)
      .filter((path) => SOURCE.test(path) && !NOT_SOURCE.test(path)),
  );
}

describe('the size of each product file', () => {
  it('keeps every core file within 350 lines and every other product file within 300', () => {
    const files = productFiles().map((path) => ({
      path,
      lines: lineCount(readFileSync(join(PROJECT_DIR, path), 'utf8')),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(oversize(files)).toEqual([]);
  });

  it('names each file over its limit with its count, the core held to 350 and the rest to 300', () => {
    expect(
      oversize([
        { path: 'electron/core/hall/hub/hub-ingest.ts', lines: 350 },
        { path: 'electron/core/lexicon/lexicon-import.ts', lines: 351 },
        { path: 'electron/hall/hub/hub-runner.ts', lines: 301 },
        { path: 'renderer/src/kiosk/kiosk-machine.ts', lines: 300 },
        { path: 'renderer/src/console/i18n/messages/de.ts', lines: 368 },
      ]),
    ).toEqual([
      'renderer/src/console/i18n/messages/de.ts: 368 lines (limit 300)',
      'electron/core/lexicon/lexicon-import.ts: 351 lines (limit 350)',
      'electron/hall/hub/hub-runner.ts: 301 lines (limit 300)',
    ]);
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('one\n')).toBe(1);
    expect(lineCount('one\ntwo')).toBe(2);
    expect(lineCount('one\n\nthree\n')).toBe(3);
  });
});
