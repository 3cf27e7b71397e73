// The "other lexicon" alert of a station that joins: it offers its own list for the few seconds it
// takes to receive the hall's, and then the hall's. The alert closes by itself once the station
// reports the hall's list, with nothing left for a director to acknowledge; a station that goes on
// offering another list keeps its alert open until acknowledged. A real hub store, the hall view's
// own tables beside it, the hub's clock moved by hand.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportedLexicon } from '../../electron/core/hall/wire/hall-messages.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { reportState } from '../support/hall/hub-feeding.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const T0 = Date.parse('2027-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const DISC: ReportedLexicon = {
  name: 'DISC-CA',
  alphabet: 'catalan',
  fingerprint: 'd'.repeat(64),
  wordCount: 9,
};
const DEMO: ReportedLexicon = {
  name: 'DEMO',
  alphabet: 'english',
  fingerprint: 'e'.repeat(64),
  wordCount: 5,
};
let store: HubStore;
let station: Station;
let clock: Date;
let handlers: HallViewHandlers;

/**
 * The station `token` tells the hub, at `seconds`, the lists it offers; the hall view looks. Used
 * from the command line, as at the event: its silence between syncs raises nothing.
 */
function offers(token: string, seconds: number, lexicons: ReportedLexicon[]): void {
  reportState(store, token, station, {
    when: at(seconds),
    change: { lexicons, presence: 'on-demand' },
    machine: token,
  });
  clock = at(seconds);
  handlers.watch();
}

/** The alerts the hall view shows a director: open, or not yet acknowledged. */
function shown(): { kind: string; station: string; text: string }[] {
  return handlers
    .snapshot({ feed: '', since: 0 })
    .alerts.map(({ kind, station: name, text }) => ({ kind, station: name, text }));
}

beforeEach(() => {
  const hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', 'tok1', null, at(0));
  store.stations.invite('Station 2', 'tok2', null, at(0));
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  clock = at(0);
  handlers = new HallViewHandlers(hubDir, hubViewPort(store), { now: () => clock });
  hubViewPort(store).designate(DISC, 'JB', at(0));
});

afterEach(() => {
  handlers.close();
  store.close();
  station.close();
});

describe('the "other lexicon" alert of a station that joins', () => {
  it('closes by itself once the station reports the hall’s list, with nothing to acknowledge', () => {
    // Its hello: the list it came with, while the hall's is on its way.
    offers('tok1', 1, [DEMO]);
    expect(shown()).toEqual([
      {
        kind: 'lexicon-drift',
        station: 'Station 1',
        text: "Station 1 offers DEMO (eeeeeeee), not the hall's DISC-CA (dddddddd).",
      },
    ]);
    // Three seconds later the hall's list is installed and offered first.
    offers('tok1', 4, [DISC, DEMO]);
    expect(shown()).toEqual([]);
    expect(handlers.exportLog().openAlerts).toBe(0);
  });

  it('stays open, to be acknowledged, for a station that goes on offering another list', () => {
    offers('tok1', 1, [DEMO]);
    offers('tok2', 1, [DEMO]);
    offers('tok2', 4, [DISC]);
    for (let second = 5; second <= 120; second += 1) {
      clock = at(second);
      handlers.watch();
    }
    expect(shown().map((alert) => [alert.kind, alert.station])).toEqual([['lexicon-drift', 'Station 1']]);
    expect(handlers.exportLog().openAlerts).toBe(1);
  });
});
