import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../../clock.ts';
import { StationRequestError } from '../../errors.ts';
import type { EventRecorder } from '../../log/log-recorder.ts';
import type { ChallengeLog } from '../../log/challenge-log.ts';
import { stationNameProblem } from '../../station/station-name.ts';
import type { RunInTransaction } from '../../store/transaction.ts';
import { HallError } from '../wire/hall-errors.ts';
import { readJoinFile, type JoinFile } from '../wire/join-file.ts';
import { STATION_LINK_FILE, StationLinkStore } from './station-link-store.ts';

/** What joining and leaving change: the station's data folder (its link file) and its log. */
export interface HallMembershipParts {
  readonly dataDir: string;
  readonly recorder: Pick<EventRecorder, 'recordEvent'>;
  readonly transaction: RunInTransaction;
  readonly now: Clock;
}

/** How a join treats a station that has joined a hall already. */
export interface JoinOptions {
  /**
   * Replace the link the station has (`hall join --replace`). Without it a station already joined
   * is refused ({@link AlreadyJoinedError}) and nothing changes: a director who gives the wrong
   * file, or the right one twice, never silently moves the station to another hall or invitation.
   */
  readonly replace?: boolean;
}

/** A join refused because the station has joined a hall already and replacing it was not asked for. */
export class AlreadyJoinedError extends StationRequestError {
  /** The hall the station has joined. */
  readonly joined: JoinFile;

  constructor(joined: JoinFile, how: string) {
    super(
      `This station has already joined the hall "${joined.hallName}" as "${joined.stationName}" (hub: ${joined.servers.join(', ')}); nothing was changed. ${how}`,
    );
    this.joined = joined;
  }
}

/**
 * Joins the hall of a join file. A station that has joined a hall already is refused with
 * {@link AlreadyJoinedError} unless `replace` asks to replace its link (`how` says, in the refusal,
 * how to do that where the join was asked). The event is written in the same transaction as the
 * link, before it: a log that refuses writes leaves the link as it was. The CLI and the console
 * both join here, so both are in the hash chain alike.
 */
export function joinHall(
  parts: HallMembershipParts,
  file: JoinFile,
  options: JoinOptions & { readonly how?: string } = {},
): void {
  const joined = joinedHall(parts.dataDir);
  if (joined !== null && options.replace !== true)
    throw new AlreadyJoinedError(joined, options.how ?? 'Leave the hall first to join another.');
  parts.transaction(() => {
    parts.recorder.recordEvent(
      'hall-joined',
      `"${file.hallName}" as "${file.stationName}" (hub: ${file.servers.join(', ')})${joined === null ? '' : `, replacing "${joined.hallName}" as "${joined.stationName}"`}`,
    );
    withLink(parts.dataDir, (link) => {
      link.join(file, parts.now());
    });
  });
}

/** Leaves the hall the station joined, logged as joining is; false when it had joined none. */
export function leaveHall(parts: HallMembershipParts): boolean {
  const joined = joinedHall(parts.dataDir);
  if (joined === null) return false;
  parts.transaction(() => {
    parts.recorder.recordEvent('hall-left', `"${joined.hallName}"`);
    withLink(parts.dataDir, (link) => link.leave());
  });
  return true;
}

/** The join file of the hall a station joined, or null; a station that never joined gets no link file. */
export function joinedHall(dataDir: string): JoinFile | null {
  if (!existsSync(join(dataDir, STATION_LINK_FILE))) return null;
  return withLink(dataDir, (link) => link.link());
}

/** Runs `use` on the station's link store, closed after. */
export function withLink<T>(dataDir: string, use: (link: StationLinkStore) => T): T {
  const link = new StationLinkStore(dataDir);
  try {
    return use(link);
  } finally {
    link.close();
  }
}

/**
 * Whether a station has been given a name: at set-up, or renamed since (its log says so). A station
 * that never was is called by the default name, and takes the invitation's when it joins as new.
 */
export function stationHasName(station: {
  readonly log: Pick<ChallengeLog, 'newestEventDetails'>;
  readonly stationId: string;
}): boolean {
  return (
    station.log.newestEventDetails(station.stationId, ['station-set-up', 'station-renamed'], '') !== null
  );
}

/**
 * Why the name the hub invited this station by cannot name the station (the hub takes any name that
 * is not blank; a station's name is shown on the kiosk and held to its rules), or null when it can.
 */
export function invitationNameProblem(file: JoinFile): string | null {
  const problem = stationNameProblem(file.stationName);
  return problem === null ? null : `The invitation names this station "${file.stationName}": ${problem}`;
}

/** A join file is a few kilobytes; anything much larger is not one. */
const JOIN_FILE_MAX_BYTES = 1024 * 1024;

/**
 * Reads a join file whose path came from the console's screen: only a regular file of a join file's
 * size is read, so a path to a device or a pipe (/dev/zero, a FIFO) cannot stall or exhaust the
 * station that serves the screen. Otherwise as {@link readJoinFile}.
 */
export function readJoinFileFromScreen(path: string): JoinFile {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (stats !== undefined && !stats.isDirectory()) {
    if (!stats.isFile()) throw new HallError('bad-join-file', `The join file ${path} is not a file.`);
    if (stats.size > JOIN_FILE_MAX_BYTES)
      throw new HallError(
        'bad-join-file',
        `The join file ${path} is not a Challenge Station join file (too large).`,
      );
  }
  return readJoinFile(path);
}
