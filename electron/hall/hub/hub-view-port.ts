import { hallName } from '../../core/hall/hall-name.ts';
import { designateLexicon, offeredInHall } from '../../core/hall/hub-designation.ts';
import { exportHall } from '../../core/hall/hub-export.ts';
import { hallStatus } from '../../core/hall/hub-status.ts';
import type { HubStore } from '../../core/hall/hub-store.ts';
import type { HallViewPort } from '../view/hall-view-port.ts';

/** The hall view's port onto this hub's store: the questions the view may ask, and nothing more. */
export function hubViewPort(store: HubStore): HallViewPort {
  return {
    hallName: () => hallName(store),
    station: (token) => store.station(token),
    stations: () => store.stations(),
    status: (now) => hallStatus(store, now),
    designation: () => store.designation(),
    designations: () => store.designations(),
    offered: () => offeredInHall(store.stations()),
    designate: (lexicon, by, now) => designateLexicon(store, lexicon, by, now).designation,
    exportTo: (dir, now) => exportHall(store, dir, () => now),
  };
}
