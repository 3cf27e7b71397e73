import { ConsoleSessions } from '../core/console/console-sessions.ts';
import { recordConsoleQuit } from '../core/console/console-quit.ts';
import { DirectorAccess } from '../core/console/director-access.ts';
import { ImportJob } from '../core/lexicon/import-job.ts';
import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import { writeLexiconDiffFiles } from '../core/lexicon/lexicon-diff-files.ts';
import type { LexiconInfo } from '../core/lexicon/lexicon-registry.ts';
import { verifyAndRecord } from '../core/log/recorded-verify.ts';
import { exportToFolder } from '../core/export/export-folder.ts';
import { checkWords, recordRuling, reviewChallenge } from '../core/review/challenge-review.ts';
import { searchLog } from '../core/review/log-search.ts';
import { definedOnly } from '../core/util/defined-only.ts';
import { APP_VERSION } from '../core/app-version.ts';
import { StationCannotRecordError, UnsupportedError } from '../core/errors.ts';
import { refusalFor } from '../core/refusal.ts';
import type { Station } from '../core/station/station.ts';
import { stationNameProblem } from '../core/station/station-name.ts';
import type {
  ConsoleRefusal,
  ConsoleResult,
  LexiconView,
  RequestOf,
  ResponseByMethod,
  StationOverview,
} from '../ipc/contract.ts';
import type { Clock } from '../core/clock.ts';

/** What only the shell can do: pick a path with the system's dialog, and quit. */
export interface ShellActions {
  /** Shows a folder or file picker; null when the director cancels. Absent in the web station. */
  readonly pickPath?: (kind: 'folder' | 'file') => Promise<string | null>;
  /** Ends the station (closes the kiosk window, or stops the web station). */
  readonly quit?: () => void;
}

/** Options of the console's handlers; the clock is injectable for tests of back-off and expiry. */
export interface ConsoleOptions extends ShellActions {
  readonly now?: Clock;
  readonly sessionIdleMs?: number;
}

/**
 * The word judges' and directors' side of the station. Every method but status, set-up, unlock and
 * recover needs a live session token; without one the answer is a 'session' refusal and nothing
 * is done. Each action that changes the station is recorded in the log by the core.
 */
export class ConsoleHandlers {
  readonly sessions: ConsoleSessions;
  readonly access: DirectorAccess;
  readonly #station: Station;
  readonly #shell: ShellActions;
  readonly #import: ImportJob<LexiconView>;

