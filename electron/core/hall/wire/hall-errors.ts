/**
 * What went wrong with a hall command, so the CLI can give each its own documented exit code:
 * - no-nats-server: the hub needs `nats-server` and it is not installed.
 * - bad-join-file: a join file that is damaged, foreign or from a newer app.
 * - unreachable: the hub (or its NATS server) cannot be reached.
 * - certificate: the hub's TLS certificate does not match the join file's authority.
 * - refused: the hub refused this station's credentials (revoked, or never invited).
 * - not-acknowledged: the hub did not acknowledge every pending entry in time.
 * - not-joined: the station has not joined a hall.
 * - hub-store: the hub's data folder cannot be written or read.
 */
export type HallProblem =
  | 'no-nats-server'
  | 'bad-join-file'
  | 'unreachable'
  | 'certificate'
  | 'refused'
  | 'not-acknowledged'
  | 'not-joined'
  | 'hub-store';

/** A hall command that cannot be done, with the kind of problem (see {@link HallProblem}). */
export class HallError extends Error {
  override readonly name = 'HallError';
  readonly problem: HallProblem;

  constructor(problem: HallProblem, message: string, options?: ErrorOptions) {
    super(message, options);
    this.problem = problem;
  }
}
