import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileLexiconBytes, lexiconNameSchema } from '../lexicon/lexicon-import.ts';
import { lexiconFingerprint, shortFingerprint } from '../lexicon/fingerprint.ts';
import { stationNameSchema } from './station-name.ts';
import { LexiconFiles } from '../lexicon/lexicon-files.ts';
import { LexiconRegistry, type LexiconInfo } from '../lexicon/lexicon-registry.ts';
import type { WordGraph } from '../lexicon/word-graph.ts';
import { ChallengeLog } from '../log/challenge-log.ts';
import { verifyChain } from '../log/log-verify.ts';
import type { EntryContent, EntrySource, LogEntry, Verdict } from '../log/log-entry.ts';
import { openStationDatabase } from '../store/station-database.ts';
import { parseWords, STANDARD_RULES, type PlayRules } from '../words/play-input.ts';
import { APP_VERSION } from './app-version.ts';
import { StationCannotJudgeError, StationCannotRecordError, StationRequestError } from './errors.ts';
import { judgePlay } from './judge-play.ts';
import { StationSettings } from './station-settings.ts';
import {
  describeChallengeRule,
  parseStoredConfig,
  stationConfigSchema,
  type StationConfig,
} from './station-config.ts';

/** Where the bundled demo word list lives in a source checkout. */
export const DEFAULT_RESOURCES_DIR = fileURLToPath(new URL('../../../resources', import.meta.url));

/** The name the bundled demo list is registered under. */
export const DEMO_LEXICON_NAME = 'DEMO';

/** How far an import has got, for a progress bar: bytes read, then checking and storing. */
export interface ImportProgress {
  readonly phase: 'reading' | 'compiling' | 'saving';
  /** 0 to 1 over the whole import. */
  readonly fraction: number;
}

/** How to open a station. */
export interface StationOptions {
  readonly dataDir: string;
  readonly resourcesDir?: string;
  readonly rules?: PlayRules;
  /** Open only a station that is already there: never create the folder or the database. */
  readonly mustExist?: boolean;
}

/** What a caller asks of one adjudication. */
export interface JudgeRequest {
  readonly words: readonly string[];
  readonly source: EntrySource;
  /** Name or fingerprint; the station's active lexicon when absent. */
  readonly lexicon?: string;
  /** The round in progress; the station's configured round when absent. */
  readonly round?: number;
  readonly table?: number;
}

/** Words looked up in a lexicon, not yet recorded. */
export interface Evaluation {
  readonly words: string[];
  readonly lexicon: LexiconInfo;
  readonly verdict: Verdict;
  readonly wordResults: boolean[];
}

/** The fields of a new entry the station does not fill in itself. */
export type EntryFields = Partial<Omit<EntryContent, 'time' | 'stationId' | 'appVersion'>> &
  Pick<EntryContent, 'kind' | 'source'>;

/** One adjudication, committed to the log. `wordResults` is for judges and directors only. */
export interface Adjudication {
  readonly verdict: Verdict;
  readonly words: readonly string[];
  readonly wordResults: readonly boolean[];
  readonly lexicon: LexiconInfo;
  readonly entry: LogEntry;
}

/** A challenge station over one data folder: its lexicons, its settings and its log. */
export class Station {
  readonly db: Database;
  readonly log: ChallengeLog;
  readonly lexicons: LexiconRegistry;
  readonly rules: PlayRules;
  /** The id recorded in every entry from this station: read once, not on every judgement. */
  readonly stationId: string;
  readonly #files: LexiconFiles;
  readonly #settings: StationSettings;
  readonly #graphs = new Map<string, WordGraph>();
  readonly #dbPath: string;
  /** Found by the check before the first write: '' when sound; a broken log is never written to. */
  #integrityProblem: string | null = null;
  /** The database file opened, so that a file deleted or replaced underneath is noticed. */
  readonly #dbFile: string;

