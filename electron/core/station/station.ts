import { importReportsFolder } from '../lexicon/import-report-file.ts';
import type { Database } from 'better-sqlite3';
import { join } from 'node:path';
import { LexiconFiles } from '../lexicon/lexicon-files.ts';
import { LexiconGraphs } from '../lexicon/lexicon-graphs.ts';
import { LexiconImporter } from '../lexicon/lexicon-import.ts';
import { LexiconRegistry, type LexiconInfo } from '../lexicon/lexicon-registry.ts';
import { loggedFileDigest } from '../lexicon/logged-file-digest.ts';
import { LexiconShelf } from '../lexicon/lexicon-shelf.ts';
import { ChallengeLog } from '../log/challenge-log.ts';
import type { EntrySource, LogEntry, Verdict } from '../log/log-entry.ts';
import { LogRecorder } from '../log/log-recorder.ts';
import { makeOwnerOnlyFolder, tightenFolderToOwnerOnly, tightenToOwnerOnly } from '../store/owner-only.ts';
import { SettingsTable } from '../store/settings-table.ts';
import { DatabaseTooNewError, openStationDatabase } from '../store/station-database.ts';
import { immediateTransactions, type RunInTransaction } from '../store/transaction.ts';
import { canonicalWord, encodeTiles, getAlphabet } from '../../common/alphabets/index.ts';
import { parseWords, STANDARD_RULES, type PlayRules } from '../words/play-input.ts';
import { parseTileWords, standardTileRules } from '../words/tile-play-input.ts';
import { StationCannotJudgeError, StationCannotRecordError } from '../errors.ts';
import { challengeOutcome } from '../game/challenge-outcome.ts';
import { gameFields, type GameContext } from '../game/game-context.ts';
import type { Seat } from '../game/challenge-outcome.ts';
import { HeldPairings } from '../game/held-pairings.ts';
import { lookupTable, type TableLookup } from '../game/table-lookup.ts';
import { judgePlay } from './judge-play.ts';
import { describeChallengeRule, type ChallengeRule } from './station-config.ts';
import { StationProfile } from './station-profile.ts';
import { StationSettings } from './station-settings.ts';
import { DirectorSecrets } from './director-secrets.ts';
import { systemClock, type Clock } from '../clock.ts';
import { RESOURCES_DIR } from '../app-root.ts';

/** How to open a station. */
export interface StationOptions {
  readonly dataDir: string;
  readonly resourcesDir?: string;
  readonly rules?: PlayRules;
  /** The clock every entry and import is stamped with. */
  readonly now?: Clock;
  /** Opens the database file; tests pass one that keeps the connection to inject faults. */
  readonly openDatabase?: (path: string) => Database;
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
  /** The challenge rule in force when the challenge began; the station's configured rule when absent. */
  readonly challengeRule?: ChallengeRule;
  /**
   * The game at the table, recorded with the rule's outcome. When absent, the game is looked up in
   * the pairings the station holds from `table`; without a table or pairings the entry is as it
   * always was.
   */
  readonly game?: GameContext;
  /** The seat that challenged (1: the player who goes first), for the game looked up from `table`. */
  readonly challenger?: Seat | null;
}

/** Words looked up in a lexicon, not yet recorded. */
export interface Evaluation {
  readonly words: string[];
  readonly lexicon: LexiconInfo;
  readonly verdict: Verdict;
  readonly wordResults: boolean[];
}

/** One adjudication, committed to the log. `wordResults` is for judges and directors only. */
export interface Adjudication {
  readonly verdict: Verdict;
  readonly words: readonly string[];
  readonly wordResults: readonly boolean[];
  readonly lexicon: LexiconInfo;
  readonly entry: LogEntry;
}

/**
 * A challenge station over one data folder. It judges, and composes the parts that keep the rest:
 * the lexicon shelf and its importer, the log (read) and its recorder (write), the director's
 * profile settings and the director's secrets.
 */
export class Station {
  /** The hash-chained log, for reading; writes go through {@link recorder}. */
  readonly log: ChallengeLog;
  readonly recorder: LogRecorder;
  readonly lexicons: LexiconShelf;
  /** Brings word lists onto the shelf: read, checked, compiled, stored and logged. */
  readonly importer: LexiconImporter;
  /** The station's name and the director's settings. */
  readonly profile: StationProfile;
  /** The director's PIN and recovery-code hashes and the PIN back-off. */
  readonly secrets: DirectorSecrets;
  readonly rules: PlayRules;
  /** The id recorded in every entry from this station: read once, not on every judgement. */
  readonly stationId: string;
  /** Runs work in one write transaction, for a caller whose several changes stand or fall together. */
  readonly transaction: RunInTransaction;
  /** The station's data folder, for what sits beside its database (the hall link's file). */
  readonly dataDir: string;
  /** The tournament's pairings the station holds, from a file or its hall. */
  readonly pairings: HeldPairings;
  readonly #db: Database;

