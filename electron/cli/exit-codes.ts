/** Exit codes of the `challenge-station` CLI: a contract scripts rely on. */
export const EXIT = {
  acceptable: 0,
  ok: 0,
  unacceptable: 1,
  verifyFailed: 1,
  badInput: 2,
  cannotJudge: 3,
} as const;
