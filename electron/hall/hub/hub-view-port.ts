import { designatableInHall, designateLexicon } from '../../core/hall/hub/hub-designation.ts';
import { exportHall } from '../../core/hall/hub/hub-export.ts';
import { hallStatus } from '../../core/hall/hub/hub-status.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import type { HallViewPort } from '../view/hall-view-port.ts';
import { hubLists } from './station-lexicon-shelf.ts';

/**
 * The hall view's port onto this hub's store: the questions the view may ask, and nothing more.
 * With the hub's folder, the lists the director may designate include the hub's own.
 */
export function hubViewPort(store: HubStore, hubDir?: string): HallViewPort {
  return {
    hallName: () => store.settings.hallName(),
    station: (token) => store.stations.byToken(token),
    stations: () => store.stations.all(),
    status: (now) => hallStatus(store, now),
    hallFaults: () => store.faults.all().filter((fault) => fault.token === null),
    designation: () => store.designations.current(),
    designations: () => store.designations.all(),
    offered: () => designatableInHall(store.stations.all(), hubDir === undefined ? [] : hubLists(hubDir)),
    designate: (lexicon, by, now) => designateLexicon(store, lexicon, by, now).designation,
    hallSettings: () => store.settings.hallSettings(),
    setHallSettings: (change) => store.settings.setHallSetting(change),
    hubResults: (token, seq) => store.judgedAgain.hubResults(token, seq),
    exportTo: (dir, now) => exportHall(store, dir, () => now),
  };
}
