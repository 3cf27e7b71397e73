import type { LetterSet } from '../words/letter-set.ts';
import { lexiconFingerprint } from './fingerprint.ts';
import { parseLexiconText, type ParsedLexicon } from './lexicon-text.ts';
import { compileWordGraph } from './word-graph.ts';

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
export function compileLexiconBytes(bytes: Uint8Array, alphabet: LetterSet): CompiledLexicon {
  return compileParsedLexicon(parseLexiconText(bytes, alphabet), alphabet);
}

/** Compiles a lexicon read in any format (text, Zyzzyva database, KWG): see read-lexicon-file.ts. */
export function compileParsedLexicon(parsed: ParsedLexicon, alphabet: LetterSet): CompiledLexicon {
  return {
    fingerprint: lexiconFingerprint(parsed.words),
    wordCount: parsed.words.length,
    graph: compileWordGraph(parsed.words, alphabet.letters),
    definitions: parsed.definitions,
    symbols: parsed.symbols,
  };
}
