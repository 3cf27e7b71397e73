import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { EventRecorder } from '../log/log-recorder.ts';
import { StationCannotJudgeError, StationRequestError } from '../errors.ts';
import type { StationSettings } from '../station/station-settings.ts';
import type { RunInTransaction } from '../store/transaction.ts';
import { shortFingerprint } from './fingerprint.ts';
import type { LexiconFiles } from './lexicon-files.ts';
import { LexiconGraphs } from './lexicon-graphs.ts';
import { ALPHABET_IDS, getAlphabet, isAlphabetId, type AlphabetId } from '../../common/alphabets/index.ts';
import { lexiconFileFormat } from './formats/lexicon-file-format.ts';
import { readKwgTileWords } from './formats/kwg-reader.ts';
import { kwgTiles, readLexiconSource, type LexiconSource } from './formats/read-lexicon-file.ts';
import { diffLexicons, wordCountsByLength, type LexiconDiff } from './formats/lexicon-diff.ts';
import type { WordNotes } from './lexicon-files.ts';
import {
  compileLexiconBytes,
  compileParsedLexicon,
  lexiconNameSchema,
  type CompiledLexicon,
  type WordListOptions,
} from './lexicon-import.ts';
import { fileDigestNote } from './logged-file-digest.ts';
import { canonicalWords, compileTileLexiconBytes } from './tile-lexicon.ts';
import { ENGLISH_ALPHABET } from '../words/alphabet.ts';
import type { LexiconInfo, LexiconRegistry } from './lexicon-registry.ts';
import type { WordGraph } from './word-graph.ts';
import { readWithProgress, readWordListFile } from './word-list-reading.ts';
import type { Clock } from '../clock.ts';

/** The name the bundled demo list is registered under. */
export const DEMO_LEXICON_NAME = 'DEMO';

/** How far an import has got, for a progress bar: bytes read, then checking and storing. */
export interface ImportProgress {
  readonly phase: 'reading' | 'compiling' | 'saving';
  /** 0 to 1 over the whole import. */
  readonly fraction: number;
}

/** What the shelf is built from: the station's stores, its log and its clock. */
export interface LexiconShelfParts {
  readonly registry: LexiconRegistry;
  readonly files: LexiconFiles;
  readonly settings: StationSettings;
  readonly events: EventRecorder;
  readonly transaction: RunInTransaction;
  readonly now: Clock;
  /** The digest the hash chain holds for a lexicon's file (see logged-file-digest.ts). */
  readonly loggedDigest: (fingerprint: string) => string | null;
}

/**
 * The station's lexicons: importing (checked against pinned editions), choosing which are offered
 * and which is active, removing, and the word graphs and definitions judging reads.
 */
export class LexiconShelf {
  readonly #registry: LexiconRegistry;
  readonly #files: LexiconFiles;
  readonly #settings: StationSettings;
  readonly #events: EventRecorder;
  readonly #transaction: RunInTransaction;
  readonly #now: Clock;
  readonly #graphs: LexiconGraphs;
  // A lexicon's words never change under its fingerprint, so its counts are worked out once.
  readonly #counts = new Map<string, { length: number; count: number }[]>();

