// The station's limits and defaults as plain numbers, in one place for the zod schemas (contract and
// station settings) and the renderer's forms, which say what is wrong before the schema refuses it.
// No imports and no zod, so the core, the IPC contract and the renderer can all use it.

/** An inclusive range. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** The kiosk's display times, in milliseconds, within limits players can live with. */
export const TIMING_LIMITS = {
  verdictMinMs: { min: 1_000, max: 5_000 },
  verdictClearMs: { min: 3_000, max: 60_000 },
  idleClearMs: { min: 10_000, max: 300_000 },
} as const satisfies Record<string, Range>;

/** Zyzzyva's Word Judge clears its verdict after about 10 s; players need at least 1 s to read it. */
export const DEFAULT_TIMINGS = { verdictMinMs: 1_000, verdictClearMs: 10_000, idleClearMs: 30_000 } as const;

/** The round a director may set. */
export const ROUND_LIMITS = { min: 1, max: 999 } as const satisfies Range;

/** Points per word under a points challenge rule. */
export const POINTS_LIMITS = { min: 1, max: 50 } as const satisfies Range;

/** The highest table number a player may type. */
export const MAX_TABLE = 9_999;

/** A standard 15×15 board: a play forms 1–8 words of 2–15 letters. */
export const STANDARD_PLAY_LIMITS = { minLetters: 2, maxLetters: 15, maxWords: 8 } as const;

/** At most this many words in one typed request (the kiosk's play, a judge's check). */
export const MAX_TYPED_WORDS = 8;

/** At most this many characters in a typed word, or in a lexicon or word searched for. */
export const MAX_TYPED_LENGTH = 64;

/**
 * The most characters each typed text may hold: the IPC contract refuses a longer one, and the
 * console's field stops there. The core's own rules may be stricter (a PIN is 4–12 digits).
 */
export const TEXT_LIMITS = {
  pin: 32,
  /** The kiosk shows it on every screen, so the core's rule and the form share this one number. */
  stationName: 40,
  lexiconName: 40,
  recoveryCode: 40,
  judgeName: 60,
  /** A judge's note on a ruling. */
  note: 500,
  /** A file or folder path (Linux's PATH_MAX). */
  path: 4096,
} as const;

/** An open console session ends this long after its last request. */
export const SESSION_IDLE_MS = 2 * 60_000;
