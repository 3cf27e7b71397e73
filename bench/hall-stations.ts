// The stations both hall benches run: each invited by the hub, joined as a director joins one, and
// publishing from this process as a kiosk's main process does.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../electron/core/clock.ts';
import { joinHall } from '../electron/core/hall/station/station-hall-membership.ts';
import { Station } from '../electron/core/station/station.ts';
import type { JoinFile } from '../electron/core/hall/wire/join-file.ts';
import { startStationHall, type StationHallLink } from '../electron/hall/station/station-hall.ts';

export interface BenchStation {
  readonly dataDir: string;
  readonly station: Station;
  readonly link: StationHallLink;
}

/** Makes the join file of one station, written to `out`, as `hall invite NAME --out FILE` does. */
export type Invite = (name: string, out: string) => Promise<JoinFile>;

/** `count` stations in `work`, invited, joined and connected (the hub reloads its users within a second). */
export async function joinedStations(invite: Invite, work: string, count: number): Promise<BenchStation[]> {
  const stations: BenchStation[] = [];
  for (let index = 0; index < count; index += 1) {
    const dataDir = join(work, `station-${index}`);
    const out = join(work, `station-${index}.join`);
    const joinFile = await invite(`Station ${index + 1}`, out);
    const station = new Station({ dataDir });
    station.prepare();
    const { recorder, transaction } = station;
    joinHall({ dataDir, recorder, transaction, now: systemClock }, joinFile);
    const link = startStationHall(station, dataDir, () => undefined);
    if (link === null) throw new Error(`${dataDir} did not join its hall`);
    stations.push({ dataDir, station, link });
  }
  await sleep(2_500);
  return stations;
}
