import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's w* packages put their word lists. */
export const DEBIAN_DICTIONARY_FOLDER = '/usr/share/dict';

/** One of Debian's word lists: real vocabulary with real accents and digraphs that no one here wrote. */
export interface DebianWordList {
  readonly file: string;
  /** The Debian package that installs it, for the skip message. */
  readonly debianPackage: string;
  /** bokmaal and swedish are ISO-8859-1; the others UTF-8. */
  readonly encoding: 'utf8' | 'latin1';
}

/** Why a test needing `list` cannot run here, or null when the file is present. */
export function missingReason(list: DebianWordList): string | null {
  const path = join(DEBIAN_DICTIONARY_FOLDER, list.file);
  return existsSync(path)
    ? null
    : `${path} is absent: apt-get install ${list.debianPackage} to run this test`;
}

/**
 * The list's lines, trimmed, without blank lines: every `every`-th line when a sample is enough,
 * and always the lines in `keep`.
 */
export function readDebianWordList(
  list: DebianWordList,
  every = 1,
  keep: ReadonlySet<string> = new Set(),
): string[] {
  const text = readFileSync(join(DEBIAN_DICTIONARY_FOLDER, list.file), list.encoding).normalize('NFC');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index) => line.length > 0 && (index % every === 0 || keep.has(line)));
}
