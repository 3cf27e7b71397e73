import type { Database } from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileLexiconBytes, compileLexiconFile, lexiconNameSchema } from '../lexicon/lexicon-import.ts';
import { stationNameSchema } from './station-name.ts';
import { LexiconFiles } from '../lexicon/lexicon-files.ts';
import { LexiconRegistry, type LexiconInfo } from '../lexicon/lexicon-registry.ts';
import type { WordGraph } from '../lexicon/word-graph.ts';
import { ChallengeLog } from '../log/challenge-log.ts';
import type { EntrySource, LogEntry, Verdict } from '../log/log-entry.ts';
import { openStationDatabase } from '../store/station-database.ts';
import { parseWords, STANDARD_RULES, type PlayRules } from '../words/play-input.ts';
import { APP_VERSION } from './app-version.ts';
import { StationCannotJudgeError, StationCannotRecordError, StationRequestError } from './errors.ts';
import { judgePlay } from './judge-play.ts';
import { StationSettings } from './station-settings.ts';

/** Where the bundled demo word list lives in a source checkout. */
export const DEFAULT_RESOURCES_DIR = fileURLToPath(new URL('../../../resources', import.meta.url));

/** The name the bundled demo list is registered under. */
export const DEMO_LEXICON_NAME = 'DEMO';

/** How to open a station. */
export interface StationOptions {
  readonly dataDir: string;
  readonly resourcesDir?: string;
  readonly rules?: PlayRules;
}

/** What a caller asks of one adjudication. */
export interface JudgeRequest {
  readonly words: readonly string[];
  readonly source: EntrySource;
  /** Name or fingerprint; the station's active lexicon when absent. */
  readonly lexicon?: string;
  readonly round?: number;
  readonly table?: number;
}

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

  constructor(options: StationOptions) {
    this.rules = options.rules ?? STANDARD_RULES;
    try {
      mkdirSync(options.dataDir, { recursive: true });
      this.db = openStationDatabase(join(options.dataDir, 'station.sqlite'));
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
    const parsedName = lexiconNameSchema.safeParse(name);
    if (!parsedName.success)
      throw new StationRequestError(parsedName.error.issues[0]?.message ?? 'Bad name.');
    const compiled = compileLexiconFile(path, this.rules.alphabet);
    const existing = this.lexicons.list();
    const sameWords = existing.find((lexicon) => lexicon.fingerprint === compiled.fingerprint);
    if (sameWords !== undefined) {
      if (sameWords.name.toLowerCase() === parsedName.data.toLowerCase()) return sameWords;
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
      })
      .immediate();
    return info;
  }

  /** Makes a lexicon, by name or fingerprint, the one the station judges with. */
  useLexicon(nameOrFingerprint: string): LexiconInfo {
    const lexicon = this.#findLexicon(nameOrFingerprint);
    this.#settings.setActiveLexicon(lexicon.fingerprint);
    return lexicon;
  }

  /**
   * Judges a play and commits it to the log before returning the verdict. Bad input throws an
   * InputError and is not logged; if the log cannot be written, no verdict is given.
   */
  judge(request: JudgeRequest): Adjudication {
    const words = parseWords(request.words, this.rules);
    const lexicon =
      request.lexicon === undefined
        ? this.activeLexicon()
        : this.#findLexicon(request.lexicon, StationCannotJudgeError);
    if (lexicon === null) throw new StationCannotJudgeError('No lexicon is installed: import one first.');
    const { verdict, wordResults } = judgePlay(this.#graph(lexicon), words);
    let entry: LogEntry;
    try {
      entry = this.log.append({
        time: new Date().toISOString(),
        stationId: this.stationId,
        appVersion: APP_VERSION,
        kind: 'adjudication',
        lexiconName: lexicon.name,
        lexiconFingerprint: lexicon.fingerprint,
        words,
        wordResults,
        verdict,
        source: request.source,
        round: request.round ?? null,
        table: request.table ?? null,
        details: null,
      });
    } catch (error) {
      throw new StationCannotRecordError(error);
    }
    return { verdict, words, wordResults, lexicon, entry };
  }

  /** The kiosk's name for this station. */
  get stationName(): string {
    return this.#settings.stationName();
  }

  /** Renames the station. */
  setStationName(name: string): void {
    const parsed = stationNameSchema.safeParse(name);
    if (!parsed.success) throw new StationRequestError(parsed.error.issues[0]?.message ?? 'Bad name.');
    this.#settings.setStationName(parsed.data);
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
      })
      .immediate();
    return this.offeredLexicons();
  }

  /** Throws StationCannotRecordError unless a write can be committed now. */
  checkCanRecord(): void {
    try {
      this.#settings.touch();
    } catch (error) {
      throw new StationCannotRecordError(error);
    }
  }

  /** The definition a lexicon gives a word, for word judges. */
  definition(lexicon: LexiconInfo, word: string): string | null {
    return lexicon.hasDefinitions ? this.#files.definition(lexicon.fingerprint, word) : null;
  }

  /** Closes the database; the station object is unusable afterwards. */
  close(): void {
    this.db.close();
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
      try {
        graph = this.#files.loadGraph(lexicon.fingerprint);
      } catch (error) {
        throw new StationCannotJudgeError(
          `The lexicon ${lexicon.name} cannot be loaded (${error instanceof Error ? error.message : String(error)}); import it again.`,
        );
      }
      this.#graphs.set(lexicon.fingerprint, graph);
    }
    return graph;
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
