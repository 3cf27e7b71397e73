import type { EventRecorder } from '../log/log-recorder.ts';
import type { RunInTransaction } from '../store/transaction.ts';
import { getAlphabet } from '../../common/alphabets/index.ts';
import { StationCannotJudgeError, StationRequestError } from '../errors.ts';
import { shortFingerprint } from './fingerprint.ts';
import { diffLexicons, wordCountsByLength, type LexiconDiff } from './lexicon-diff.ts';
import type { LexiconFiles, WordNotes } from './lexicon-files.ts';
import type { LexiconGraphs } from './lexicon-graphs.ts';
import { checkedLexiconName } from './lexicon-name.ts';
import { packLexicon } from './lexicon-package.ts';
import type { LexiconInfo, LexiconRegistry } from './lexicon-registry.ts';
import type { LexiconSettings } from './lexicon-settings.ts';
import { canonicalWords } from './tile-lexicon.ts';
import type { WordGraph } from './word-graph.ts';

/** What the shelf is built from: the station's lexicon stores, its settings, its log and the graph cache. */
export interface LexiconShelfParts {
  readonly registry: Pick<LexiconRegistry, 'list' | 'find' | 'remove'>;
  readonly files: Pick<LexiconFiles, 'definition' | 'notes' | 'remove' | 'readGraph' | 'allNotes'>;
  readonly settings: LexiconSettings;
  readonly events: EventRecorder;
  readonly transaction: RunInTransaction;
  /** The checked graph cache, shared with the import (which tells it of a repaired file). */
  readonly graphs: LexiconGraphs;
}

/**
 * The station's lexicons once imported (lexicon-import.ts brings them in): choosing which are
 * offered and which is active, pinning editions, removing, and the word graphs and definitions
 * judging reads.
 */
export class LexiconShelf {
  readonly #registry: LexiconShelfParts['registry'];
  readonly #files: LexiconShelfParts['files'];
  readonly #settings: LexiconSettings;
  readonly #events: EventRecorder;
  readonly #transaction: RunInTransaction;
  readonly #graphs: LexiconGraphs;
  // A lexicon's words never change under its fingerprint, so its counts are worked out once.
  readonly #counts = new Map<string, { length: number; count: number }[]>();

  constructor(parts: LexiconShelfParts) {
    this.#registry = parts.registry;
    this.#files = parts.files;
    this.#settings = parts.settings;
    this.#events = parts.events;
    this.#transaction = parts.transaction;
    this.#graphs = parts.graphs;
  }

  /** Every installed lexicon, real ones first. */
  list(): LexiconInfo[] {
    return this.#registry.list();
  }

  /** A lexicon by name (any case) or fingerprint (or an unambiguous prefix of 8+ digits), or null. */
  find(nameOrFingerprint: string): LexiconInfo | null {
    return this.#registry.find(nameOrFingerprint);
  }

  /** The lexicon used when a request names none: the active one, else the built-in demo. */
  active(): LexiconInfo | null {
    const active = this.#settings.activeLexicon();
    const all = this.list();
    return (
      all.find((lexicon) => lexicon.fingerprint === active) ?? all.find((lexicon) => lexicon.demo) ?? null
    );
  }

  /** The lexicons players choose from, in order: those set with {@link offer}, else the active one. */
  offered(): LexiconInfo[] {
    const all = this.list();
    const offered = this.#settings
      .offeredLexicons()
      .map((fingerprint) => all.find((lexicon) => lexicon.fingerprint === fingerprint))
      .filter((lexicon) => lexicon !== undefined);
    if (offered.length > 0) return offered;
    const active = this.active();
    return active === null ? [] : [active];
  }

  /** Pinned editions: an import under a pinned name must have exactly this fingerprint. */
  pinned(): Readonly<Record<string, string>> {
    return this.#settings.pinnedLexicons();
  }

