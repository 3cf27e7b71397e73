import { showWord, describeCharacter } from '../words/character-description.ts';
import { normaliseLetters } from '../words/play-input.ts';
import { plainWordPattern, type LetterSet } from '../words/letter-set.ts';
import { splitLexiconSymbols } from './formats/lexicon-symbols.ts';
import { ListCase, type CaseReason } from './list-case.ts';
import type { ListChoices } from './list-reading.ts';
import { punctuationDetail, refusedCharacterReason, type UnplayableLines } from './unplayable-lines.ts';
import { nothingPlayableMessage } from './unplayable-report.ts';

/** A word list read from a text file: distinct words sorted by code point, and any definitions. */
export interface ParsedLexicon {
  readonly words: string[];
  /** Definition by word, for lists in the `WORD definition…` format; empty for plain lists. */
  readonly definitions: Map<string, string>;
  /** Lexicon symbols by word (`#`, `$`, `+`…), for lists that mark words; empty otherwise. */
  readonly symbols: Map<string, string>;
}

/** A word list that cannot be imported; the message names the line. */
export class LexiconFormatError extends Error {
  override readonly name: string = 'LexiconFormatError';
}

/**
 * Parses a word list: one word per line, optionally followed by a space or tab and a definition; the
 * word may carry lexicon symbols (`QAT# an evergreen shrub`, see lexicon-symbols.ts). Accepts a UTF-8 BOM, CRLF or LF, no final newline, blank lines, `#` comments, any letter case,
 * leading and trailing spaces and duplicates (the first definition wins). Given `unplayable`, a line
 * with a character outside the alphabet, a word of too few or too many tiles, a name in a list that
 * mixes cases or an abbreviation in a list in lower case (list-case.ts; `choices.keepCapitals`
 * keeps those), is recorded there and left out; without it, the first such character, or else the
 * first name or abbreviation, throws.
 */
export function parseLexiconText(
  bytes: Uint8Array,
  alphabet: LetterSet,
  unplayable?: UnplayableLines,
  choices: ListChoices = {},
): ParsedLexicon {
  const plainWord = plainWordPattern(alphabet);
  const definitions = new Map<string, string>();
  const symbols = new Map<string, string>();
  const words: string[] = [];
  const keep = (word: string, definition: string, marks: string): void => {
    words.push(word);
    if (marks.length > 0 && !symbols.has(word)) symbols.set(word, marks);
    if (definition.length > 0 && !definitions.has(word)) definitions.set(word, definition);
  };
  // Names and abbreviations are told by the whole list's case (list-case.ts), so lines with
  // capitals wait for it.
  const listCase = new ListCase({ names: true, keepCapitals: choices.keepCapitals === true });
  forEachListLine(bytes, (lineNumber, written, definition) => {
    const { word: rawWord, symbols: marks } = splitLexiconSymbols(written);
    const writtenAs = listCase.count(rawWord);
    const word = plainWord.test(rawWord)
      ? rawWord.toUpperCase()
      : checkedWord(rawWord, lineNumber, alphabet, unplayable);
    // Alphabet letters are single BMP code points, so UTF-16 length is the tile count.
    if (
      word === null ||
      (unplayable !== undefined && !unplayable.keepTileCount(lineNumber, rawWord, word.length))
    )
      return;
    if (listCase.holds(writtenAs)) listCase.hold(lineNumber, rawWord, word, definition, marks);
    else {
      listCase.kept(writtenAs, words.length, lineNumber, rawWord);
      keep(word, definition, marks);
    }
  });
  const dropped = listCase.dropAbbreviations(words, unplayable, refuseName);
  forgetDefinitions(definitions, dropped, () => words);
  forgetDefinitions(symbols, dropped, () => words);
  listCase.settle(unplayable, refuseName, keep);
  if (words.length === 0) {
    throw new LexiconFormatError(
      unplayable !== undefined && unplayable.count > 0
        ? nothingPlayableMessage(unplayable, 'english')
        : 'The word list is empty: it has no words to import.',
    );
  }
  return { words: sortedDistinct(words), definitions, symbols };
}

