// The station's link assembled from its data folder (station-link-assembly.ts, over
// joined-station-link.ts): none for a station that never joined, and no link file made for it; the
// parts built over the joined link share its event line, clock and pacing, and its settings
// receiver tells who asks each setting it applied. No hub: nothing here connects.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTINGS_KEY } from '../../../electron/core/hall/wire/hall-buckets.ts';
import { TEST_JOIN } from './test-join-file.ts';
import {
  STATION_LINK_FILE,
  StationLinkStore,
} from '../../../electron/core/hall/station/station-link-store.ts';
import { Station } from '../../../electron/core/station/station.ts';
import type { SettingApplied } from '../../../electron/hall/station/hall-settings-receiver.ts';
import type { HallListPort } from '../../../electron/hall/station/list-port.ts';
import { assembleStationLink } from '../../../electron/hall/station/station-link-assembly.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const open: { close: () => void }[] = [];
afterEach(() => {
  for (const each of open.splice(0).reverse()) each.close();
});

const JOIN = TEST_JOIN;

/** A port whose settings bucket holds `settings`, and no designated list. */
function settingsPort(settings: unknown): HallListPort {
  return {
    watch: (key, onValue) => {
      onValue(key === SETTINGS_KEY ? new TextEncoder().encode(JSON.stringify(settings)) : null);
      return Promise.resolve(() => undefined);
    },
    fetchList: () => Promise.reject(new Error('no list here')),
  };
}

describe('the station’s link, assembled', () => {
  it('is none for a station that never joined, and makes no link file for it', () => {
    const dataDir = tempDir();
    expect(assembleStationLink({ dataDir, onEvent: () => undefined })).toBeNull();
    expect(existsSync(join(dataDir, STATION_LINK_FILE))).toBe(false);
  });

  it('is none for a station that left its hall', () => {
    const dataDir = tempDir();
    const store = new StationLinkStore(dataDir);
    store.join(JOIN, new Date());
    store.leave();
    store.close();
    expect(assembleStationLink({ dataDir, onEvent: () => undefined })).toBeNull();
  });

  it('gives every publisher the event line, clock and pacing it was assembled with, its own options last', () => {
    const dataDir = tempDir();
    const store = new StationLinkStore(dataDir);
    store.join(JOIN, new Date());
    store.close();
    const onEvent = (): void => undefined;
    const clock = () => new Date(0);
    const link = assembleStationLink({ dataDir, onEvent, clock, options: { slice: 256, pollMs: 5 } });
    if (link === null) throw new Error('not joined');
    open.push(link);
    expect(link.joinFile).toEqual(JOIN);
    expect(link.publisherOptions({ pollMs: 50, resendAfterMs: 3_000 })).toEqual({
      onEvent,
      clock,
      slice: 256,
      pollMs: 50,
      resendAfterMs: 3_000,
    });
  });

  it('applies the hall’s settings through its receiver, telling who asks each one applied', async () => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    open.push(station);
    const store = new StationLinkStore(dataDir);
    store.join(JOIN, new Date());
    store.close();
    const lines: string[] = [];
    const link = assembleStationLink({ dataDir, onEvent: (line) => lines.push(line) });
    if (link === null) throw new Error('not joined');
    open.push(link);
    const applied: SettingApplied[] = [];
    const receiver = link.receiver(
      station,
      settingsPort({ round: { value: 3, by: 'JB', at: '2027-03-01T10:00:00.000Z' } }),
      { onApplied: (setting) => applied.push(setting) },
    );
    expect(await receiver.startOnce()).toBe(true);
    receiver.stop();
    expect(applied).toEqual([{ name: 'round', value: 3, by: 'JB' }]);
    expect(station.profile.config().round).toBe(3);
    expect(lines).toContain("hall: applied the hall's round");
    expect(link.store.appliedSettings().map((setting) => setting.name)).toEqual(['round']);
  });
});