  constructor(options: StationOptions) {
    this.rules = options.rules ?? STANDARD_RULES;
    try {
      if (options.mustExist !== true) mkdirSync(options.dataDir, { recursive: true });
      this.#dbPath = join(options.dataDir, 'station.sqlite');
      this.db = openStationDatabase(this.#dbPath, { mustExist: options.mustExist ?? false });
      this.#dbFile = fileIdentity(this.#dbPath);
    } catch (error) {
      if (error instanceof Error && error.name === 'DatabaseTooNewError') throw error;
      throw new StationCannotRecordError(error);
    }
    try {
      this.log = new ChallengeLog(this.db);
      this.lexicons = new LexiconRegistry(this.db);
      this.#settings = new StationSettings(this.db);
      this.stationId = this.#settings.stationId();
      this.#files = new LexiconFiles(options.dataDir);
      this.#installDemo(options.resourcesDir ?? DEFAULT_RESOURCES_DIR);
    } catch (error) {
      // A database missing its tables, or a data folder we cannot write: fail closed, never judge.
      this.db.close();
      throw new StationCannotRecordError(error);
    }
  }

  /** The lexicon used when a request names none: the active one, else the built-in demo. */
  activeLexicon(): LexiconInfo | null {
    const active = this.#settings.activeLexicon();
    const all = this.lexicons.list();
    return (
      all.find((lexicon) => lexicon.fingerprint === active) ?? all.find((lexicon) => lexicon.demo) ?? null
    );
  }

  /**
   * Imports a word-list file under a name. Everything is read, checked and compiled before anything
   * is stored, so a failed import changes nothing. The first import becomes the active lexicon.
   */
  importLexicon(path: string, name: string): LexiconInfo {
    return this.importLexiconBytes(readWordListFile(path), name);
  }

  /**
   * Imports a word-list file as {@link importLexicon} does, reading it in chunks and reporting
   * progress between them, so a console can show a progress bar while the station stays responsive.
   */
  async importLexiconWithProgress(
    path: string,
    name: string,
    onProgress: (progress: ImportProgress) => void,
  ): Promise<LexiconInfo> {
    const bytes = await readWithProgress(path, (fraction) => {
      onProgress({ phase: 'reading', fraction: fraction * 0.5 });
    });
    onProgress({ phase: 'compiling', fraction: 0.5 });
    // Let a poll see the phase before the (synchronous) compile takes the thread.
    await new Promise((resolve) => setImmediate(resolve));
    return this.importLexiconBytes(bytes, name, () => {
      onProgress({ phase: 'saving', fraction: 0.9 });
    });
  }

  /** Imports word-list bytes under a name; see {@link importLexicon}. */
  importLexiconBytes(bytes: Uint8Array, name: string, beforeSave: () => void = () => undefined): LexiconInfo {
    const parsedName = lexiconNameSchema.safeParse(name);
    if (!parsedName.success)
      throw new StationRequestError(parsedName.error.issues[0]?.message ?? 'Bad name.');
    const compiled = compileLexiconBytes(bytes, this.rules.alphabet);
    const pinned = this.pinnedFingerprints()[parsedName.data.toUpperCase()];
    if (pinned !== undefined && pinned !== compiled.fingerprint) {
      throw new StationRequestError(
        `This file is not the pinned edition of ${parsedName.data}: its fingerprint is ${shortFingerprint(compiled.fingerprint)}, the pinned one is ${shortFingerprint(pinned)}. Check the file.`,
      );
    }
    beforeSave();
    const existing = this.lexicons.list();
    const sameWords = existing.find((lexicon) => lexicon.fingerprint === compiled.fingerprint);
    if (sameWords !== undefined) {
      if (sameWords.name.toLowerCase() === parsedName.data.toLowerCase()) {
        // Importing the same list again is how a director repairs a damaged or swapped file.
        this.#files.replaceGraph(compiled.fingerprint, compiled.graph);
        this.#graphs.delete(compiled.fingerprint);
        this.recordEventIfPossible('lexicon-repaired', `${sameWords.name} ${sameWords.fingerprint}`);
        return sameWords;
      }
      throw new StationRequestError(`This word list is already imported as ${sameWords.name}.`);
    }
    if (existing.some((lexicon) => lexicon.name.toLowerCase() === parsedName.data.toLowerCase())) {
      throw new StationRequestError(
        `A different lexicon is already named ${parsedName.data}; choose another name.`,
      );
    }
    const info: LexiconInfo = {
      name: parsedName.data,
      fingerprint: compiled.fingerprint,
      wordCount: compiled.wordCount,
      importedAt: new Date().toISOString(),
      hasDefinitions: compiled.definitions.size > 0,
      demo: false,
    };
    this.#files.writeGraph(info.fingerprint, compiled.graph);
    this.#files.writeDefinitions(info.fingerprint, compiled.definitions);
    this.db
      .transaction(() => {
        this.lexicons.add(info);
        this.#settings.setActiveLexiconIfNone(info.fingerprint);
        this.recordEvent('lexicon-imported', `${info.name} ${info.fingerprint} (${info.wordCount} words)`);
      })
      .immediate();
    return info;
  }

  /** Pinned editions: an import under a pinned name must have exactly this fingerprint. */
  pinnedFingerprints(): Readonly<Record<string, string>> {
    const parsed = pinnedSchema.safeParse(parseJson(this.#settings.read('pinned_lexicons')));
    return parsed.success ? parsed.data : {};
  }

  /** Pins the edition of a lexicon name (any case) to a fingerprint; null removes the pin. */
  pinFingerprint(name: string, fingerprint: string | null, by: string | null = null): void {
    const parsedName = lexiconNameSchema.safeParse(name);
    if (!parsedName.success)
      throw new StationRequestError(parsedName.error.issues[0]?.message ?? 'Bad name.');
    const key = parsedName.data.toUpperCase();
    const pins = Object.fromEntries(
      Object.entries(this.pinnedFingerprints()).filter(([pinnedName]) => pinnedName !== key),
    );
    if (fingerprint !== null) {
      const wanted = fingerprint.trim().toLowerCase();
      if (!/^[0-9a-f]{64}$/u.test(wanted)) {
        throw new StationRequestError(
          'A pinned fingerprint is the full 64 hex digits shown by `lexicon list --json`.',
        );
      }
      const installed = this.lexicons.find(parsedName.data);
      if (installed !== null && installed.fingerprint !== wanted) {
        throw new StationRequestError(
          `${installed.name} is installed with fingerprint ${shortFingerprint(installed.fingerprint)}, not ${shortFingerprint(wanted)}; remove it first.`,
        );
      }
      pins[key] = wanted;
    }
    this.db
      .transaction(() => {
        this.#settings.write('pinned_lexicons', JSON.stringify(pins));
        this.recordEvent(
          fingerprint === null ? 'lexicon-unpinned' : 'lexicon-pinned',
          fingerprint === null ? key : `${key} ${pins[key] ?? ''}`,
          by,
        );
      })
      .immediate();
  }

  /** Removes an imported lexicon that the station neither offers nor judges with. */
  removeLexicon(nameOrFingerprint: string, by: string | null = null): LexiconInfo {
    const lexicon = this.#findLexicon(nameOrFingerprint);
    if (lexicon.demo) throw new StationRequestError('The built-in demo list cannot be removed.');
    const inUse =
      this.#settings.activeLexicon() === lexicon.fingerprint ||
      this.#settings.offeredLexicons().includes(lexicon.fingerprint);
    if (inUse) {
      throw new StationRequestError(
        `${lexicon.name} is in use at this station; offer other lexicons before removing it.`,
      );
    }
    this.db
      .transaction(() => {
        this.lexicons.remove(lexicon.fingerprint);
        this.recordEvent('lexicon-removed', `${lexicon.name} ${lexicon.fingerprint}`, by);
      })
      .immediate();
    this.#graphs.delete(lexicon.fingerprint);
    this.#files.remove(lexicon.fingerprint);
    return lexicon;
  }

  /** Makes a lexicon, by name or fingerprint, the one the station judges with. */
  useLexicon(nameOrFingerprint: string): LexiconInfo {
    const lexicon = this.#findLexicon(nameOrFingerprint);
    this.db
      .transaction(() => {
        this.#settings.setActiveLexicon(lexicon.fingerprint);
        this.recordEvent('lexicon-used', `${lexicon.name} ${lexicon.fingerprint}`);
      })
      .immediate();
    return lexicon;
  }

  /**
   * Judges a play and commits it to the log before returning the verdict. Bad input throws an
   * InputError and is not logged; if the log cannot be written, no verdict is given.
   */
  judge(request: JudgeRequest): Adjudication {
    if (request.source === 'kiosk' && request.lexicon !== undefined) this.#checkOffered(request.lexicon);
    const { words, lexicon, verdict, wordResults } = this.evaluate(request.words, request.lexicon);
    const config = this.config();
    const entry = this.record({
      kind: 'adjudication',
      source: request.source,
      lexiconName: lexicon.name,
      lexiconFingerprint: lexicon.fingerprint,
      words,
      wordResults,
      verdict,
      round: request.round ?? config.round,
      table: request.table ?? null,
      challengeRule: describeChallengeRule(config.challengeRule),
    });
    return { verdict, words, wordResults, lexicon, entry };
  }

  /**
   * Looks words up without recording anything: the core of {@link judge}, and of the checks a word
   * judge makes (which the console records itself). Bad input throws an InputError.
   */
  evaluate(typedWords: readonly string[], lexiconReference?: string): Evaluation {
    const words = parseWords(typedWords, this.rules);
    const lexicon =
      lexiconReference === undefined
        ? this.activeLexicon()
        : this.#findLexicon(lexiconReference, StationCannotJudgeError);
    if (lexicon === null) throw new StationCannotJudgeError('No lexicon is installed: import one first.');
    return { words, lexicon, ...judgePlay(this.#graph(lexicon), words) };
  }

  /**
   * Appends an entry to the log, filling in the time, this station and the app version; a field
   * not given is null (or empty). Throws StationCannotRecordError when the log cannot be written.
   */
  record(fields: EntryFields): LogEntry {
    const problem = this.startupProblem();
    if (problem !== null) throw new StationCannotRecordError(new Error(problem));
    try {
      this.#checkDatabaseFile();
      const entry = this.log.append({
        time: new Date().toISOString(),
        stationId: this.stationId,
        appVersion: APP_VERSION,
        lexiconName: '',
        lexiconFingerprint: '',
        words: [],
        wordResults: [],
        verdict: null,
        round: null,
        table: null,
        details: null,
        challengeRule: null,
        refersTo: null,
        ruling: null,
        judge: null,
        action: null,
        ...fields,
      });
      // Checked again after the commit: an entry written to a deleted file is not recorded.
      this.#checkDatabaseFile();
      return entry;
    } catch (error) {
      throw new StationCannotRecordError(error);
    }
  }

  /** Records a console action (a PIN failure, a setting changed…) in the log. */
  recordEvent(action: string, details: string, judge: string | null = null): LogEntry {
    return this.record({ kind: 'event', source: 'judge', action, details, judge });
  }

  /**
   * Records an event when the log can take it, else carries on: for what a director must be able
   * to do on a full or broken log (unlock, verify, export, quit). Returns the entry, or null.
   */
  recordEventIfPossible(action: string, details: string, judge: string | null = null): LogEntry | null {
    try {
      return this.recordEvent(action, details, judge);
    } catch (error) {
      if (error instanceof StationCannotRecordError) return null;
      throw error;
    }
  }

  /** The director's settings for the station. */
  config(): StationConfig {
    return parseStoredConfig(this.#settings.read('config'));
  }

  /** Changes some of the director's settings; the change is checked whole and logged. */
  updateConfig(change: Partial<StationConfig>, by: string | null = null): StationConfig {
    const current = this.config();
    const parsed = stationConfigSchema.safeParse({ ...current, ...change });
    if (!parsed.success) {
      throw new StationRequestError(parsed.error.issues[0]?.message ?? 'Those settings are not valid.');
    }
    const changed = Object.keys(change).filter(
      (key) =>
        JSON.stringify(current[key as keyof StationConfig]) !==
        JSON.stringify(parsed.data[key as keyof StationConfig]),
    );
    if (changed.length === 0) return current;
    this.db
      .transaction(() => {
        this.#settings.write('config', JSON.stringify(parsed.data));
        const summary = changed
          .map((key) => `${key} = ${JSON.stringify(parsed.data[key as keyof StationConfig])}`)
          .join(', ');
        this.recordEvent('settings-changed', summary, by);
      })
      .immediate();
    return parsed.data;
  }

  /** A text setting used by other parts of the station (the console's PIN state). */
  setting(key: string): string | null {
    return this.#settings.read(key);
  }

  /** Sets a text setting. */
  setSetting(key: string, value: string): void {
    this.#settings.write(key, value);
  }

  /** The kiosk's name for this station. */
  get stationName(): string {
    return this.#settings.stationName();
  }

  /** Renames the station. */
  setStationName(name: string): void {
    const parsed = stationNameSchema.safeParse(name);
    if (!parsed.success) throw new StationRequestError(parsed.error.issues[0]?.message ?? 'Bad name.');
    if (parsed.data === this.stationName) return;
    this.db
      .transaction(() => {
        this.#settings.setStationName(parsed.data);
        this.recordEvent('station-renamed', parsed.data);
      })
      .immediate();
  }

  /** The lexicons players choose from, in order: those set with {@link offerLexicons}, else the active one. */
  offeredLexicons(): LexiconInfo[] {
    const all = this.lexicons.list();
    const offered = this.#settings
      .offeredLexicons()
      .map((fingerprint) => all.find((lexicon) => lexicon.fingerprint === fingerprint))
      .filter((lexicon) => lexicon !== undefined);
    if (offered.length > 0) return offered;
    const active = this.activeLexicon();
    return active === null ? [] : [active];
  }

  /** Sets the lexicons the kiosk offers (by name or fingerprint); the first becomes active. */
  offerLexicons(references: readonly string[]): LexiconInfo[] {
    if (references.length === 0) throw new StationRequestError('Name at least one lexicon to offer.');
    const lexicons = references.map((reference) => this.#findLexicon(reference));
    const fingerprints = [...new Set(lexicons.map((lexicon) => lexicon.fingerprint))];
    this.db
      .transaction(() => {
        this.#settings.setOfferedLexicons(fingerprints);
        this.#settings.setActiveLexicon(fingerprints[0] ?? '');
        this.recordEvent('lexicons-offered', lexicons.map((lexicon) => lexicon.name).join(', '));
      })
      .immediate();
    return this.offeredLexicons();
  }

  /** Throws StationCannotRecordError unless a write can be committed now. */
  checkCanRecord(): void {
    const problem = this.startupProblem();
    if (problem !== null) throw new StationCannotRecordError(new Error(problem));
    try {
      this.#checkDatabaseFile();
      this.#settings.touch();
    } catch (error) {
      throw new StationCannotRecordError(error);
    }
  }

  /** The definition a lexicon gives a word, for word judges. */
  definition(lexicon: LexiconInfo, word: string): string | null {
    return lexicon.hasDefinitions ? this.#files.definition(lexicon.fingerprint, word) : null;
  }

  // SQLite in WAL mode goes on writing to a database file that was deleted or moved away, and those
  // writes are lost with it: fail closed unless the file at our path is still the one we opened.
  #checkDatabaseFile(): void {
    if (fileIdentity(this.#dbPath) !== this.#dbFile) {
      throw new Error(
        `The station database ${this.#dbPath} was deleted or replaced while the station was running.`,
      );
    }
  }

  /** Closes the database; the station object is unusable afterwards. */
  close(): void {
    this.db.close();
  }

  // Players choose among the offered lexicons only: a screen still showing an earlier offer (or a
  // forged request) must not judge with another installed list.
  #checkOffered(reference: string): void {
    const wanted = this.lexicons.find(reference);
    if (!this.offeredLexicons().some((lexicon) => lexicon.fingerprint === wanted?.fingerprint)) {
      throw new StationCannotJudgeError('That lexicon is not offered at this station now — choose again.');
    }
  }

  #findLexicon(
    nameOrFingerprint: string,
    NotFound: new (message: string) => Error = StationRequestError,
  ): LexiconInfo {
    const lexicon = this.lexicons.find(nameOrFingerprint);
    if (lexicon === null) {
      throw new NotFound(`No lexicon named or fingerprinted "${nameOrFingerprint}" is installed.`);
    }
    return lexicon;
  }

  #graph(lexicon: LexiconInfo): WordGraph {
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
      if (lexiconFingerprint([...loaded.words()]) !== lexicon.fingerprint) {
        throw new StationCannotJudgeError(
          `The lexicon file of ${lexicon.name} does not hold the words it was imported with; import it again.`,
        );
      }
      graph = loaded;
      this.#graphs.set(lexicon.fingerprint, graph);
    }
    return graph;
  }

  /**
   * The start-up check: SQLite's quick_check over the database, then every link of the chain.
   * Null when both are sound, else what is wrong, in words for the director.
   */
  integrityProblem(): string | null {
    try {
      const [first] = this.db.pragma('quick_check') as { quick_check: string }[];
      if (first?.quick_check !== 'ok')
        return `The station database is damaged (${first?.quick_check ?? 'no answer'}).`;
      const chain = verifyChain(this.log.rows());
      if (!chain.ok) return `The challenge log is broken at entry ${chain.firstBadSeq}: ${chain.reason}.`;
      return null;
    } catch (error) {
      return `The station database cannot be read (${error instanceof Error ? error.message : String(error)}).`;
    }
  }

  /** The start-up check's finding, run once before the first write and kept: a broken log stays refused. */
  startupProblem(): string | null {
    this.#integrityProblem ??= this.integrityProblem() ?? '';
    return this.#integrityProblem === '' ? null : this.#integrityProblem;
  }

  /** Runs the start-up check and loads the offered lexicons, so the first challenge waits for nothing. */
  prepare(): void {
    this.startupProblem();
    for (const lexicon of this.offeredLexicons()) {
      try {
        this.#graph(lexicon);
      } catch {
        // reported to the player's judge request, where it fails closed
      }
    }
  }

  // The demo list makes a new station work out of the box; it is registered once, never active by choice.
  #installDemo(resourcesDir: string): void {
    const path = join(resourcesDir, 'demo', 'words.txt');
    if (!existsSync(path) || this.lexicons.list().some((lexicon) => lexicon.demo)) return;
    const compiled = compileLexiconBytes(readFileSync(path), this.rules.alphabet);
    this.#files.writeGraph(compiled.fingerprint, compiled.graph);
    const info: LexiconInfo = {
      name: DEMO_LEXICON_NAME,
      fingerprint: compiled.fingerprint,
      wordCount: compiled.wordCount,
      importedAt: new Date().toISOString(),
      hasDefinitions: false,
      demo: true,
    };
    this.db
      .transaction(() => {
        if (!this.lexicons.list().some((lexicon) => lexicon.demo)) this.lexicons.add(info);
      })
      .immediate();
  }
}

const pinnedSchema = z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/u));

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

