import {
  canonicalWord,
  decodeTiles,
  encodeTiles,
  parseTiles,
  showCharacter,
  withoutStandIns,
  type TileAlphabet,
  type TileWord,
} from '../../common/alphabets/index.ts';
import { lexiconFingerprint } from './fingerprint.ts';
import type { CompiledLexicon } from './lexicon-compile.ts';
import {
  forEachListLine,
  forgetDefinitions,
  LexiconFormatError,
  refuseName,
  sortedDistinct,
} from './lexicon-text.ts';
import { ListCase } from './list-case.ts';
import { ListReading } from './list-reading.ts';
import { punctuationDetail, refusedCharacterReason, type UnplayableLines } from './unplayable-lines.ts';
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
 * Multi-letter tiles may be written plainly (longest tile first) or in brackets, and with the
 * alphabet's typing stand-ins only when `reading` says the list is written with them; every form
 * gives the same words. Throws a {@link LexiconFormatError} naming the line and the character:
 * "Line 3: "kilo": k is not a Spanish tile." Given `unplayable`, such a line, a word of too few or
 * too many tiles, a name in a list that mixes cases (list-case.ts; not in German, whose capitals
 * mark nouns) or an abbreviation in a list in lower case, is recorded there and left out instead.
 * `reading` collects what the import report says about the reading (list-reading.ts).
 */
export function parseTileWordList(
  bytes: Uint8Array,
  alphabet: TileAlphabet,
  unplayable?: UnplayableLines,
  reading: ListReading = new ListReading(alphabet),
): TileWordList {
  const definitions = new Map<string, string>();
  const keys: string[] = [];
  const keep = (key: string, definition: string, _marks: string, line: number, text: string): void => {
    reading.kept(line, text, key);
    keys.push(key);
    if (definition.length > 0) {
      const word = canonicalOfKey(key, alphabet);
      if (!definitions.has(word)) definitions.set(word, definition);
    }
  };
  // Names and abbreviations are told by the whole list's case (list-case.ts), so lines with
  // capitals wait for it.
  const listCase = new ListCase({
    names: alphabet.definition.capitalisedNouns !== true,
    keepCapitals: reading.keepCapitals,
  });
  const letters = withoutStandIns(alphabet);
  forEachListLine(bytes, (lineNumber, rawWord, definition) => {
    reading.see(lineNumber, rawWord);
    const writtenAs = listCase.count(rawWord);
    const key = letters.plainWord?.test(rawWord)
      ? rawWord.toUpperCase()
      : parsedKey(rawWord, lineNumber, alphabet, { unplayable, reading });
    // A key holds one code unit a tile (see encodeTiles), so its length is the tile count.
    if (
      key === null ||
      (unplayable !== undefined && !unplayable.keepTileCount(lineNumber, rawWord, key.length))
    )
      return;
    if (listCase.holds(writtenAs)) listCase.hold(lineNumber, rawWord, key, definition);
    else {
      listCase.kept(writtenAs, keys.length, lineNumber, rawWord);
      keep(key, definition, '', lineNumber, rawWord);
    }
  });
  const dropped = listCase.dropAbbreviations(keys, unplayable, refuseName);
  forgetDefinitions(
    definitions,
    dropped.map((key) => canonicalOfKey(key, alphabet)),
    () => keys.map((key) => canonicalOfKey(key, alphabet)),
  );
  listCase.settle(unplayable, refuseName, keep);
  reading.countMerges(keys);
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
  reading?: ListReading,
): CompiledLexicon {
  const list = parseTileWordList(bytes, alphabet, unplayable, reading);
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

// A line is read by its letters. Only when that refuses it and the list is written with stand-ins
// is it read as the kiosk reads typing: a line its letters read, stand-ins read alike.
function parsedKey(
  rawWord: string,
  lineNumber: number,
  alphabet: TileAlphabet,
  { unplayable, reading }: { unplayable: UnplayableLines | undefined; reading: ListReading },
): string | null {
  let result = parseTiles(rawWord, withoutStandIns(alphabet));
  if ('error' in result && reading.standIns) {
    const typed = parseTiles(rawWord, alphabet);
    if ('tiles' in typed) {
      reading.readThroughStandIn(lineNumber, rawWord, typed.tiles);
      result = typed;
    }
  }
  if ('error' in result) reading.refused(result.error.text);
  if ('error' in result && unplayable !== undefined) {
    const reason = refusedCharacterReason(result.error.text);
    const detail = reason === 'punctuation' ? punctuationDetail(result.error.text) : result.error.reason;
    unplayable.add(lineNumber, rawWord, reason, detail);
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
