// The soak's rules for the hub's alerts of reach (test/support/netns/soak-alerts.ts), on faults and
// alerts written out by hand: a rule that could not fail would let the soak pass a hub that names
// nothing, or names everything.
import { describe, expect, it } from 'vitest';
import type { FaultRecord } from '../../support/netns/hall-soak.ts';
import type { HubAlert } from '../../support/netns/hub-readings.ts';
import { checkSoakAlerts } from '../../support/netns/soak-alerts.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 7, 14, 0, seconds));
const fault = (fault: FaultRecord['fault'], machine: string, from: number, to: number): FaultRecord => ({
  fault,
  machine,
  from: at(from),
  healed: at(to),
  alerts: [],
});
const alert = (kind: string, station: string, raised: number, cleared: number | null): HubAlert => ({
  kind,
  station,
  text: '',
  raisedAt: at(raised).toISOString(),
  clearedAt: cleared === null ? null : at(cleared).toISOString(),
});
const timing = { thresholdSeconds: 10, stateEverySeconds: 5 };

describe('the soak’s alert rules', () => {
  it('passes a long cut named once and cleared, and short faults named not at all', () => {
    const records = [fault('link-down', 's1', 0, 25), fault('loss-30', 's2', 30, 35)];
    const check = checkSoakAlerts(records, [alert('unreachable', 's1', 12, 27)], timing);
    expect(check).toEqual({ raised: 1, longCuts: 1, longCutsNamed: 1, problems: [] });
  });

  it('fails a long cut never named, or named twice', () => {
    const records = [fault('drop-out', 's1', 0, 25)];
    expect(checkSoakAlerts(records, [], timing).problems).toEqual([
      `drop-out on s1 at ${at(0).toISOString()} not named`,
    ]);
    const twice = [alert('unreachable', 's1', 11, 14), alert('unreachable', 's1', 18, 27)];
    expect(checkSoakAlerts(records, twice, timing).problems).toEqual([`drop-out on s1 named 2 times`]);
  });

  it('fails an alert with no fault on its station or the hub, and one never cleared', () => {
    const records = [fault('link-down', 's2', 0, 8), fault('thin', 'hub', 40, 45)];
    const alerts = [
      alert('unreachable', 's1', 5, 9),
      alert('quiet', 's3', 50, null),
      alert('unreachable', 's1', 44, 46),
    ];
    expect(checkSoakAlerts(records, alerts, timing).problems).toEqual([
      `unreachable alert for s1 at ${at(5).toISOString()} with no fault`,
      'quiet alert for s3 never cleared',
    ]);
  });

  it('asks no name of a cut shorter than the threshold, a state apart and 2 s', () => {
    // 16 s < 10 + 5 + 2: the hub may have heard the station 5 s into it.
    expect(checkSoakAlerts([fault('drop-both', 's1', 0, 16)], [], timing).longCuts).toBe(0);
  });
});
