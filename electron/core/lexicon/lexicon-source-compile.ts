// How a word-list file becomes a compiled lexicon in its tile alphabet, before anything is stored:
// the importer (lexicon-import.ts) reads and checks with it, then decides what to write.
import { basename } from 'node:path';
import { ALPHABET_IDS, getAlphabet, isAlphabetId, type AlphabetId } from '../../common/alphabets/index.ts';
import { ENGLISH_LETTERS } from '../words/letter-set.ts';
import { StationRequestError } from '../errors.ts';
import { readKwgTileWords } from './formats/kwg-reader.ts';
import { lexiconFileFormat } from './formats/lexicon-file-format.ts';
import { kwgTiles, readLexiconSource, type LexiconSource } from './formats/read-lexicon-file.ts';
import { compileParsedLexicon, type CompiledLexicon } from './lexicon-compile.ts';
import type { ListChoices, ListReading } from './list-reading.ts';
import { compileTileLexiconBytes } from './tile-lexicon.ts';
import type { UnplayableLines } from './unplayable-lines.ts';

/**
 * Compiles `source` in `alphabet`, its unplayable lines noted in `unplayable`. English reads every
 * format the desk knows (text, Zyzzyva, KWG), exactly as before alphabets. Another alphabet reads a
 * text word list or a word graph as its tiles (a KWG numbers tiles in the alphabet's wolges order);
 * Zyzzyva's databases hold English lists only, so one is refused plainly.
 */
export function compileSource(
  source: LexiconSource,
  alphabet: AlphabetId,
  unplayable: UnplayableLines,
  { choices, reading }: { choices: ListChoices; reading: ListReading | null },
): CompiledLexicon {
  if (alphabet === 'english' || reading === null) {
    const parsed = readLexiconSource(source, ENGLISH_LETTERS, 'english', unplayable, choices).parsed;
    return compileParsedLexicon(parsed, ENGLISH_LETTERS);
  }
  const tiles = getAlphabet(alphabet);
  const fileName = source.path === null ? '' : basename(source.path);
  const format = lexiconFileFormat(fileName, source.bytes.subarray(0, 16));
  if (format === 'zyzzyva') {
    throw new StationRequestError(
      `A Zyzzyva database holds an English list; import a ${tiles.definition.name} list as text (one word a line) or as a KWG word graph.`,
    );
  }
  if (format === 'text') return compileTileLexiconBytes(source.bytes, tiles, unplayable, reading);
  // Each tile number becomes its canonical form ([CH] for tile 4 of Spanish), read back as text.
  const words = readKwgTileWords(source.bytes, { layout: format, tiles: kwgTiles(alphabet) });
  const text = words
    .map((word) => Array.from(word, (tile) => tiles.canonical[tile - 1] ?? '?').join(''))
    .join('\n');
  return compileTileLexiconBytes(
    new TextEncoder().encode(text),
    tiles,
    unplayable.withoutLineNumbers(),
    reading,
  );
}

/**
 * The alphabet an import names, English when it names none. The id arrives from the CLI or an IPC
 * payload already checked there; checked again here so no path stores a lexicon in an alphabet
 * this build cannot read.
 */
export function checkedAlphabet(id: string | undefined): AlphabetId {
  if (id === undefined) return 'english';
  if (!isAlphabetId(id)) {
    throw new StationRequestError(
      `${id} is not an alphabet this station knows; choose one of ${ALPHABET_IDS.join(', ')}.`,
    );
  }
  getAlphabet(id);
  return id;
}
