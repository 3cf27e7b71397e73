import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAlphabet, type AlphabetId } from '../../common/alphabets/index.ts';
import type { EventRecorder } from '../log/log-recorder.ts';
import type { RunInTransaction } from '../store/transaction.ts';
import { ENGLISH_LETTERS } from '../words/letter-set.ts';
import type { Clock } from '../clock.ts';
import { StationRequestError } from '../errors.ts';
import { alphabetHintText, type AlphabetHint } from './alphabet-hint.ts';
import { shortFingerprint } from './fingerprint.ts';
import type { LexiconSource } from './formats/read-lexicon-file.ts';
import { compileLexiconBytes, type CompiledLexicon } from './lexicon-compile.ts';
import type { LexiconFiles } from './lexicon-files.ts';
import type { LexiconGraphs } from './lexicon-graphs.ts';
import { checkedLexiconName } from './lexicon-name.ts';
import type { LexiconInfo, LexiconRegistry } from './lexicon-registry.ts';
import type { LexiconSettings } from './lexicon-settings.ts';
import { fileDigestNote } from './logged-file-digest.ts';
import { unpackLexicon } from './lexicon-package.ts';
import { settleUnplayableLines } from './import-report-file.ts';
import { ListReading, type ListChoices } from './list-reading.ts';
import { readingNotes } from './reading-notes.ts';
import { checkedAlphabet, compileSource } from './lexicon-source-compile.ts';
import { UnplayableLines } from './unplayable-lines.ts';
import type { UnplayableReport } from './unplayable-report.ts';
import { readWithProgress, readWordListFile } from './word-list-reading.ts';

/** The name the bundled demo list is registered under. */
export const DEMO_LEXICON_NAME = 'DEMO';

/**
 * An import of the built-in demo list's very words: the shelf holds them as the demo list, which
 * cannot be kept twice (a list is kept by its fingerprint). The hub says it in its own words: its
 * demo list is no list of the hall's.
 */
export class SameAsDemoError extends StationRequestError {
  constructor(
    message = `This word list has the built-in demo list's words: it is already here as ${DEMO_LEXICON_NAME}.`,
  ) {
    super(message);
  }
}

/**
 * How a word list is to be read: its tile alphabet (`english` when absent), whether it is written
 * with stand-ins or keeps its capitals (list-reading.ts), and what to do with unplayable lines.
 */
export interface WordListOptions extends ListChoices {
  readonly alphabet?: AlphabetId;
  /** Import the playable words and skip the rest (see unplayable-lines.ts); else such a list is refused. */
  readonly skipUnplayable?: boolean;
  /** Told what was skipped, when `skipUnplayable` let a list with unplayable lines import. */
  readonly onSkipped?: (report: UnplayableReport) => void;
  /** Told, once a list is installed, the report's lines on how it was read (reading-notes.ts). */
  readonly onRead?: (notes: readonly string[]) => void;
}

/** The hall's designation a received list answers: its fingerprint, and who designated it when. */
export interface HallDesignated {
  readonly fingerprint: string;
  readonly by: string;
  readonly at: string;
}

/** How far an import has got, for a progress bar: bytes read, then checking and storing. */
export interface ImportProgress {
  readonly phase: 'reading' | 'compiling' | 'saving';
  /** 0 to 1 over the whole import. */
  readonly fraction: number;
}

/** What an import writes to: the station's lexicon stores, its settings, its log and its clock. */
export interface LexiconImportParts {
  readonly registry: Pick<LexiconRegistry, 'list' | 'add' | 'setFileDigest'>;
  readonly files: Pick<LexiconFiles, 'writeGraph' | 'writeDefinitions' | 'replaceGraph'>;
  readonly settings: Pick<LexiconSettings, 'pinnedLexicons' | 'setPinnedLexicons' | 'setActiveLexiconIfNone'>;
  /** The shelf's graph cache, told when a repair replaces a file it may hold. */
  readonly graphs: Pick<LexiconGraphs, 'forget'>;
  readonly events: EventRecorder;
  readonly transaction: RunInTransaction;
  readonly now: Clock;
  /** Where an import's report of unplayable lines is written (see import-report-file.ts). */
  readonly importReports: string;
}

/**
 * Brings word lists into the station: read, checked against the pinned editions and compiled in
 * memory before anything is stored, so a failed import changes nothing; then the files, the
 * registry row and the log event. The first import becomes the active lexicon.
 */
