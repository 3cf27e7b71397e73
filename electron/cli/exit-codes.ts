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
  /** `hall start`: nats-server is not installed (and no --nats deployment was named). */
  hallNoNatsServer: 20,
  /** A join file that is damaged, foreign, or from a newer app (or an unreadable creds file). */
  hallBadJoinFile: 21,
  /** The hub (or the NATS deployment) cannot be reached. */
  hallUnreachable: 22,
  /** The hub's certificate does not chain to the hall's authority in the join file. */
  hallCertificate: 23,
  /** The hub refused the station's credentials: revoked, or never invited by this hub. */
  hallRefused: 24,
  /** `hall sync`: the hub did not acknowledge every pending entry before the timeout. */
  hallNotAcknowledged: 25,
  /** The station has not joined a hall. */
  hallNotJoined: 26,
  /** The hub's data folder cannot be read or written, or holds no hub; `hall start`: another hub runs on it. */
  hallHubStore: 27,
  /** `hall sync`: the hall's designated list did not reach the station before the timeout, or was refused. */
  hallListNotReceived: 28,
  /** A pairings file (a TSH `tourney.js` or `config.tsh`) that is missing, a folder, or cannot be opened. */
  pairingsFileMissing: 30,
  /** A pairings file that is neither a TSH `tourney.js` nor a `config.tsh`. */
  pairingsUnknownForm: 31,
  /** A pairings file that does not parse: a line named with its file, or a file cut off mid-write. */
  pairingsUnreadable: 32,
  /** A pairings file larger than any TSH writes for an event (refused before it is parsed). */
  pairingsTooLarge: 33,
  /** A pairings file that parses but makes no event: a division file missing, a pairing that contradicts itself. */
  pairingsBadData: 34,
  /** `hall pairings`: the hub holds no pairings. */
  hallNoPairings: 35,
  /** `hall pairings FILE`: a division's round went back; the pairings are carried anyway (TSH is the truth). */
  pairingsRoundBack: 36,
  /** `kiosk check`: a kiosk policy, the kiosk-only session or X's lockdown is missing. */
  kioskNotLocked: 40,
} as const;

/** The exit code of commander's own ending: 0 for help and the version, 2 for a usage error. */
export function usageExitCode(error: { readonly exitCode: number }): number {
  return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
}
