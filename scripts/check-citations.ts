// `npm run lint`'s check of the tracked files ESLint does not read (Markdown, CSS, YAML, HTML, shell,
// the man page): none may cite an issue by its number, a numbered stage of the work or the machine
// the code was developed on (eslint/development-citations.js says what that looks like; the ESLint
// rule no-development-citations checks the code). Prints each as path:line:column and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findCitations } from '../eslint/development-citations.js';

/** The kinds of file this check reads: everything textual that ESLint does not. */
const CHECKED = /\.(?:md|css|ya?ml|html|sh|1|desktop)$/u;

/** One citation found, for the report. */
interface Found {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly text: string;
  readonly reason: string;
}

/** The files git tracks in the current folder, as paths from it. */
function trackedFiles(): string[] {
  const result = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ls-files failed: ${result.stderr}`);
  return result.stdout.split('\0').filter((path) => path !== '');
}

/** Each citation in one file's text, placed by line and column (both from 1). */
function citationsIn(path: string, text: string): Found[] {
  return findCitations(text).map(({ index, text: found, reason }) => {
    const before = text.slice(0, index);
    const lineStart = before.lastIndexOf('\n') + 1;
    const line = before.split('\n').length;
    return { path, line, column: index - lineStart + 1, text: found.replace(/\s+/gu, ' '), reason };
  });
}

const found = trackedFiles()
  .filter((path) => CHECKED.test(path) && existsSync(path))
  .flatMap((path) => citationsIn(path, readFileSync(path, 'utf8')));
for (const { path, line, column, text, reason } of found)
  console.error(`${path}:${line}:${column}: "${text}" ${reason}.`);
if (found.length > 0) {
  console.error(`${found.length} development citation(s) in files ESLint does not read.`);
  process.exitCode = 1;
}