  constructor(options: StationOptions) {
    this.dataDir = options.dataDir;
    this.rules = options.rules ?? STANDARD_RULES;
    const now = options.now ?? systemClock;
    const dbPath = join(options.dataDir, 'station.sqlite');
    try {
      // A station made before the owner-only rule kept the modes its umask gave (folder 755, files
      // 644): tightened whoever opens it, the CLI too (which never creates the folder or database).
      if (options.mustExist !== true) makeOwnerOnlyFolder(options.dataDir);
      else tightenToOwnerOnly(options.dataDir);
      for (const suffix of ['', '-wal', '-shm']) tightenToOwnerOnly(`${dbPath}${suffix}`);
      tightenFolderToOwnerOnly(importReportsFolder(options.dataDir));
      this.#db = options.openDatabase
        ? options.openDatabase(dbPath)
        : openStationDatabase(dbPath, { mustExist: options.mustExist ?? false });
    } catch (error) {
      if (error instanceof DatabaseTooNewError) throw error;
      throw new StationCannotRecordError(error);
    }
    try {
      this.transaction = immediateTransactions(this.#db);
      const table = new SettingsTable(this.#db);
      const settings = new StationSettings(table);
      this.stationId = settings.stationId();
      this.log = new ChallengeLog(this.#db);
      this.recorder = new LogRecorder({
        db: this.#db,
        dbPath,
        log: this.log,
        settings: table,
        stationId: this.stationId,
        now,
      });
      this.secrets = new DirectorSecrets(table);
      this.pairings = new HeldPairings(table);
      this.profile = new StationProfile(settings, this.recorder, this.transaction);
      const registry = new LexiconRegistry(this.#db);
      const files = new LexiconFiles(options.dataDir);
      const graphs = new LexiconGraphs({
        files,
        digests: registry,
        events: this.recorder,
        loggedDigest: (fingerprint) => loggedFileDigest(this.log, this.stationId, fingerprint),
      });
      const shelfParts = { registry, files, settings, events: this.recorder, graphs };
      this.lexicons = new LexiconShelf({ ...shelfParts, transaction: this.transaction });
      this.importer = new LexiconImporter({
        ...shelfParts,
        transaction: this.transaction,
        now,
        importReports: importReportsFolder(options.dataDir),
      });
      this.importer.installDemo(options.resourcesDir ?? RESOURCES_DIR);
    } catch (error) {
      // A database missing its tables, or a data folder we cannot write: fail closed, never judge.
      this.#db.close();
      throw new StationCannotRecordError(error);
    }
  }

  /**
   * Judges a play and commits it to the log before returning the verdict. Bad input throws an
   * InputError and is not logged; if the log cannot be written, no verdict is given.
   */
  judge(request: JudgeRequest): Adjudication {
    if (request.source === 'kiosk' && request.lexicon !== undefined)
      this.lexicons.checkOffered(request.lexicon);
    const { words, lexicon, verdict, wordResults } = this.evaluate(request.words, request.lexicon);
    const config = this.profile.config();
    const rule = request.challengeRule ?? config.challengeRule;
    const round = request.round ?? config.round;
    const context = request.game ?? this.#gameAt(request.table, round, request.challenger ?? null);
    // Without a game no game field is given at all: such an entry is written as it always was.
    const game =
      context === undefined
        ? {}
        : gameFields(context, challengeOutcome(verdict, rule, words.length, context.challenger));
    const entry = this.recorder.record({
      kind: 'adjudication',
      source: request.source,
      lexiconName: lexicon.name,
      lexiconFingerprint: lexicon.fingerprint,
      words,
      wordResults,
      verdict,
      round: context?.round ?? round,
      table: request.table ?? null,
      challengeRule: describeChallengeRule(rule),
      ...game,
    });
    return { verdict, words, wordResults, lexicon, entry };
  }

  /**
   * The game at `table` in the pairings the station holds, in the round a director set (`round`,
   * the station's configured round when absent) or else each division's current round.
   */
  lookupTable(table: number, round?: number | null): TableLookup {
    return lookupTable(
      this.pairings.pairings(),
      table,
      round === undefined ? this.profile.config().round : round,
    );
  }

  #gameAt(table: number | undefined, round: number | null, challenger: Seat | null): GameContext | undefined {
    if (table === undefined) return undefined;
    const found = lookupTable(this.pairings.pairings(), table, round);
    if (found.kind !== 'game') return undefined;
    const { division, round: gameRound, table: label, players } = found.game;
    return { division, round: gameRound, table: label, players, challenger };
  }

  /**
   * Looks words up without recording anything: the core of {@link judge}, and of the checks a word
   * judge makes (which the console records itself). Bad input throws an InputError.
   */
  evaluate(typedWords: readonly string[], lexiconReference?: string): Evaluation {
    const lexicon =
      lexiconReference === undefined
        ? this.lexicons.active()
        : this.lexicons.get(lexiconReference, StationCannotJudgeError);
    // English reads words exactly as it always has; other alphabets read tiles, and the words go
    // on in canonical form ([CH]ICO), which is what the log, exports and definitions hold.
    if (lexicon === null || lexicon.alphabet === 'english') {
      const words = parseWords(typedWords, this.rules);
      if (lexicon === null) throw new StationCannotJudgeError('No lexicon is installed: import one first.');
      return { words, lexicon, ...judgePlay(this.lexicons.graph(lexicon), words) };
    }
    const alphabet = getAlphabet(lexicon.alphabet);
    const tiles = parseTileWords(typedWords, standardTileRules(alphabet));
    const words = tiles.map((word) => canonicalWord(word, alphabet));
    const keys = tiles.map((word) => encodeTiles(word, alphabet));
    return { words, lexicon, ...judgePlay(this.lexicons.graph(lexicon), keys) };
  }

  /** Runs the start-up check and loads the offered lexicons, so the first challenge waits for nothing. */
  prepare(): void {
    this.recorder.startupProblem();
    this.lexicons.loadOffered();
  }

  /** Closes the database; the station object is unusable afterwards. */
  close(): void {
    this.#db.close();
  }
}
