import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import type { LexiconInfo } from '../core/lexicon/lexicon-registry.ts';
import { StationCannotRecordError } from '../core/errors.ts';
import { refusalFor } from '../core/refusal.ts';
import type { ChallengeRule, KioskTimings } from '../core/station/station-config.ts';
import type { DirectorAccess } from '../core/console/director-access.ts';
import type { Station } from '../core/station/station.ts';
import type {
  GamePayload,
  JudgePayload,
  JudgeResponse,
  KioskGameLookup,
  KioskState,
  OfferedLexicon,
} from '../ipc/contract.ts';
import { judgedGame, kioskLookup } from './kiosk-game.ts';

/** What the kiosk needs besides the station. */
export interface KioskOptions {
  /** The director's access, asked only whether a director has set the station up. */
  readonly access: Pick<DirectorAccess, 'isSetUp'>;
  /** Fixed timings for tests; otherwise the director's settings are read on each request. */
  readonly timings?: KioskTimings;
}

/** The players' side of the station: its state and judging. */
export class KioskHandlers {
  readonly #station: Station;
  readonly #options: KioskOptions;
  #fault: string | null = null;
  /**
   * The round and rule each `settings` name given to the kiosk stands for, the latest last. A
   * challenge keeps the settings its kiosk showed when it began (a setting the hall
   * carries never changes a challenge under way); a name not given here is not taken.
   */
  readonly #shown = new Map<string, ShownSettings>();
  #nextShown = 1;

  constructor(station: Station, options: KioskOptions) {
    this.#station = station;
    this.#options = options;
  }

  /** The kiosk's state; while faulted, first checks whether the log accepts writes again. */
  kioskState(): KioskState {
    if (this.#fault === null && this.#station.recorder.startupProblem() !== null) {
      this.#fault = new StationCannotRecordError(null).message;
    }
    if (this.#fault !== null) {
      try {
        this.#station.recorder.checkCanRecord();
        this.#fault = null;
      } catch {
        // still faulted: the kiosk keeps telling players to call the director
      }
    }
    const rules = this.#station.rules;
    const config = this.#station.profile.config();
    return {
      stationName: this.#station.profile.name(),
      setUp: this.#options.access.isSetUp(),
      offered: this.#station.lexicons.offered().map(offeredLexicon),
      rules: { minLetters: rules.minLetters, maxLetters: rules.maxLetters, maxWords: rules.maxWords },
      fault: this.#fault,
      tableEntry: config.tableEntry,
      pairingsHeld: this.#station.pairings.pairings() !== null,
      askChallenger: config.askChallenger,
      textSize: config.textSize,
      language: config.language,
      timings: this.#options.timings ?? config.timings,
      settings: this.#settingsName({ round: config.round, challengeRule: config.challengeRule }),
    };
  }

  // The name of these settings: the same name while they stand, a new one once they change.
  #settingsName(settings: ShownSettings): string {
    const latest = [...this.#shown].at(-1);
    if (latest !== undefined && sameSettings(latest[1], settings)) return latest[0];
    const name = `s${this.#nextShown++}`;
    this.#shown.set(name, settings);
    // A challenge lasts minutes at most, and the settings change a few times a round: the last few
    // names are all a kiosk can still be holding.
    for (const old of [...this.#shown.keys()].slice(0, -SHOWN_KEPT)) this.#shown.delete(old);
    return name;
  }

  /**
   * The game at a typed table, in the round the kiosk's shown settings name (else the station's);
   * asked before any word is typed, so the verdict never waits on the pairings.
   */
  game(request: GamePayload): KioskGameLookup {
    const shown = request.settings === undefined ? undefined : this.#shown.get(request.settings);
    return kioskLookup(this.#station.lookupTable(request.table, shown?.round ?? undefined));
  }

  /** Judges a play for the kiosk; the answer never says which word failed. */
  judge(request: JudgePayload): JudgeResponse {
    if (this.#fault !== null) return { ok: false, reason: 'cannot-record', message: this.#fault };
    if (!this.#options.access.isSetUp()) {
      return { ok: false, reason: 'not-set-up', message: 'Station not set up — call the director.' };
    }
    try {
      const shown = request.settings === undefined ? undefined : this.#shown.get(request.settings);
      const result = this.#station.judge({
        words: request.words,
        lexicon: request.lexicon,
        source: 'kiosk',
        ...(request.table === undefined ? {} : { table: request.table }),
        ...(request.challenger === undefined ? {} : { challenger: request.challenger }),
        ...(shown === undefined
          ? {}
          : { challengeRule: shown.challengeRule, ...(shown.round === null ? {} : { round: shown.round }) }),
      });
      const game = judgedGame(result.entry);
      return {
        ok: true,
        verdict: result.verdict,
        words: result.words,
        lexicon: offeredLexicon(result.lexicon),
        // Only where a game was recorded: an answer without one is as it always was.
        ...(game === null ? {} : { game }),
      };
    } catch (error) {
      const { kind, message } = refusalFor(error);
      if (kind === 'input') return { ok: false, reason: 'input', message };
      if (kind === 'cannot-judge') return { ok: false, reason: 'cannot-judge', message };
      // Anything else means this station cannot be trusted to record: it stops judging until it can.
      const fault = error instanceof StationCannotRecordError ? error : new StationCannotRecordError(error);
      this.#fault = fault.message;
      return { ok: false, reason: 'cannot-record', message: fault.message };
    }
  }
}

/** The settings a challenge is recorded with, as the kiosk showed them. */
interface ShownSettings {
  readonly round: number | null;
  readonly challengeRule: ChallengeRule;
}

/** How many settings names the station keeps for kiosks still in a challenge. */
const SHOWN_KEPT = 8;

function sameSettings(a: ShownSettings, b: ShownSettings): boolean {
  return a.round === b.round && JSON.stringify(a.challengeRule) === JSON.stringify(b.challengeRule);
}

function offeredLexicon(lexicon: LexiconInfo): OfferedLexicon {
  return {
    name: lexicon.name,
    fingerprint: lexicon.fingerprint,
    shortFingerprint: shortFingerprint(lexicon.fingerprint),
    demo: lexicon.demo,
    alphabet: lexicon.alphabet,
  };
}
