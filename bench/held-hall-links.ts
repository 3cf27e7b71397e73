// The honest stations' links of the hall bench's flood row (hall-flood-row.ts), their hall
// processes held on the stations' core. On the hub's core, where the rest of the bench lets them
// run, they run only when the hub leaves it idle (SCHED_IDLE), so a hub busy with a flood's junk
// would hold their sending back on the bench's machine, which in a hall it cannot: each is on its
// station's machine. A hall process that ends before it is stopped is started again, as the
// station's next start would, and counted: the row says how often.
import type { Station } from '../electron/core/station/station.ts';
import { forkHallProcess } from '../electron/hall/station/hall-process-spawn.ts';
import { threadCpuLists } from '../electron/hall/station/judging-core-avoidance.ts';
import { startStationHall, type StationHallLink } from '../electron/hall/station/station-hall.ts';
import { hallProcesses } from '../test/support/hall/hall-processes.ts';
import { until } from '../test/support/until.ts';

/** The links, running. */
export interface HeldLinks {
  /** Starts again each link whose hall process ended; how it ended, one line each. */
  readonly restartEnded: () => Promise<string[]>;
  readonly stop: () => Promise<void>;
}

interface Slot {
  readonly station: Station;
  readonly dataDir: string;
  link: StationHallLink | null;
  ended: string | null;
}

/**
 * Starts a link for each of `stations`; where `core` is not null, holds their hall processes on it
 * (`pin`: every thread of each pid) once the station has placed them off it, with the hall
 * process's own watch of the judging thread off.
 */
export async function startHeldLinks(
  stations: readonly { readonly station: Station; readonly dataDir: string }[],
  core: number | null,
  pin: (pids: readonly number[], core: number) => boolean,
): Promise<HeldLinks> {
  const slots: Slot[] = stations.map(({ station, dataDir }) => ({
    station,
    dataDir,
    link: null,
    ended: null,
  }));
  const start = async (chosen: readonly Slot[]) => {
    const before = new Set(hallProcesses(process.pid));
    for (const slot of chosen) {
      // One that ended: its store closed before the link starts again.
      await slot.link?.stop();
      slot.ended = null;
      slot.link = startStationHall(
        slot.station,
        slot.dataDir,
        () => undefined,
        {},
        (entry, data) => {
          const hall = forkHallProcess(entry, { ...data, judgingPid: 0 });
          hall.onExit((failure) => (slot.ended = failure));
          return hall;
        },
      );
    }
    if (core === null) return;
    const started = () => hallProcesses(process.pid).filter((pid) => !before.has(pid));
    await until(
      () =>
        started().length === chosen.length &&
        started().every((pid) => threadCpuLists(pid).every((cores) => !cores.includes(core))),
      "the station's placement of the hall processes",
      { timeoutMs: 10_000, intervalMs: 5 },
    );
    if (!pin(started(), core)) throw new Error(`the hall processes could not be held on CPU ${core}`);
  };
  await start(slots);
  return {
    restartEnded: async () => {
      const ended = slots.filter((slot) => slot.ended !== null);
      const lines = ended.map((slot) => slot.ended ?? '');
      if (ended.length > 0) await start(ended);
      return lines;
    },
    stop: async () => {
      for (const slot of slots) await slot.link?.stop();
    },
  };
}
