import { showWord, describeCharacter } from '../words/character-description.ts';
import { normaliseLetters } from '../words/play-input.ts';
import type { Alphabet } from '../words/alphabet.ts';

/** A word list read from a text file: distinct words sorted by code point, and any definitions. */
export interface ParsedLexicon {
  readonly words: string[];
  /** Definition by word, for lists in the `WORD definition…` format; empty for plain lists. */
  readonly definitions: Map<string, string>;
}

/** A word list that cannot be imported; the message names the line. */
export class LexiconFormatError extends Error {
  override readonly name = 'LexiconFormatError';
}

/**
 * Parses a word list: one word per line, optionally followed by a space or tab and a definition.
 * Accepts a UTF-8 BOM, CRLF or LF, no final newline, blank lines, `#` comments, any letter case,
 * trailing spaces and duplicates (the first definition wins).
 */
export function parseLexiconText(bytes: Uint8Array, alphabet: Alphabet): ParsedLexicon {
  const text = decodeUtf8(bytes);
  const definitions = new Map<string, string>();
  const seen = new Set<string>();
  const words: string[] = [];
  let lineNumber = 0;
  for (const rawLine of text.split('\n')) {
    lineNumber += 1;
    const line = rawLine.replace(/^\uFEFF/u, '').trimEnd();
    if (line.length === 0 || line.startsWith('#')) continue;
    const split = /[ \t]/u.exec(line);
    const rawWord = split === null ? line : line.slice(0, split.index);
    const definition = split === null ? '' : line.slice(split.index + 1).trim();
    const result = normaliseLetters(rawWord, alphabet);
    if ('badChar' in result) {
      throw new LexiconFormatError(
        `Line ${lineNumber}: the word ${showWord(rawWord)} contains ${describeCharacter(result.badChar)}; only letters ${alphabet.label} are allowed.`,
      );
    }
    const word = result.word;
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
    if (definition.length > 0 && !definitions.has(word)) definitions.set(word, definition);
  }
  if (words.length === 0) throw new LexiconFormatError('The word list is empty: it has no words to import.');
  // Code-point order; alphabet letters are single BMP code points, so UTF-16 order is the same.
  words.sort();
  return { words, definitions };
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new LexiconFormatError(
      'The file is not UTF-8 text; save the word list as UTF-8 and import it again.',
    );
  }
}
