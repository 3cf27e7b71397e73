import { designatableInHall, designateLexicon } from '../../core/hall/hub/hub-designation.ts';
import { HubPairingsStore } from '../../core/hall/hub/hub-pairings-store.ts';
import { PAIRINGS_FAULT } from '../../core/hall/wire/hall-fault-kinds.ts';
import { exportHall } from '../../core/hall/hub/hub-export.ts';
import { hallStatus } from '../../core/hall/hub/hub-status.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import type { HallViewPort } from '../view/hall-view-port.ts';
import { hubLists } from './station-lexicon-shelf.ts';

/**
 * TSH's file unreadable, as one of the hall's own alerts while it lasts: raised once (the follower
 * keeps the problem's first words and time), and cleared by the good read that removes it.
 */
function pairingsProblem(store: HubStore): { kind: string; message: string; raisedAt: string }[] {
  const problem = new HubPairingsStore(store.settings).problem();
  if (problem === null) return [];
  return [
    {
      kind: PAIRINGS_FAULT,
      message: `The pairings cannot be read (${problem.text}); every station keeps the last good pairings, and the hub reads the file again`,
      raisedAt: problem.since,
    },
  ];
}

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
    hallFaults: () => [
      ...store.faults.all().filter((fault) => fault.token === null),
      ...pairingsProblem(store),
    ],
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
