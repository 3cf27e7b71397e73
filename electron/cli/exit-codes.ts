/** Exit codes of the `challenge-station` CLI: a contract scripts rely on. */
export const EXIT = {
  acceptable: 0,
  ok: 0,
  unacceptable: 1,
  verifyFailed: 1,
  badInput: 2,
  cannotJudge: 3,
  /** A command that only reads found no station in the data folder (and created none). */
  noStation: 4,
} as const;