  constructor(station: Station, options: ConsoleOptions = {}) {
    this.#station = station;
    this.#shell = options;
    this.sessions = new ConsoleSessions(options.now, options.sessionIdleMs);
    this.access = new DirectorAccess(station, this.sessions, options.now);
    this.#import = new ImportJob(station.importer, {
      describeFailure: (error) => refusal(error).message,
      present: (lexicon) => this.#lexiconView(lexicon),
    });
  }

  consoleStatus(): ResponseByMethod['consoleStatus'] {
    return {
      setUp: this.access.isSetUp(),
      stationName: this.#station.profile.name(),
      waitMs: this.access.waitMs(),
    };
  }

  setUp(request: RequestOf<'setUp'>): ResponseByMethod['setUp'] {
    // Checked here as well as by the rename inside, to tell the console which field to go back to.
    const nameProblem = stationNameProblem(request.stationName);
    if (nameProblem !== null)
      return { ok: false, reason: 'request', field: 'stationName', message: nameProblem };
    return attempt(() => ({ ok: true, ...this.access.setUp(request.pin, request.stationName) }));
  }

  unlock(request: RequestOf<'unlock'>): ResponseByMethod['unlock'] {
    try {
      return this.access.unlock(request.pin);
    } catch (error) {
      return { ok: false, waitMs: 0, message: refusal(error).message };
    }
  }

  recover(request: RequestOf<'recover'>): ResponseByMethod['recover'] {
    try {
      return this.access.recover(request.code, request.newPin);
    } catch (error) {
      return { ok: false, waitMs: 0, message: refusal(error).message };
    }
  }

  lock(request: RequestOf<'lock'>): ResponseByMethod['lock'] {
    this.sessions.close(request.token);
    return { ok: true };
  }

  overview(request: RequestOf<'overview'>): ResponseByMethod['overview'] {
    return this.#inSession(request.token, () => this.#overview());
  }

  updateStation(request: RequestOf<'updateStation'>): ResponseByMethod['updateStation'] {
    return this.#inSession(request.token, () => {
      // One transaction: a refused setting leaves the name as it was too.
      this.#station.transaction(() => {
        if (request.stationName !== undefined) this.#station.profile.rename(request.stationName);
        if (request.config !== undefined) this.#station.profile.updateConfig(definedOnly(request.config));
      });
      return this.#overview();
    });
  }

  /** Starts an import and answers at once; the console polls importProgress for the bar. */
  importLexicon(request: RequestOf<'importLexicon'>): ResponseByMethod['importLexicon'] {
    return this.#inSession(request.token, () => {
      this.#import.start(request.path, request.name, {
        ...(request.alphabet === undefined ? {} : { alphabet: request.alphabet }),
        skipUnplayable: request.skipUnplayable === true,
      });
      return {};
    });
  }

  importProgress(request: RequestOf<'importProgress'>): ResponseByMethod['importProgress'] {
    return this.#inSession(request.token, () => this.#import.status());
  }

  removeLexicon(request: RequestOf<'removeLexicon'>): ResponseByMethod['removeLexicon'] {
    return this.#inSession(request.token, () => {
      this.#station.lexicons.remove(request.lexicon);
      return this.#overview();
    });
  }

  pinLexicon(request: RequestOf<'pinLexicon'>): ResponseByMethod['pinLexicon'] {
    return this.#inSession(request.token, () => {
      this.#station.lexicons.pin(request.name, request.fingerprint);
      return this.#overview();
    });
  }

  offerLexicons(request: RequestOf<'offerLexicons'>): ResponseByMethod['offerLexicons'] {
    return this.#inSession(request.token, () => {
      this.#station.lexicons.offer(request.fingerprints);
      return this.#overview();
    });
  }

  compareLexicons(request: RequestOf<'compareLexicons'>): ResponseByMethod['compareLexicons'] {
    return this.#inSession(request.token, () => {
      const older = this.#station.lexicons.get(request.older);
      const newer = this.#station.lexicons.get(request.newer);
      const { added, removed } = this.#station.lexicons.diff(older, newer);
      return { older: this.#lexiconView(older), newer: this.#lexiconView(newer), added, removed };
    });
  }

  saveLexiconDiff(request: RequestOf<'saveLexiconDiff'>): ResponseByMethod['saveLexiconDiff'] {
    return this.#inSession(request.token, () => {
      const older = this.#station.lexicons.get(request.older);
      const newer = this.#station.lexicons.get(request.newer);
      const diff = this.#station.lexicons.diff(older, newer);
      return { files: writeLexiconDiffFiles(request.folder, older, newer, diff) };
    });
  }

  searchLog(request: RequestOf<'searchLog'>): ResponseByMethod['searchLog'] {
    return this.#inSession(request.token, () => ({
      entries: searchLog(this.#station.log, definedOnly(request.filter)),
    }));
  }

  review(request: RequestOf<'review'>): ResponseByMethod['review'] {
    return this.#inSession(request.token, () => reviewChallenge(this.#station, request.seq));
  }

  check(request: RequestOf<'check'>): ResponseByMethod['check'] {
    return this.#inSession(request.token, () =>
      checkWords(this.#station, {
        refersTo: request.seq,
        words: request.words,
        judge: request.judge,
        ...(request.lexicon === undefined ? {} : { lexicon: request.lexicon }),
      }),
    );
  }

  rule(request: RequestOf<'rule'>): ResponseByMethod['rule'] {
    return this.#inSession(request.token, () => ({
      entry: recordRuling(this.#station, {
        refersTo: request.seq,
        ruling: request.ruling,
        judge: request.judge,
        note: request.note,
      }),
    }));
  }

  exportLog(request: RequestOf<'exportLog'>): ResponseByMethod['exportLog'] {
    return this.#inSession(request.token, () => {
      const exported = exportToFolder(this.#station, request.folder);
      return { files: exported.files, head: exported.header.head };
    });
  }

  verifyLog(request: RequestOf<'verifyLog'>): ResponseByMethod['verifyLog'] {
    return this.#inSession(request.token, () => {
      const { result: verified, expected } = verifyAndRecord(this.#station, request.expectedHead);
      const result = verified.ok
        ? { intact: true as const, count: verified.count, head: verified.head }
        : {
            intact: false as const,
            count: verified.count,
            firstBadSeq: verified.firstBadSeq,
            reason: verified.reason,
          };
      const matchesExpected = expected?.matches ?? null;
      return { result, matchesExpected };
    });
  }

  async chooseFolder(request: RequestOf<'chooseFolder'>): Promise<ResponseByMethod['chooseFolder']> {
    return this.#pick(request.token, 'folder');
  }

  async chooseFile(request: RequestOf<'chooseFile'>): Promise<ResponseByMethod['chooseFile']> {
    return this.#pick(request.token, 'file');
  }

  quit(request: RequestOf<'quit'>): ResponseByMethod['quit'] {
    return this.#inSession(request.token, () => {
      const quit = this.#shell.quit;
      if (quit === undefined) throw new UnsupportedError('This station cannot be quit from here.');
      recordConsoleQuit(this.#station.recorder);
      this.sessions.close(request.token);
      setImmediate(quit);
      return {};
    });
  }

  async #pick(token: string, kind: 'folder' | 'file'): Promise<ConsoleResult<{ path: string | null }>> {
    const pickPath = this.#shell.pickPath;
    if (!this.sessions.touch(token)) return SESSION_REFUSAL;
    if (pickPath === undefined) {
      return { ok: false, reason: 'unsupported', message: `Type the ${kind}'s path instead.` };
    }
    return { ok: true, path: await pickPath(kind) };
  }

  #inSession<T extends object>(token: string, action: () => T): ConsoleResult<T> {
    if (!this.sessions.touch(token)) return SESSION_REFUSAL;
    return attempt(() => ({ ok: true as const, ...action() }));
  }

  #overview(): StationOverview {
    const pins = this.#station.lexicons.pinned();
    const offered = this.#offeredFingerprints();
    const head = this.#station.log.head();
    return {
      stationName: this.#station.profile.name(),
      stationId: this.#station.stationId,
      appVersion: APP_VERSION,
      config: this.#station.profile.config(),
      lexicons: this.#station.lexicons.list().map((lexicon) => this.#lexiconView(lexicon, offered, pins)),
      pins: Object.entries(pins).map(([name, fingerprint]) => ({ name, fingerprint })),
      head: head === null ? null : { seq: head.seq, hash: head.hash },
    };
  }

  #lexiconView(
    lexicon: LexiconInfo,
    offered: ReadonlySet<string> = this.#offeredFingerprints(),
    pins: Readonly<Record<string, string>> = this.#station.lexicons.pinned(),
  ): LexiconView {
    return {
      ...lexicon,
      shortFingerprint: shortFingerprint(lexicon.fingerprint),
      offered: offered.has(lexicon.fingerprint),
      pinned: pins[lexicon.name.toUpperCase()] === lexicon.fingerprint,
      countsByLength: this.#countsByLength(lexicon),
    };
  }

  // A lexicon whose file is damaged still gets its row (so it can be re-imported or removed).
  #countsByLength(lexicon: LexiconInfo): LexiconView['countsByLength'] {
    try {
      return this.#station.lexicons.countsByLength(lexicon);
    } catch {
      return null;
    }
  }

  #offeredFingerprints(): ReadonlySet<string> {
    return new Set(this.#station.lexicons.offered().map((lexicon) => lexicon.fingerprint));
  }
}

/** The answer to a session-gated request without a live session. */
export const SESSION_REFUSAL: ConsoleRefusal = {
  ok: false,
  reason: 'session',
  message: 'The console session has ended; unlock it again.',
};

/** Runs a console action, turning what it throws into a refusal. */
export function attempt<T extends { ok: true }>(action: () => T): T | ConsoleRefusal {
  try {
    return action();
  } catch (error) {
    return refusal(error);
  }
}

/** A refusal the director can act on; an unexpected error is a station fault, never a stack trace. */
export function refusal(error: unknown): ConsoleRefusal {
  const { kind, message } = refusalFor(error);
  switch (kind) {
    case 'unsupported':
      return { ok: false, reason: 'unsupported', message };
    case 'request':
    case 'input':
    case 'cannot-judge':
      return { ok: false, reason: 'request', message };
    case 'cannot-record':
      return { ok: false, reason: 'cannot-record', message };
    case 'database-too-new':
    case 'unexpected':
      console.error('Challenge Station: console action failed', error);
      return { ok: false, reason: 'cannot-record', message: new StationCannotRecordError(error).message };
  }
}