export class LexiconImporter {
  readonly #parts: LexiconImportParts;

  constructor(parts: LexiconImportParts) {
    this.#parts = parts;
  }

  /** Imports a word-list file under a name (see {@link importSource}). */
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
   * alphabet `options.alphabet` (English unless named). The format is decided at the reading step,
   * so the rest is format-blind.
   */
  importSource(
    source: LexiconSource,
    name: string,
    beforeSave: () => void = () => undefined,
    options: WordListOptions = {},
  ): LexiconInfo {
    const parsedName = checkedLexiconName(name);
    const alphabet = checkedAlphabet(options.alphabet);
    const unplayable = new UnplayableLines();
    const reading = alphabet === 'english' ? null : new ListReading(getAlphabet(alphabet), options);
    const compiled = compileSource(source, alphabet, unplayable, { choices: options, reading });
    const notes = reading === null ? [] : readingNotes(reading.facts());
    const settled = settleUnplayableLines(unplayable, {
      name: parsedName,
      file: source.path,
      folder: this.#parts.importReports,
      now: this.#parts.now(),
      alphabet,
      words: compiled.wordCount,
      skipUnplayable: options.skipUnplayable === true,
      onSkipped: options.onSkipped,
      notes,
    });
    this.#checkPinned(parsedName, compiled.fingerprint, settled.hint);
    beforeSave();
    const existing = this.#parts.registry.list();
    const sameWords = existing.find((lexicon) => lexicon.fingerprint === compiled.fingerprint);
    let info: LexiconInfo;
    if (sameWords !== undefined) info = this.#repair(sameWords, parsedName, alphabet, compiled);
    else if (existing.some((lexicon) => lexicon.name.toLowerCase() === parsedName.toLowerCase())) {
      throw new StationRequestError(
        `A different lexicon is already named ${parsedName}; choose another name.`,
      );
    } else {
      // The log says a list was read with stand-ins: its words are not the file's letters.
      const readAs = reading?.standIns === true ? '; read with stand-ins' : '';
      info = this.#store(parsedName, alphabet, compiled, `${readAs}${settled.note}`);
    }
    options.onRead?.(notes);
    return info;
  }

  /**
   * Installs a list the hall carried (a package from the hub's shelf, lexicon-package.ts): checked
   * whole against the designation before anything is written, stored as an import stores it,
   * pinned to its fingerprint, and logged as `lexicon-received` with the designation's initials
   * and time. A list the station already holds is returned as it is, nothing written; one whose
   * name another list has here, or pinned to another edition, is refused with why.
   */
  installReceived(bytes: Uint8Array, designated: HallDesignated): LexiconInfo {
    const held = this.#parts.registry
      .list()
      .find((lexicon) => lexicon.fingerprint === designated.fingerprint);
    if (held !== undefined) return held;
    const { lexicon } = unpackLexicon(bytes, designated.fingerprint);
    const { registry, files, settings, events, transaction } = this.#parts;
    if (registry.list().some((other) => other.name.toLowerCase() === lexicon.name.toLowerCase()))
      throw new StationRequestError(
        `The hall's list ${lexicon.name} (${shortFingerprint(lexicon.fingerprint)}) was refused: another list here is named ${lexicon.name}; remove it at the station's console.`,
      );
    this.#checkPinned(lexicon.name, lexicon.fingerprint);
    const info: LexiconInfo = {
      name: lexicon.name,
      fingerprint: lexicon.fingerprint,
      wordCount: lexicon.wordCount,
      importedAt: this.#parts.now().toISOString(),
      hasDefinitions: lexicon.definitions.size > 0,
      demo: false,
      alphabet: lexicon.alphabet,
    };
    // The files first, under names no lexicon row points to yet: a station stopped here holds no
    // half-installed list, and the next delivery writes the same bytes again.
    const fileDigest = files.writeGraph(info.fingerprint, lexicon.graph);
    files.writeDefinitions(info.fingerprint, lexicon.definitions, lexicon.symbols);
    transaction(() => {
      registry.add(info, fileDigest);
      settings.setPinnedLexicons({
        ...settings.pinnedLexicons(),
        [info.name.toUpperCase()]: info.fingerprint,
      });
      settings.setActiveLexiconIfNone(info.fingerprint);
      events.recordEvent(
        'lexicon-received',
        `${info.name} ${info.fingerprint} (${info.wordCount} words${info.alphabet === 'english' ? '' : `, ${info.alphabet} alphabet`}, ${fileDigestNote(fileDigest)}; designated by ${designated.by} at ${designated.at})`,
        designated.by,
      );
    });
    return info;
  }

