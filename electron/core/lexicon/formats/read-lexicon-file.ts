import { basename } from 'node:path';
import { getAlphabet, type AlphabetId } from '../../../common/alphabets/index.ts';
import { StationRequestError } from '../../errors.ts';
import type { LetterSet } from '../../words/letter-set.ts';
import { parseLexiconText, type ParsedLexicon } from '../lexicon-text.ts';
import { KwgFormatError, readKwgLexicon } from './kwg-reader.ts';
import { lexiconFileFormat, type LexiconFileFormat } from './lexicon-file-format.ts';
import { readZyzzyvaDatabase } from './zyzzyva-database.ts';
import type { ListChoices } from '../list-reading.ts';
import type { UnplayableLines } from '../unplayable-lines.ts';
import { nothingPlayableMessage } from '../unplayable-report.ts';

/** Where a lexicon file's bytes came from: its path, when it is on disk (a Zyzzyva database must be). */
export interface LexiconSource {
  readonly bytes: Uint8Array;
  /** The file's path; its name picks KWG or big KWG, and a database is opened here read-only. */
  readonly path: string | null;
}

/** A lexicon file read in whichever format it is, with the format it was read as. */
export interface ReadLexicon {
  readonly format: LexiconFileFormat;
  readonly parsed: ParsedLexicon;
}

/**
 * Reads a lexicon file in any format the station imports: a Zyzzyva database (told by its content,
 * opened read-only), a KWG or big KWG word graph (told by the `.kwg`/`.kbwg` name; its tile numbers
 * map through `alphabetId`'s tiles in wolges order), else a text list. Every word comes out in
 * `alphabet`, sorted and distinct, so the same list gives the same fingerprint in every format.
 * Throws a LexiconFormatError (a plain message) for a file that cannot be imported. Given
 * `unplayable`, words no game can play are recorded there and left out, in every format; `choices`
 * says how a text list's capitals are read (list-case.ts).
 */
export function readLexiconSource(
  source: LexiconSource,
  alphabet: LetterSet,
  alphabetId: AlphabetId = 'english',
  unplayable?: UnplayableLines,
  choices: ListChoices = {},
): ReadLexicon {
  const fileName = source.path === null ? '' : basename(source.path);
  const format = lexiconFileFormat(fileName, source.bytes.subarray(0, 16));
  switch (format) {
    case 'zyzzyva':
      if (source.path === null) {
        throw new StationRequestError('A Zyzzyva database is imported from its file: give its path.');
      }
      return {
        format,
        parsed: readZyzzyvaDatabase(source.path, alphabet, unplayable === undefined ? {} : { unplayable }),
      };
    case 'kwg':
    case 'kbwg': {
      const parsed = readKwgLexicon(source.bytes, { layout: format, tiles: kwgTiles(alphabetId) });
      return { format, parsed: unplayable === undefined ? parsed : playableOnly(parsed, unplayable) };
    }
    case 'text':
      return { format, parsed: parseLexiconText(source.bytes, alphabet, unplayable, choices) };
  }
}

// A word graph's tiles are the alphabet's by construction, so only a word's length can be unplayable.
// Only English lists come through here (other alphabets read a KWG as tiles, in lexicon-shelf.ts),
// and English tiles are single letters, so a word's length is its tile count.
function playableOnly(parsed: ParsedLexicon, unplayable: UnplayableLines): ParsedLexicon {
  const words = parsed.words.filter((word) => unplayable.keepTileCount(null, word, word.length));
  if (words.length === 0) throw new KwgFormatError(nothingPlayableMessage(unplayable));
  return { ...parsed, words };
}

/** Tile labels by wolges tile number for an alphabet: tile 0 is the blank, 1..n its tiles in order. */
export function kwgTiles(alphabetId: AlphabetId): readonly string[] {
  return ['?', ...getAlphabet(alphabetId).definition.tiles.map((tile) => tile.label)];
}
