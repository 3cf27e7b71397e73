import type { Station } from '../../core/station/station.ts';
import type { HallProcessOptions } from './hall-process-messages.ts';
import { forkHallProcess, type SpawnHallProcess } from './hall-process-spawn.ts';
import { DRAIN_MS, startStationHall, type StationHallLink } from './station-hall.ts';

/** The running station's hall link, restartable when the console joins or leaves a hall. */
export interface StationHallControl {
  /** Stops the running link, if any, and starts one for the hall the station has joined now. */
  readonly restart: () => Promise<void>;
  /** Whether the running link is connected to its hub now. */
  readonly connected: () => boolean;
  /** Since when (ISO) the running link's hub has been out of reach; null while connected or unlinked. */
  readonly unreachableSince: () => string | null;
  /** Whether a link runs (the station has joined a hall): closing then has entries to send first. */
  readonly linked: () => boolean;
  /**
   * Stops the link for good, the station closing (quit from the console, SIGTERM, the window closed
   * by the system): what is pending is published first, for `drainMs` at most (5 s by default), then
   * one last state; a line says if something is left unsent.
   */
  readonly stop: (drainMs?: number) => Promise<void>;
}

/**
 * Starts the station's hall link (see {@link startStationHall}) and keeps it in one place, so the
 * shell that serves the console can hand the console a way to restart it instead of a global.
 * Restarts run one after another: a join quickly followed by a leave ends with no link.
 */
export function startStationHallControl(
  station: Station,
  dataDir: string,
  onEvent: (line: string) => void,
  options: HallProcessOptions = {},
  spawn: SpawnHallProcess = forkHallProcess,
): StationHallControl {
  let link: StationHallLink | null = startStationHall(station, dataDir, onEvent, options, spawn);
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  const next = (work: () => Promise<void>): Promise<void> => (queue = queue.then(work, work));
  return {
    restart: () =>
      next(async () => {
        await link?.stop();
        link = stopped ? null : startStationHall(station, dataDir, onEvent, options, spawn);
      }),
    connected: () => link?.connected() ?? false,
    unreachableSince: () => link?.unreachableSince() ?? null,
    linked: () => link !== null,
    stop: (drainMs = DRAIN_MS) => {
      stopped = true;
      return next(async () => {
        await link?.drain(drainMs);
        link = null;
      });
    },
  };
}
