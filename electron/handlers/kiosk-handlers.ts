import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import type { LexiconInfo } from '../core/lexicon/lexicon-registry.ts';
import { StationCannotJudgeError, StationCannotRecordError } from '../core/station/errors.ts';
import type { Station } from '../core/station/station.ts';
import { InputError } from '../core/words/play-input.ts';
import type { JudgeRequest, JudgeResponse, KioskState, OfferedLexicon } from '../ipc/contract.ts';

/** How long the kiosk's screens stay, in milliseconds. */
export interface KioskTimings {
  readonly verdictMinMs: number;
  readonly verdictClearMs: number;
  readonly idleClearMs: number;
}

/** Zyzzyva's Word Judge clears its verdict after about 10 s; players need at least 1 s to read it. */
export const DEFAULT_TIMINGS: KioskTimings = {
  verdictMinMs: 1_000,
  verdictClearMs: 10_000,
  idleClearMs: 30_000,
};

/** The kiosk's side of the station, shared by the Electron IPC handlers and the web station. */
export class KioskHandlers {
  readonly #station: Station;
  readonly #timings: KioskTimings;
  #fault: string | null = null;

  constructor(station: Station, timings: KioskTimings = DEFAULT_TIMINGS) {
    this.#station = station;
    this.#timings = timings;
  }

  /** The kiosk's state; while faulted, first checks whether the log accepts writes again. */
  kioskState(): KioskState {
    if (this.#fault !== null) {
      try {
        this.#station.checkCanRecord();
        this.#fault = null;
      } catch {
        // still faulted: the kiosk keeps telling players to call the director
      }
    }
    const rules = this.#station.rules;
    return {
      stationName: this.#station.stationName,
      offered: this.#station.offeredLexicons().map(offeredLexicon),
      rules: { minLetters: rules.minLetters, maxLetters: rules.maxLetters, maxWords: rules.maxWords },
      fault: this.#fault,
      timings: this.#timings,
    };
  }

  /** Judges a play for the kiosk; the answer never says which word failed. */
  judge(request: JudgeRequest): JudgeResponse {
    if (this.#fault !== null) return { ok: false, reason: 'cannot-record', message: this.#fault };
    try {
      const result = this.#station.judge({ words: request.words, lexicon: request.lexicon, source: 'kiosk' });
      return {
        ok: true,
        verdict: result.verdict,
        words: result.words,
        lexicon: offeredLexicon(result.lexicon),
      };
    } catch (error) {
      if (error instanceof InputError) return { ok: false, reason: 'input', message: error.message };
      if (error instanceof StationCannotJudgeError)
        return { ok: false, reason: 'cannot-judge', message: error.message };
      const fault = error instanceof StationCannotRecordError ? error : new StationCannotRecordError(error);
      this.#fault = fault.message;
      return { ok: false, reason: 'cannot-record', message: fault.message };
    }
  }
}

function offeredLexicon(lexicon: LexiconInfo): OfferedLexicon {
  return {
    name: lexicon.name,
    fingerprint: lexicon.fingerprint,
    shortFingerprint: shortFingerprint(lexicon.fingerprint),
    demo: lexicon.demo,
  };
}
