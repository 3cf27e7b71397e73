import { z } from 'zod';
import { getAlphabet, type AlphabetId } from '../../shared/alphabets/index.ts';
import { ENGLISH_ALPHABET, type Alphabet } from '../words/alphabet.ts';
import { lexiconFingerprint } from './fingerprint.ts';
import { parseLexiconText } from './lexicon-text.ts';
import { compileTileLexiconBytes } from './tile-lexicon.ts';
import { compileWordGraph } from './word-graph.ts';

/** A lexicon name as directors type it: NWL2023, CSW24, "NSWL 2023"… */
export const lexiconNameSchema = z
  .string()
  .trim()
  .min(1, 'A lexicon needs a name, e.g. NWL2023.')
  .max(40, 'A lexicon name has at most 40 characters.')
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u,
    'A lexicon name uses letters, digits, spaces, dots, dashes and underscores.',
  );

/** A word list read, checked and compiled in memory, ready to be stored. */
export interface CompiledLexicon {
  readonly fingerprint: string;
  readonly wordCount: number;
  readonly graph: Uint8Array;
  readonly definitions: ReadonlyMap<string, string>;
}

/** Compiles word-list bytes (see {@link parseLexiconText} for the formats accepted). */
export function compileLexiconBytes(bytes: Uint8Array, alphabet: Alphabet): CompiledLexicon {
  const parsed = parseLexiconText(bytes, alphabet);
  return {
    fingerprint: lexiconFingerprint(parsed.words),
    wordCount: parsed.words.length,
    graph: compileWordGraph(parsed.words, alphabet.letters),
    definitions: parsed.definitions,
  };
}

/** How a word list is to be read: its tile alphabet (`english` when absent). */
export interface WordListOptions {
  readonly alphabet?: AlphabetId;
}

/**
 * Compiles word-list bytes in the tile alphabet the director chose. English keeps its own reader,
 * so an English list gives the messages, bytes and fingerprint it always has; every other alphabet
 * reads tiles (plain, bracketed or legacy-alias spellings all give the same words).
 */
export function compileWordList(bytes: Uint8Array, options: WordListOptions = {}): CompiledLexicon {
  const id = options.alphabet ?? 'english';
  if (id === 'english') return compileLexiconBytes(bytes, ENGLISH_ALPHABET);
  return compileTileLexiconBytes(bytes, getAlphabet(id));
}