  /** Pins the edition of a lexicon name (any case) to a fingerprint; null removes the pin. */
  pin(name: string, fingerprint: string | null, by: string | null = null): void {
    const parsedName = checkedLexiconName(name);
    const key = parsedName.toUpperCase();
    const pins = Object.fromEntries(
      Object.entries(this.pinned()).filter(([pinnedName]) => pinnedName !== key),
    );
    if (fingerprint !== null) {
      const wanted = fingerprint.trim().toLowerCase();
      if (!/^[0-9a-f]{64}$/u.test(wanted)) {
        throw new StationRequestError(
          'A pinned fingerprint is the full 64 hex digits shown by `lexicon list --json`.',
        );
      }
      const installed = this.find(parsedName);
      if (installed !== null && installed.fingerprint !== wanted) {
        throw new StationRequestError(
          `${installed.name} is installed with fingerprint ${shortFingerprint(installed.fingerprint)}, not ${shortFingerprint(wanted)}; remove it first.`,
        );
      }
      pins[key] = wanted;
    }
    this.#transaction(() => {
      this.#settings.setPinnedLexicons(pins);
      this.#events.recordEvent(
        fingerprint === null ? 'lexicon-unpinned' : 'lexicon-pinned',
        fingerprint === null ? key : `${key} ${pins[key] ?? ''}`,
        by,
      );
    });
  }

  /** Removes an imported lexicon that the station neither offers nor judges with. */
  remove(nameOrFingerprint: string, by: string | null = null): LexiconInfo {
    const lexicon = this.get(nameOrFingerprint);
    if (lexicon.demo) throw new StationRequestError('The built-in demo list cannot be removed.');
    const inUse =
      this.#settings.activeLexicon() === lexicon.fingerprint ||
      this.#settings.offeredLexicons().includes(lexicon.fingerprint);
    if (inUse) {
      throw new StationRequestError(
        `${lexicon.name} is in use at this station; offer other lexicons before removing it.`,
      );
    }
    this.#transaction(() => {
      this.#registry.remove(lexicon.fingerprint);
      this.#events.recordEvent('lexicon-removed', `${lexicon.name} ${lexicon.fingerprint}`, by);
    });
    this.#graphs.forget(lexicon.fingerprint);
    this.#files.remove(lexicon.fingerprint);
    return lexicon;
  }

  /** Makes a lexicon, by name or fingerprint, the one the station judges with. */
  use(nameOrFingerprint: string): LexiconInfo {
    const lexicon = this.get(nameOrFingerprint);
    this.#transaction(() => {
      this.#settings.setActiveLexicon(lexicon.fingerprint);
      this.#events.recordEvent('lexicon-used', `${lexicon.name} ${lexicon.fingerprint}`);
    });
    return lexicon;
  }

  /** Sets the lexicons the kiosk offers (by name or fingerprint); the first becomes active. */
  offer(references: readonly string[]): LexiconInfo[] {
    if (references.length === 0) throw new StationRequestError('Name at least one lexicon to offer.');
    const lexicons = references.map((reference) => this.get(reference));
    const fingerprints = [...new Set(lexicons.map((lexicon) => lexicon.fingerprint))];
    this.#transaction(() => {
      this.#settings.setOfferedLexicons(fingerprints);
      this.#settings.setActiveLexicon(fingerprints[0] ?? '');
      this.#events.recordEvent('lexicons-offered', lexicons.map((lexicon) => lexicon.name).join(', '));
    });
    return this.offered();
  }

  /**
   * Makes a lexicon the first the kiosk offers (and so the active one), keeping the others offered
   * after it: what a station does with the hall's list, at the ready screen.
   */
  offerFirst(fingerprint: string): LexiconInfo[] {
    const others = this.#settings.offeredLexicons().filter((each) => each !== fingerprint);
    if (this.#settings.offeredLexicons()[0] === fingerprint) return this.offered();
    return this.offer([fingerprint, ...others]);
  }

  /** A lexicon as one package file's bytes (lexicon-package.ts), for the hall to carry to its stations. */
  pack(nameOrFingerprint: string): Uint8Array {
    const lexicon = this.get(nameOrFingerprint);
    // Loaded through the graph cache first: a damaged or swapped file is refused here, never carried.
    this.graph(lexicon);
    const notes = this.#files.allNotes(lexicon.fingerprint);
    return packLexicon({
      name: lexicon.name,
      alphabet: lexicon.alphabet,
      fingerprint: lexicon.fingerprint,
      wordCount: lexicon.wordCount,
      graph: this.#files.readGraph(lexicon.fingerprint),
      definitions: notes.definitions,
      symbols: notes.symbols,
    });
  }

  /** The definition a lexicon gives a word, for word judges. */
  definition(lexicon: LexiconInfo, word: string): string | null {
    return lexicon.hasDefinitions ? this.#files.definition(lexicon.fingerprint, word) : null;
  }

  /** Each word's definition and lexicon symbols in a lexicon, for word judges (never the kiosk). */
  notes(lexicon: LexiconInfo, words: readonly string[]): WordNotes[] {
    return this.#files.notes(lexicon.fingerprint, words);
  }

  /**
   * What changed from one installed lexicon to another: words added and removed, each sorted, in
   * canonical form (`[CH]ICO`), so lexicons of any alphabets compare by their words, not the graph's keys.
   */
  diff(older: LexiconInfo, newer: LexiconInfo): LexiconDiff {
    const words = (lexicon: LexiconInfo) =>
      canonicalWords(this.graph(lexicon), getAlphabet(lexicon.alphabet));
    return diffLexicons(words(older), words(newer));
  }

  /** A lexicon's word counts by length, to compare with the publisher's figures. */
  countsByLength(lexicon: LexiconInfo): { length: number; count: number }[] {
    let counts = this.#counts.get(lexicon.fingerprint);
    if (counts === undefined) {
      counts = wordCountsByLength(this.graph(lexicon).words());
      this.#counts.set(lexicon.fingerprint, counts);
    }
    return counts;
  }

  /** A lexicon by name or fingerprint; `NotFound` (a StationRequestError unless given) when none. */
  get(
    nameOrFingerprint: string,
    NotFound: new (message: string) => Error = StationRequestError,
  ): LexiconInfo {
    const lexicon = this.find(nameOrFingerprint);
    if (lexicon === null) {
      throw new NotFound(`No lexicon named or fingerprinted "${nameOrFingerprint}" is installed.`);
    }
    return lexicon;
  }

  // Players choose among the offered lexicons only: a screen still showing an earlier offer (or a
  // forged request) must not judge with another installed list.
  /** Throws StationCannotJudgeError unless the lexicon is one offered now. */
  checkOffered(reference: string): void {
    const wanted = this.find(reference);
    if (!this.offered().some((lexicon) => lexicon.fingerprint === wanted?.fingerprint)) {
      throw new StationCannotJudgeError('That lexicon is not offered at this station now — choose again.');
    }
  }

  /** A lexicon's word graph, loaded once; StationCannotJudgeError when its file is unusable. */
  graph(lexicon: LexiconInfo): WordGraph {
    return this.#graphs.graph(lexicon);
  }

  /** Loads the offered lexicons' graphs ahead of the first challenge. */
  loadOffered(): void {
    for (const lexicon of this.offered()) {
      try {
        this.graph(lexicon);
      } catch {
        // reported to the player's judge request, where it fails closed
      }
    }
  }
}
