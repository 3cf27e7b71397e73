// The hall's settings applied at a station (hall-settings-receiver.ts), with a real station and a
// real hall link: each applied once as the hall changes it, logged as set by the hall; a director's
// own change stands until the hall sets that setting again.
import { afterEach, describe, expect, it } from 'vitest';
import { StationLinkStore } from '../../../electron/core/hall/station/station-link-store.ts';
import { rowToEntry } from '../../../electron/core/log/log-row.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { HallSettingsReceiver } from '../../../electron/hall/station/hall-settings-receiver.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const open: { close: () => void }[] = [];
afterEach(() => {
  for (const each of open.splice(0).reverse()) each.close();
});

function stationWithLink() {
  const dataDir = tempDir();
  const made = new Station({ dataDir });
  const link = new StationLinkStore(dataDir);
  open.push(made, link);
  const lines: string[] = [];
  return {
    station: made,
    link,
    lines,
    receiver: new HallSettingsReceiver(made, link, (line) => lines.push(line)),
  };
}

const value = (settings: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(settings));
const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the hall’s settings at a station', () => {
  it('applies each once, as the hall sets it, logged as set by the hall', () => {
    const { station, receiver } = stationWithLink();
    const settings = {
      round: { value: 3, by: 'JB', at: at(1) },
      rule: { value: { kind: 'points', points: 10 }, by: 'JB', at: at(1) },
      tableEntry: { value: true, by: 'AB', at: at(2) },
    };
    expect(receiver.receive(value(settings))).toEqual(['round', 'rule', 'tableEntry']);
    expect(receiver.receive(value(settings))).toEqual([]);
    expect(station.profile.config()).toMatchObject({
      round: 3,
      challengeRule: { kind: 'points', points: 10 },
      tableEntry: true,
    });
    const events = [...station.log.rows()]
      .flatMap((row) => rowToEntry(row) ?? [])
      .filter((entry) => entry.action === 'settings-changed');
    expect(events.map((entry) => entry.judge)).toEqual(['hall: JB', 'hall: JB', 'hall: AB']);
  });

  it('lets a director’s own change stand until the hall sets that setting again', () => {
    const { station, receiver } = stationWithLink();
    receiver.receive(value({ round: { value: 3, by: 'JB', at: at(1) } }));
    station.profile.updateConfig({ round: 4 }, 'local director');
    receiver.receive(value({ round: { value: 3, by: 'JB', at: at(1) } }));
    expect(station.profile.config().round).toBe(4);
    receiver.receive(value({ round: { value: 5, by: 'JB', at: at(9) } }));
    expect(station.profile.config().round).toBe(5);
  });

  it('remembers what it applied across a restart of the station', () => {
    const first = stationWithLink();
    first.receiver.receive(value({ language: { value: 'pl', by: 'JB', at: at(1) } }));
    first.station.profile.updateConfig({ language: 'en' }, 'local director');
    const reopened = new StationLinkStore(first.station.dataDir);
    open.push(reopened);
    const again = new HallSettingsReceiver(first.station, reopened);
    expect(again.receive(value({ language: { value: 'pl', by: 'JB', at: at(1) } }))).toEqual([]);
    expect(first.station.profile.config().language).toBe('en');
  });

  it('changes nothing for a value the hub cannot have written', () => {
    const { station, receiver, lines } = stationWithLink();
    const before = station.profile.config();
    expect(receiver.receive(value({ round: { value: 5000, by: 'JB', at: at(1) } }))).toEqual([]);
    expect(receiver.receive(value({ colour: { value: 'red', by: 'JB', at: at(1) } }))).toEqual([]);
    expect(station.profile.config()).toEqual(before);
    expect(lines).toEqual([
      expect.stringContaining('cannot be read'),
      expect.stringContaining('cannot be read'),
    ]);
  });
});
