import { getAlphabet } from '../../common/alphabets/index.ts';
import type { EventRecorder } from '../log/log-recorder.ts';
import { StationCannotJudgeError } from '../errors.ts';
import { graphFileDigest, type LexiconFiles } from './lexicon-files.ts';
import { fileDigestNote } from './logged-file-digest.ts';
import type { LexiconInfo, LexiconRegistry } from './lexicon-registry.ts';
import { tileLexiconFingerprint } from './tile-lexicon.ts';
import { loadWordGraph, type WordGraph } from './word-graph.ts';

/** What the graphs are checked and loaded with. */
export interface LexiconGraphsParts {
  readonly files: LexiconFiles;
  /** Where each lexicon's file digest, recorded at import, is kept. */
  readonly digests: Pick<LexiconRegistry, 'fileDigest' | 'recordMissingFileDigest'>;
  readonly events: EventRecorder;
  /** The digest the hash chain holds for a lexicon's file, or null where no event names one. */
  readonly loggedDigest: (fingerprint: string) => string | null;
}

/** The word graphs of installed lexicons, loaded from their files once and checked on load. */
export class LexiconGraphs {
  readonly #files: LexiconFiles;
  readonly #digests: LexiconGraphsParts['digests'];
  readonly #events: EventRecorder;
  readonly #loggedDigest: LexiconGraphsParts['loggedDigest'];
  readonly #graphs = new Map<string, WordGraph>();

  constructor(parts: LexiconGraphsParts) {
    this.#files = parts.files;
    this.#digests = parts.digests;
    this.#events = parts.events;
    this.#loggedDigest = parts.loggedDigest;
  }

  /** A lexicon's graph; StationCannotJudgeError when its file is missing, damaged or swapped. */
  graph(lexicon: LexiconInfo): WordGraph {
    let graph = this.#graphs.get(lexicon.fingerprint);
    if (graph === undefined) {
      graph = this.#load(lexicon);
      this.#graphs.set(lexicon.fingerprint, graph);
    }
    return graph;
  }

  /** Drops a cached graph, after its file was replaced or removed. */
  forget(fingerprint: string): void {
    this.#graphs.delete(fingerprint);
  }

  // The file's CRC only catches corruption: a different word list swapped in under this
  // fingerprint's name would pass it. The SHA-256 of the file's bytes recorded at import catches
  // both, the same bytes that are then loaded, in about a millisecond.
  #load(lexicon: LexiconInfo): WordGraph {
    const bytes = this.#read(lexicon);
    const digest = graphFileDigest(bytes);
    const recorded = this.#digests.fileDigest(lexicon.fingerprint);
    if (recorded === null) return this.#loadAndRecordDigest(lexicon, bytes, digest);
    // A mismatch is refused either way; loading tells a damaged file from a swapped one.
    const graph = this.#parse(lexicon, bytes);
    // The column alone could be edited with the file; the chain's copy could not without a rewrite.
    const logged = this.#loggedDigest(lexicon.fingerprint);
    if (digest !== recorded || (logged !== null && digest !== logged)) throw swappedFile(lexicon);
    return graph;
  }

  // A lexicon imported before digests were kept: its words are fingerprinted again, as every load
  // did then, and only a file that holds them gets its digest recorded, so later loads are cheap.
  #loadAndRecordDigest(lexicon: LexiconInfo, bytes: Buffer, digest: string): WordGraph {
    const graph = this.#parse(lexicon, bytes);
    const words = [...graph.words()];
    if (tileLexiconFingerprint(words, getAlphabet(lexicon.alphabet)) !== lexicon.fingerprint) {
      throw swappedFile(lexicon);
    }
    let recorded = false;
    try {
      recorded = this.#digests.recordMissingFileDigest(lexicon.fingerprint, digest);
    } catch {
      // a database refusing writes: the words were checked, so judge, and check them again next time
    }
    if (recorded) {
      this.#events.recordEventIfPossible(
        'lexicon-digest-recorded',
        `${lexicon.name} ${lexicon.fingerprint} (${fileDigestNote(digest)})`,
      );
    }
    return graph;
  }

  #read(lexicon: LexiconInfo): Buffer {
    try {
      return this.#files.readGraph(lexicon.fingerprint);
    } catch (error) {
      throw cannotLoad(lexicon, error);
    }
  }

  #parse(lexicon: LexiconInfo, bytes: Buffer): WordGraph {
    try {
      return loadWordGraph(bytes);
    } catch (error) {
      throw cannotLoad(lexicon, error);
    }
  }
}

function cannotLoad(lexicon: LexiconInfo, error: unknown): StationCannotJudgeError {
  return new StationCannotJudgeError(
    `The lexicon ${lexicon.name} cannot be loaded (${error instanceof Error ? error.message : String(error)}); import it again.`,
  );
}

function swappedFile(lexicon: LexiconInfo): StationCannotJudgeError {
  return new StationCannotJudgeError(
    `The lexicon file of ${lexicon.name} does not hold the words it was imported with; import it again.`,
  );
}
