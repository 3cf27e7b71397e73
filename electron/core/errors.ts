/** The station cannot judge at all: no usable lexicon. No verdict may be given. */
export class StationCannotJudgeError extends Error {
  override readonly name = 'StationCannotJudgeError';
}

/** The log cannot be written (disk full, read-only, corrupt). No verdict may be given. */
export class StationCannotRecordError extends Error {
  override readonly name = 'StationCannotRecordError';
  constructor(cause: unknown) {
    super('This station cannot record challenges — please call the director.', { cause });
  }
}

/** A director's request that cannot be done as asked (unknown lexicon, duplicate name…). */
export class StationRequestError extends Error {
  override readonly name = 'StationRequestError';
}

/** A request this station cannot serve where it runs (e.g. quitting the web station's process). */
export class UnsupportedError extends Error {
  override readonly name = 'UnsupportedError';
}