  constructor(parts: LexiconShelfParts) {
    this.#registry = parts.registry;
    this.#files = parts.files;
    this.#settings = parts.settings;
    this.#events = parts.events;
    this.#transaction = parts.transaction;
    this.#now = parts.now;
    this.#graphs = new LexiconGraphs({
      files: parts.files,
      digests: parts.registry,
      events: parts.events,
      loggedDigest: parts.loggedDigest,
    });
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

  /**
   * Imports a word-list file under a name. Everything is read, checked and compiled before anything
   * is stored, so a failed import changes nothing. The first import becomes the active lexicon.
   */
  importFile(path: string, name: string, options: WordListOptions = {}): LexiconInfo {
    return this.importSource({ bytes: readWordListFile(path), path }, name, () => undefined, options);
  }

  /**
   * Imports a word-list file as {@link importFile} does, reading it in chunks and reporting
   * progress between them, so a console can show a progress bar while the station stays responsive.
   */
  async importFileWithProgress(
    path: string,
    name: string,
    onProgress: (progress: ImportProgress) => void,
    options: WordListOptions = {},
  ): Promise<LexiconInfo> {
    const bytes = await readWithProgress(path, (fraction) => {
      onProgress({ phase: 'reading', fraction: fraction * 0.5 });
    });
    onProgress({ phase: 'compiling', fraction: 0.5 });
    // Let a poll see the phase before the (synchronous) compile takes the thread.
    await new Promise((resolve) => setImmediate(resolve));
    return this.importSource(
      { bytes, path },
      name,
      () => {
        onProgress({ phase: 'saving', fraction: 0.9 });
      },
      options,
    );
  }

  /**
   * Imports word-list bytes (text, or a KWG told by nothing but its content: text) under a name,
   * read in `options.alphabet` (English unless named).
   */
  importBytes(
    bytes: Uint8Array,
    name: string,
    beforeSave: () => void = () => undefined,
    options: WordListOptions = {},
  ): LexiconInfo {
    return this.importSource({ bytes, path: null }, name, beforeSave, options);
  }

  /**
   * Imports a lexicon file in any format (see read-lexicon-file.ts) under a name, in the tile
   * alphabet `options.alphabet` (English unless named); see {@link importFile}. The format is
   * decided at the reading step, so the rest is format-blind.
   */
  importSource(
    source: LexiconSource,
    name: string,
    beforeSave: () => void = () => undefined,
    options: WordListOptions = {},
  ): LexiconInfo {
    const parsedName = checkedName(name);
    const alphabet = checkedAlphabet(options.alphabet);
    const compiled = compileSource(source, alphabet);
    const pinned = this.pinned()[parsedName.toUpperCase()];
    if (pinned !== undefined && pinned !== compiled.fingerprint) {
      throw new StationRequestError(
        `This file is not the pinned edition of ${parsedName}: its fingerprint is ${shortFingerprint(compiled.fingerprint)}, the pinned one is ${shortFingerprint(pinned)}. Check the file.`,
      );
    }
    beforeSave();
    const existing = this.list();
    const sameWords = existing.find((lexicon) => lexicon.fingerprint === compiled.fingerprint);
    // The fingerprint is over canonical words, so two alphabets' readings of one file share it only
    // when no word has a multi-letter tile; the alphabet chosen first stands.
    if (sameWords !== undefined && sameWords.alphabet !== alphabet) {
      throw new StationRequestError(
        `This word list is already imported as ${sameWords.name}, in the ${sameWords.alphabet} alphabet.`,
      );
    }
    if (sameWords !== undefined) {
      if (sameWords.name.toLowerCase() === parsedName.toLowerCase()) {
        // Importing the same list again is how a director repairs a damaged or swapped file.
        const repairedDigest = this.#files.replaceGraph(compiled.fingerprint, compiled.graph);
        this.#registry.setFileDigest(compiled.fingerprint, repairedDigest);
        this.#graphs.forget(compiled.fingerprint);
        this.#events.recordEventIfPossible(
          'lexicon-repaired',
          `${sameWords.name} ${sameWords.fingerprint} (${fileDigestNote(repairedDigest)})`,
        );
        return sameWords;
      }
      throw new StationRequestError(`This word list is already imported as ${sameWords.name}.`);
    }
    if (existing.some((lexicon) => lexicon.name.toLowerCase() === parsedName.toLowerCase())) {
      throw new StationRequestError(
        `A different lexicon is already named ${parsedName}; choose another name.`,
      );
    }
    const info: LexiconInfo = {
      name: parsedName,
      fingerprint: compiled.fingerprint,
      wordCount: compiled.wordCount,
      importedAt: this.#now().toISOString(),
      hasDefinitions: compiled.definitions.size > 0,
      demo: false,
      alphabet,
    };
    const fileDigest = this.#files.writeGraph(info.fingerprint, compiled.graph);
    this.#files.writeDefinitions(info.fingerprint, compiled.definitions, compiled.symbols);
    this.#transaction(() => {
      this.#registry.add(info, fileDigest);
      this.#settings.setActiveLexiconIfNone(info.fingerprint);
      this.#events.recordEvent(
        'lexicon-imported',
        // The alphabet is named for every other alphabet only, so English events read as before.
        `${info.name} ${info.fingerprint} (${info.wordCount} words${alphabet === 'english' ? '' : `, ${alphabet} alphabet`}, ${fileDigestNote(fileDigest)})`,
      );
    });
    return info;
  }

  /** Pinned editions: an import under a pinned name must have exactly this fingerprint. */
  pinned(): Readonly<Record<string, string>> {
    return this.#settings.pinnedLexicons();
  }

  /** Pins the edition of a lexicon name (any case) to a fingerprint; null removes the pin. */
  pin(name: string, fingerprint: string | null, by: string | null = null): void {
    const parsedName = checkedName(name);
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

  // The demo list makes a new station work out of the box; it is registered once, never active by choice.
  /** Registers the bundled demo list from `resourcesDir` unless it is already registered. */
  installDemo(resourcesDir: string): void {
    const path = join(resourcesDir, 'demo', 'words.txt');
    if (!existsSync(path) || this.list().some((lexicon) => lexicon.demo)) return;
    const compiled = compileLexiconBytes(readFileSync(path), ENGLISH_ALPHABET);
    const fileDigest = this.#files.writeGraph(compiled.fingerprint, compiled.graph);
    const info: LexiconInfo = {
      name: DEMO_LEXICON_NAME,
      fingerprint: compiled.fingerprint,
      wordCount: compiled.wordCount,
      importedAt: this.#now().toISOString(),
      hasDefinitions: false,
      demo: true,
      alphabet: 'english',
    };
    this.#transaction(() => {
      if (!this.list().some((lexicon) => lexicon.demo)) this.#registry.add(info, fileDigest);
    });
  }
}