// A file that cannot be read is the director's mistake to fix, not a station fault.
function readWordListFile(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new StationRequestError(unreadableFileMessage(path, error));
  }
}

async function readWithProgress(path: string, onFraction: (fraction: number) => void): Promise<Uint8Array> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (error) {
    throw new StationRequestError(unreadableFileMessage(path, error));
  }
  try {
    const stats = await file.stat();
    if (!stats.isFile()) throw new StationRequestError(`${path} is not a file.`);
    const size = stats.size;
    const bytes = new Uint8Array(size);
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await file.read(bytes, offset, Math.min(1 << 20, size - offset), offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
      onFraction(offset / size);
    }
    return bytes.subarray(0, offset);
  } finally {
    await file.close();
  }
}

function unreadableFileMessage(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return `There is no file at ${path}.`;
  if (code === 'EISDIR') return `${path} is a folder; choose the word-list file inside it.`;
  if (code === 'EACCES' || code === 'EPERM') return `${path} cannot be read (permission denied).`;
  return `${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
}

// Device and inode: the same for a file however it is reached, different for a new file at the path.
function fileIdentity(path: string): string {
  const stats = statSync(path, { throwIfNoEntry: false, bigint: true });
  return stats === undefined ? 'missing' : `${stats.dev}:${stats.ino}`;
}
