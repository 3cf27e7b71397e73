// The honest stations' links of the hall bench's flood row (hall-flood-row.ts). Their hall
// processes run where the stations' process runs (the bench pins it to the stations' core), as
// each would on its station's machine. A hall process that ends before it is stopped is started
// again, as the station's next start would, and counted: the row says how often.
import type { Station } from '../electron/core/station/station.ts';
import { forkHallProcess } from '../electron/hall/station/hall-process-spawn.ts';
import { startStationHall, type StationHallLink } from '../electron/hall/station/station-hall.ts';

/** The links, running. */
export interface HonestLinks {
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

/** Starts a link for each of `stations`. */
export async function startHonestLinks(
  stations: readonly { readonly station: Station; readonly dataDir: string }[],
): Promise<HonestLinks> {
  const slots: Slot[] = stations.map(({ station, dataDir }) => ({
    station,
    dataDir,
    link: null,
    ended: null,
  }));
  const start = async (chosen: readonly Slot[]) => {
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
          const hall = forkHallProcess(entry, data);
          hall.onExit((failure) => (slot.ended = failure));
          return hall;
        },
      );
    }
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