// The id arrives from the CLI or an IPC payload already checked there; checked again here so no
// path stores a lexicon in an alphabet this build cannot read.
// English reads every format the desk knows (text, Zyzzyva, KWG), exactly as before alphabets.
// Another alphabet reads a text word list or a word graph as its tiles (a KWG numbers tiles in the
// alphabet's wolges order); Zyzzyva's databases hold English lists only, so one is refused plainly.
function compileSource(source: LexiconSource, alphabet: AlphabetId): CompiledLexicon {
  if (alphabet === 'english') {
    return compileParsedLexicon(readLexiconSource(source, ENGLISH_ALPHABET).parsed, ENGLISH_ALPHABET);
  }
  const tiles = getAlphabet(alphabet);
  const fileName = source.path === null ? '' : basename(source.path);
  const format = lexiconFileFormat(fileName, source.bytes.subarray(0, 16));
  if (format === 'zyzzyva') {
    throw new StationRequestError(
      `A Zyzzyva database holds an English list; import a ${tiles.definition.name} list as text (one word a line) or as a KWG word graph.`,
    );
  }
  if (format === 'text') return compileTileLexiconBytes(source.bytes, tiles);
  // Each tile number becomes its canonical form ([CH] for tile 4 of Spanish), read back as text.
  const words = readKwgTileWords(source.bytes, { layout: format, tiles: kwgTiles(alphabet) });
  const text = words
    .map((word) => Array.from(word, (tile) => tiles.canonical[tile - 1] ?? '?').join(''))
    .join('\n');
  return compileTileLexiconBytes(new TextEncoder().encode(text), tiles);
}

function checkedAlphabet(id: string | undefined): AlphabetId {
  if (id === undefined) return 'english';
  if (!isAlphabetId(id)) {
    throw new StationRequestError(
      `${id} is not an alphabet this station knows; choose one of ${ALPHABET_IDS.join(', ')}.`,
    );
  }
  getAlphabet(id);
  return id;
}

function checkedName(name: string): string {
  const parsed = lexiconNameSchema.safeParse(name);
  if (!parsed.success) throw new StationRequestError(parsed.error.issues[0]?.message ?? 'Bad name.');
  return parsed.data;
}
