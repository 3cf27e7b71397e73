import { getAlphabet } from '../../shared/alphabets/index.ts';
import { StationCannotJudgeError } from '../errors.ts';
import type { LexiconFiles } from './lexicon-files.ts';
import type { LexiconInfo } from './lexicon-registry.ts';
import { tileLexiconFingerprint } from './tile-lexicon.ts';
import type { WordGraph } from './word-graph.ts';

/** The word graphs of installed lexicons, loaded from their files once and checked on load. */
export class LexiconGraphs {
  readonly #files: LexiconFiles;
  readonly #graphs = new Map<string, WordGraph>();

  constructor(files: LexiconFiles) {
    this.#files = files;
  }

  /** A lexicon's graph; StationCannotJudgeError when its file is missing, damaged or swapped. */
  graph(lexicon: LexiconInfo): WordGraph {
    let graph = this.#graphs.get(lexicon.fingerprint);
    if (graph === undefined) {
      let loaded: WordGraph;
      try {
        loaded = this.#files.loadGraph(lexicon.fingerprint);
      } catch (error) {
        throw new StationCannotJudgeError(
          `The lexicon ${lexicon.name} cannot be loaded (${error instanceof Error ? error.message : String(error)}); import it again.`,
        );
      }
      // The file's CRC only catches corruption: a different word list swapped in under this
      // fingerprint's name would pass it, so the words themselves are fingerprinted once per load.
      const words = [...loaded.words()];
      if (tileLexiconFingerprint(words, getAlphabet(lexicon.alphabet)) !== lexicon.fingerprint) {
        throw new StationCannotJudgeError(
          `The lexicon file of ${lexicon.name} does not hold the words it was imported with; import it again.`,
        );
      }
      graph = loaded;
      this.#graphs.set(lexicon.fingerprint, graph);
    }
    return graph;
  }

  /** Drops a cached graph, after its file was replaced or removed. */
  forget(fingerprint: string): void {
    this.#graphs.delete(fingerprint);
  }
}
