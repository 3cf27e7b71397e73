import { designateLexicon, offeredInHall } from '../../core/hall/hub-designation.ts';
import { exportHall } from '../../core/hall/hub-export.ts';
import { hallStatus } from '../../core/hall/hub-status.ts';
import type { HubStore } from '../../core/hall/hub-store.ts';
import type { HallViewPort } from '../view/hall-view-port.ts';

/** The hall view's port onto this hub's store: the questions the view may ask, and nothing more. */
export function hubViewPort(store: HubStore): HallViewPort {
  return {
    hallName: () => store.settings.hallName(),
    station: (token) => store.stations.byToken(token),
    stations: () => store.stations.all(),
    status: (now) => hallStatus(store, now),
    designation: () => store.designations.current(),
    designations: () => store.designations.all(),
    offered: () => offeredInHall(store.stations.all()),
    designate: (lexicon, by, now) => designateLexicon(store, lexicon, by, now).designation,
    exportTo: (dir, now) => exportHall(store, dir, () => now),
  };
}