/** Refuses a list (read without collecting unplayable lines) at its first name or abbreviation: see list-case.ts. */
export function refuseName(line: number, text: string, reason: CaseReason = 'capitalised'): never {
  throw new LexiconFormatError(
    reason === 'capitalised'
      ? `Line ${line}: ${showWord(text)} is capitalised in a list that mixes cases, so it is a name, not a word.`
      : `Line ${line}: ${showWord(text)} is in capitals in a list in lower case, so it is an abbreviation, not a word (import with --keep-capitals if the list's capitals are words).`,
  );
}

/**
 * Forgets what `notes` (definitions or symbols) say of the `dropped` words that no other line
 * gives (`kept`, asked only when a dropped word has a note): an abbreviation's definition is not
 * a word's.
 */
export function forgetDefinitions(
  notes: Map<string, string>,
  dropped: readonly string[],
  kept: () => readonly string[],
): void {
  const noted = dropped.filter((word) => notes.has(word));
  if (noted.length === 0) return;
  const still = new Set(kept());
  for (const word of noted) if (!still.has(word)) notes.delete(word);
}

/**
 * Sorts words by code point in place and drops duplicates. Official lists arrive sorted, so it checks
 * first and sorts only when needed. Alphabet letters are single BMP code points, so UTF-16 order is
 * code-point order.
 */
export function sortedDistinct(words: string[]): string[] {
  let sorted = true;
  for (let index = 1; index < words.length && sorted; index += 1) {
    sorted = (words[index - 1] ?? '') <= (words[index] ?? '');
  }
  if (!sorted) words.sort();
  let kept = 0;
  for (const word of words) {
    if (kept === 0 || words[kept - 1] !== word) words[kept++] = word;
  }
  words.length = kept;
  return words;
}

/**
 * Calls `onLine` for each line of a UTF-8 word list that holds a word: its line number, the word as
 * written, and its definition ('' when none). A BOM, CRLF or LF, blank lines, `#` comments and
 * surrounding spaces are accepted. A callback, not a generator: lists run to millions of lines.
 */
export function forEachListLine(
  bytes: Uint8Array,
  onLine: (lineNumber: number, word: string, definition: string) => void,
): void {
  const text = decodeUtf8(bytes).replace(/^\uFEFF/u, '');
  let lineNumber = 0;
  for (const rawLine of text.split('\n')) {
    lineNumber += 1;
    const line = rawLine.trim();
    if (line.length === 0 || line.startsWith('#')) continue;
    const end = wordEnd(line);
    onLine(lineNumber, line.slice(0, end), end < line.length ? line.slice(end + 1).trim() : '');
  }
}

/** Where a list line's word ends: at the first space or tab; what follows is its definition. */
function wordEnd(line: string): number {
  const space = line.indexOf(' ');
  const tab = line.indexOf('\t');
  if (space === -1) return tab === -1 ? line.length : tab;
  return tab === -1 ? space : Math.min(space, tab);
}

function checkedWord(
  rawWord: string,
  lineNumber: number,
  alphabet: LetterSet,
  unplayable: UnplayableLines | undefined,
): string | null {
  const result = normaliseLetters(rawWord, alphabet);
  if ('badChar' in result && unplayable !== undefined) {
    const reason = refusedCharacterReason(result.badChar);
    const detail =
      reason === 'punctuation'
        ? punctuationDetail(result.badChar)
        : `contains ${describeCharacter(result.badChar)}`;
    unplayable.add(lineNumber, rawWord, reason, detail);
    return null;
  }
  if ('badChar' in result) {
    throw new LexiconFormatError(
      `Line ${lineNumber}: the word ${showWord(rawWord)} contains ${describeCharacter(result.badChar)}; only letters ${alphabet.label} are allowed.`,
    );
  }
  return result.word;
}

/** The file's text; a LexiconFormatError when it is not UTF-8. */
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new LexiconFormatError(
      'The file is not UTF-8 text; save the word list as UTF-8 and import it again.',
    );
  }
}
