import {
  canonicalWord,
  decodeTiles,
  encodeTiles,
  parseTiles,
  showCharacter,
  type TileAlphabet,
  type TileWord,
} from '../../common/alphabets/index.ts';
import { lexiconFingerprint } from './fingerprint.ts';
import type { CompiledLexicon } from './lexicon-compile.ts';
import { forEachListLine, LexiconFormatError, refuseName, sortedDistinct } from './lexicon-text.ts';
import { ListCase } from './list-case.ts';
import { refusedCharacterReason, type UnplayableLines } from './unplayable-lines.ts';
import { nothingPlayableMessage } from './unplayable-report.ts';
import { compileWordGraph, type WordGraph } from './word-graph.ts';

// Word lists in any tile alphabet, compiled into the existing word graph. Each tile is one UTF-16
// code unit of `alphabet.graphLetters` (see encodeTiles), so the graph needs no change and an
// English list compiles to the very bytes and fingerprint it always had.

/** A word list read as tiles: its words encoded (see encodeTiles) in fingerprint order, and definitions by canonical word. */
export interface TileWordList {
  readonly keys: string[];
  readonly definitions: Map<string, string>;
}

/**
 * Reads a word list in `alphabet`: one word per line, optionally followed by a space or tab and a
 * definition; a UTF-8 BOM, CRLF, blank lines, `#` comments, any case and repeats are accepted.
 * Multi-letter tiles may be written plainly (longest tile first), in brackets or with the
 * alphabet's legacy aliases; every form gives the same words. Throws a {@link LexiconFormatError}
 * naming the line and the character: "Line 3: "kilo": k is not a Spanish tile." Given `unplayable`,
 * such a line, a word of too few or too many tiles, or a name in a list that mixes cases
 * (list-case.ts; not in German, whose capitals mark nouns), is recorded there and left out instead.
 */
export function parseTileWordList(
  bytes: Uint8Array,
  alphabet: TileAlphabet,
  unplayable?: UnplayableLines,
): TileWordList {
  const definitions = new Map<string, string>();
  const keys: string[] = [];
  const keep = (key: string, definition: string): void => {
    keys.push(key);
    if (definition.length > 0) {
      const word = canonicalOfKey(key, alphabet);
      if (!definitions.has(word)) definitions.set(word, definition);
    }
  };
  // Names are told by the whole list's case (list-case.ts), so lines with capitals wait for it.
  const listCase = new ListCase(alphabet.definition.capitalisedNouns !== true);
  forEachListLine(bytes, (lineNumber, rawWord, definition) => {
    const writtenAs = listCase.count(rawWord);
    const key = alphabet.plainWord?.test(rawWord)
      ? rawWord.toUpperCase()
      : parsedKey(rawWord, lineNumber, alphabet, unplayable);
    // A key holds one code unit a tile (see encodeTiles), so its length is the tile count.
    if (
      key === null ||
      (unplayable !== undefined && !unplayable.keepTileCount(lineNumber, rawWord, key.length))
    )
      return;
    if (listCase.holds(writtenAs)) listCase.hold(lineNumber, rawWord, key, definition);
    else keep(key, definition);
  });
  listCase.settle(unplayable, refuseName, keep);
  if (keys.length === 0) {
    throw new LexiconFormatError(
      unplayable !== undefined && unplayable.count > 0
        ? nothingPlayableMessage(unplayable, alphabet.id)
        : 'The word list is empty: it has no words to import.',
    );
  }
  // Encoded keys are BMP code units, one a tile, so code-unit order is the fingerprint's order.
  return { keys: sortedDistinct(keys), definitions };
}

/** Reads and compiles a word list in `alphabet`: the same result shape as `compileLexiconBytes`. */
export function compileTileLexiconBytes(
  bytes: Uint8Array,
  alphabet: TileAlphabet,
  unplayable?: UnplayableLines,
): CompiledLexicon {
  const list = parseTileWordList(bytes, alphabet, unplayable);
  return {
    fingerprint: tileLexiconFingerprint(list.keys, alphabet),
    wordCount: list.keys.length,
    graph: compileWordGraph(list.keys, alphabet.graphLetters),
    definitions: list.definitions,
  };
}

/**
 * SHA-256 over the distinct canonical words (`[CH]ICO`) sorted by UTF-8 bytes, each followed by
 * "\n". `sortedKeys` are encoded words in code unit order, which is that order by construction.
 */
export function tileLexiconFingerprint(sortedKeys: readonly string[], alphabet: TileAlphabet): string {
  if (!alphabet.hasMultiLetterTiles) return lexiconFingerprint(sortedKeys);
  return lexiconFingerprint(sortedKeys.map((key) => canonicalOfKey(key, alphabet)));
}

/** True when the lexicon compiled in `alphabet` holds the word `tiles`. */
export function hasTiles(graph: WordGraph, tiles: TileWord, alphabet: TileAlphabet): boolean {
  return graph.has(encodeTiles(tiles, alphabet));
}

/** Every word of a compiled lexicon in canonical form, in fingerprint order. */
export function* canonicalWords(graph: WordGraph, alphabet: TileAlphabet): Generator<string> {
  for (const key of graph.words()) yield canonicalOfKey(key, alphabet);
}

function canonicalOfKey(key: string, alphabet: TileAlphabet): string {
  if (!alphabet.hasMultiLetterTiles) return key;
  const tiles = decodeTiles(key, alphabet);
  if (tiles === null)
    throw new Error(`Word graph key ${JSON.stringify(key)} is not in the ${alphabet.id} alphabet`);
  return canonicalWord(tiles, alphabet);
}

function parsedKey(
  rawWord: string,
  lineNumber: number,
  alphabet: TileAlphabet,
  unplayable: UnplayableLines | undefined,
): string | null {
  const result = parseTiles(rawWord, alphabet);
  if ('error' in result && unplayable !== undefined) {
    unplayable.add(lineNumber, rawWord, refusedCharacterReason(result.error.text), result.error.reason);
    return null;
  }
  if ('error' in result) {
    const shown = Array.from(rawWord, (char) =>
      showCharacter(char).replace(/^(U\+[0-9A-F]+)$/u, '<$1>'),
    ).join('');
    throw new LexiconFormatError(`Line ${lineNumber}: "${shown}": ${result.error.reason}.`);
  }
  return encodeTiles(result.tiles, alphabet);
}

/**
 * The word graph key of a word in canonical form (`[CH]ICO`, as logs hold words) in the lexicon's
 * alphabet, or null when the word is not tiles of it (so no lexicon of that alphabet holds it).
 */
export function graphKey(word: string, alphabet: TileAlphabet): string | null {
  if (!alphabet.hasMultiLetterTiles && alphabet.id === 'english') return word;
  const parsed = parseTiles(word, alphabet);
  return 'tiles' in parsed ? encodeTiles(parsed.tiles, alphabet) : null;
}
