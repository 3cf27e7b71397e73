import { checkFolder, writeAllOrNothing } from '../store/folder-writes.ts';
import type { LexiconDiff } from './lexicon-diff.ts';
import type { LexiconInfo } from './lexicon-registry.ts';

/**
 * Writes what changed between two editions to a folder the director chose (a USB stick), as two
 * text files of one word a line: `OLD-to-NEW-added.txt` and `OLD-to-NEW-removed.txt`. Both are
 * written or neither. Returns the paths written.
 */
export function writeLexiconDiffFiles(
  folder: string,
  older: LexiconInfo,
  newer: LexiconInfo,
  diff: LexiconDiff,
): string[] {
  checkFolder(folder);
  const base = `${fileNamePart(older.name)}-to-${fileNamePart(newer.name)}`;
  return writeAllOrNothing(folder, [
    { name: `${base}-added.txt`, text: wordLines(diff.added) },
    { name: `${base}-removed.txt`, text: wordLines(diff.removed) },
  ]);
}

function wordLines(words: readonly string[]): string {
  return words.length === 0 ? '' : `${words.join('\n')}\n`;
}

// Lexicon names are letters, digits, spaces, dots, dashes and underscores (lexiconNameSchema);
// spaces and dots become dashes so no name can climb out of the folder or hide an extension.
function fileNamePart(name: string): string {
  return name.replace(/[^\p{L}\p{N}_-]+/gu, '-');
}
