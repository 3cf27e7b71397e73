import { z } from 'zod';
import type { AlphabetId } from '../../common/alphabets/index.ts';
import { TEXT_LIMITS } from '../../common/limits.ts';
import type { Alphabet } from '../words/alphabet.ts';
import { lexiconFingerprint } from './fingerprint.ts';
import { parseLexiconText, type ParsedLexicon } from './lexicon-text.ts';
import { compileWordGraph } from './word-graph.ts';

/** A lexicon name as directors type it: NWL2023, CSW24, "NSWL 2023"… */
export const lexiconNameSchema = z
  .string()
  .trim()
  .min(1, 'A lexicon needs a name, e.g. NWL2023.')
  .max(TEXT_LIMITS.lexiconName, `A lexicon name has at most ${TEXT_LIMITS.lexiconName} characters.`)
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
  /** Lexicon symbols by word (`#`, `$`, `+`…), shown to word judges beside definitions. */
  readonly symbols?: ReadonlyMap<string, string>;
}

/** Compiles word-list bytes (see {@link parseLexiconText} for the formats accepted). */
export function compileLexiconBytes(bytes: Uint8Array, alphabet: Alphabet): CompiledLexicon {
  return compileParsedLexicon(parseLexiconText(bytes, alphabet), alphabet);
}

/** Compiles a lexicon read in any format (text, Zyzzyva database, KWG): see read-lexicon-file.ts. */
export function compileParsedLexicon(parsed: ParsedLexicon, alphabet: Alphabet): CompiledLexicon {
  return {
    fingerprint: lexiconFingerprint(parsed.words),
    wordCount: parsed.words.length,
    graph: compileWordGraph(parsed.words, alphabet.letters),
    definitions: parsed.definitions,
    symbols: parsed.symbols,
  };
}

/** How a word list is to be read: its tile alphabet (`english` when absent). */
export interface WordListOptions {
  readonly alphabet?: AlphabetId;
}