  // The demo list makes a new station work out of the box; it is registered once, never active by choice.
  /** Registers the bundled demo list from `resourcesDir` unless it is already registered. */
  installDemo(resourcesDir: string): void {
    const { registry, files, transaction } = this.#parts;
    const path = join(resourcesDir, 'demo', 'words.txt');
    if (!existsSync(path) || registry.list().some((lexicon) => lexicon.demo)) return;
    const compiled = compileLexiconBytes(readFileSync(path), ENGLISH_LETTERS);
    const fileDigest = files.writeGraph(compiled.fingerprint, compiled.graph);
    const info: LexiconInfo = {
      name: DEMO_LEXICON_NAME,
      fingerprint: compiled.fingerprint,
      wordCount: compiled.wordCount,
      importedAt: this.#parts.now().toISOString(),
      hasDefinitions: false,
      demo: true,
      alphabet: 'english',
    };
    transaction(() => {
      if (!registry.list().some((lexicon) => lexicon.demo)) registry.add(info, fileDigest);
    });
  }

  // A right file read in the wrong alphabet has another fingerprint too: then the hint says why.
  #checkPinned(name: string, fingerprint: string, hint: AlphabetHint | null = null): void {
    const pinned = this.#parts.settings.pinnedLexicons()[name.toUpperCase()];
    if (pinned !== undefined && pinned !== fingerprint) {
      throw new StationRequestError(
        `This file is not the pinned edition of ${name}: its fingerprint is ${shortFingerprint(fingerprint)}, the pinned one is ${shortFingerprint(pinned)}. ${
          hint === null
            ? 'Check the file.'
            : `It may be read in the wrong alphabet: ${alphabetHintText(hint, 'both')}.`
        }`,
      );
    }
  }

  // Importing the same list again under its own name is how a director repairs a damaged or swapped
  // file. The fingerprint is over canonical words, so two alphabets' readings of one file share it
  // only when no word has a multi-letter tile; the alphabet chosen first stands.
  #repair(
    sameWords: LexiconInfo,
    name: string,
    alphabet: AlphabetId,
    compiled: CompiledLexicon,
  ): LexiconInfo {
    if (sameWords.alphabet !== alphabet) {
      throw new StationRequestError(
        `This word list is already imported as ${sameWords.name}, in the ${sameWords.alphabet} alphabet.`,
      );
    }
    if (sameWords.demo) throw new SameAsDemoError();
    if (sameWords.name.toLowerCase() !== name.toLowerCase()) {
      throw new StationRequestError(`This word list is already imported as ${sameWords.name}.`);
    }
    const { registry, files, graphs, events } = this.#parts;
    const repairedDigest = files.replaceGraph(compiled.fingerprint, compiled.graph);
    registry.setFileDigest(compiled.fingerprint, repairedDigest);
    graphs.forget(compiled.fingerprint);
    events.recordEventIfPossible(
      'lexicon-repaired',
      `${sameWords.name} ${sameWords.fingerprint} (${fileDigestNote(repairedDigest)})`,
    );
    return sameWords;
  }

  #store(name: string, alphabet: AlphabetId, compiled: CompiledLexicon, skipped: string): LexiconInfo {
    const { registry, files, settings, events, transaction } = this.#parts;
    const info: LexiconInfo = {
      name,
      fingerprint: compiled.fingerprint,
      wordCount: compiled.wordCount,
      importedAt: this.#parts.now().toISOString(),
      hasDefinitions: compiled.definitions.size > 0,
      demo: false,
      alphabet,
    };
    const fileDigest = files.writeGraph(info.fingerprint, compiled.graph);
    files.writeDefinitions(info.fingerprint, compiled.definitions, compiled.symbols);
    transaction(() => {
      registry.add(info, fileDigest);
      settings.setActiveLexiconIfNone(info.fingerprint);
      events.recordEvent(
        'lexicon-imported',
        // The alphabet is named for every other alphabet only, so English events read as before.
        `${info.name} ${info.fingerprint} (${info.wordCount} words${alphabet === 'english' ? '' : `, ${alphabet} alphabet`}, ${fileDigestNote(fileDigest)}${skipped})`,
      );
    });
    return info;
  }
}
