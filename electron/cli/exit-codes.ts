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
  // A TSH pairings file read by `station pairings FILE`, `hall pairings FILE` or `hall start --pairings`,
  // the same code for the same fault whichever reads it.
  /** The file is neither a TSH tourney.js nor a config.tsh. */
  pairingsUnknownForm: 30,
  /** A line does not parse (the message names the file and the line). */
  pairingsSyntax: 31,
  /** The file is missing, a folder, or cannot be read. */
  pairingsNoFile: 32,
  /** A division file the config.tsh names is missing or cannot be read. */
  pairingsNoDivisionFile: 33,
  /** A file larger than any TSH event's. */
  pairingsTooLarge: 34,
  /** The file is cut off, caught while TSH rewrote it: read it again. */
  pairingsCutOff: 35,
  /** Pairings that contradict themselves, or text in no encoding TSH writes. */
  pairingsBadData: 36,
  /** `station pairings`: the station joined a hall, whose hub carries its pairings. */
  pairingsFromHall: 37,
  /** `hall pairings`: the hub holds no pairings. */
  hallNoPairings: 38,
  /** `hall pairings FILE`: a division's round went back; the pairings are carried anyway (TSH is the truth). */
  pairingsRoundBack: 39,
  /** `kiosk check`: a kiosk policy, the kiosk-only session or X's lockdown is missing. */
  kioskNotLocked: 40,
} as const;

/** The exit code of commander's own ending: 0 for help and the version, 2 for a usage error. */
export function usageExitCode(error: { readonly exitCode: number }): number {
  return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
}
