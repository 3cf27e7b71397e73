// A station's events in the hall's name checked against what the hub carried: a setting applied
// from the hall (`settings-changed` by "hall: JB") passes when the hub carried that value from
// those initials, and raises a fault naming the entry when it never did. A real station applies the
// hall's settings as its hall link does; its log is carried into a real hub store.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarriedSettings } from '../../../electron/core/hall/wire/hall-buckets.ts';
import { currentAlerts } from '../../../electron/core/hall/view/hall-alerts.ts';
import { up as carriedSettings } from '../../../electron/core/hall/hub/hub-migrations/0008-carried-settings.ts';
import { notCarried } from '../../../electron/core/hall/hub/hub-settings-check.ts';
import { SETTING_NOT_CARRIED_FAULT } from '../../../electron/core/hall/wire/hall-fault-kinds.ts';
import { hallStatus } from '../../../electron/core/hall/hub/hub-status.ts';
import { HUB_STORE_FILE, HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { HallSettingsReceiver } from '../../../electron/hall/station/hall-settings-receiver.ts';
import { carryLog } from '../../support/hall/hub-feeding.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const TOKEN = 'aaaa1111';
const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;
const open: { close: () => void }[] = [];
afterEach(() => {
  for (const each of open.splice(0).reverse()) each.close();
});

/** A hub with one station invited, the station, and the hall's settings set at the hub and received there. */
function hall() {
  const hubDir = join(tempDir(), 'hub');
  const store = new HubStore(hubDir, { create: true });
  store.stations.invite('Table Nine', TOKEN, null, new Date());
  const station = new Station({ dataDir: tempDir() });
  open.push(store, station);
  const applied = new Map<string, string>();
  const receiver = new HallSettingsReceiver(station, {
    settingAppliedAt: (name) => applied.get(name) ?? null,
    markSettingApplied: (name, setAt) => void applied.set(name, setAt),
  });
  const set = (change: CarriedSettings) => {
    store.settings.setHallSetting(change);
    receiver.receive(new TextEncoder().encode(JSON.stringify(store.settings.hallSettings())));
  };
  const faults = () => store.faults.all().filter((fault) => fault.kind === SETTING_NOT_CARRIED_FAULT);
  return { hubDir, store, station, set, faults };
}

describe('a station’s settings in the hall’s name', () => {
  it('pass when the hub carried them, each value the hall set in turn, and raise a fault naming each forged one', () => {
    const { store, station, set, faults } = hall();
    set({
      round: { value: 3, by: 'JB', at: at(1) },
      rule: { value: { kind: 'points', points: 10 }, by: 'JB', at: at(1) },
    });
    set({ round: { value: 4, by: 'AB', at: at(2) } });
    set({ language: { value: 'fr', by: 'AB', at: at(3) } });
    const judges = [...station.log.entries()]
      .filter((entry) => entry.action === 'settings-changed')
      .map((entry) => entry.judge);
    expect(judges).toEqual(['hall: JB', 'hall: JB', 'hall: AB', 'hall: AB']);
    // Logged as the hall link logs a setting it applies, but never carried: another rule, another
    // round, a round the hall set under other initials, and an event the hall never makes a station log.
    station.profile.updateConfig({ challengeRule: { kind: 'points', points: 5 } }, 'hall: JB');
    station.profile.updateConfig({ round: 5 }, 'hall: JB');
    station.profile.updateConfig({ round: 3 }, 'hall: AB');
    station.recorder.recordEvent('lexicon-unpinned', 'CLUB', 'hall: JB');
    const seqs = [...station.log.entries()].slice(-4).map((entry) => entry.seq);
    carryLog(store, TOKEN, station);
    expect(store.faults.all().map((fault) => fault.kind)).toEqual(seqs.map(() => SETTING_NOT_CARRIED_FAULT));
    expect(faults().map((fault) => fault.message)).toEqual(
      seqs.map((seq) => expect.stringContaining(`"Table Nine" logged entry ${seq}`) as unknown),
    );
    expect(faults()[0]?.message).toContain(
      'the hub never carried challengeRule = {"kind":"points","points":5} set by JB',
    );
    expect(faults()[3]?.message).toContain('the hall makes a station log no such event');
    const alerts = currentAlerts(hallStatus(store), {
      designated: null,
      hubVersion: '0',
      silenceSeconds: 60,
      secondsListened: () => 0,
      openSince: new Map(),
    }).filter((alert) => alert.text.includes("in the hall's name"));
    expect(alerts.map((alert) => alert.kind)).toEqual(['forged', 'forged', 'forged', 'forged']);
  });

  it('read every change an event records, and nothing but events in the hall’s name', () => {
    const carried = (name: string, by: string): unknown[] =>
      name === 'round' && by === 'JB' ? [3] : name === 'tableEntry' && by === 'JB' ? [true] : [];
    const event = (details: string, judge = 'hall: JB') =>
      notCarried({ kind: 'event', action: 'settings-changed', judge, details }, carried);
    expect(event('round = 3')).toBeNull();
    expect(event('round = 3, tableEntry = true')).toBeNull();
    expect(event('round = 3, tableEntry = false')).toContain('tableEntry = false');
    expect(event('round = 3, textSize = "large"')).toContain("textSize is not one of the hall's settings");
    expect(event('round = 3, nonsense')).not.toBeNull();
    expect(event('')).not.toBeNull();
    // A director's own change at the station, and a judge's ruling, are not in the hall's name.
    expect(event('round = 9', 'JB')).toBeNull();
    expect(
      notCarried({ kind: 'ruling', action: null, judge: 'hall: JB', details: 'a note' }, carried),
    ).toBeNull();
  });

  it('know, in a store from before they were kept, the values the hall holds now', () => {
    const { hubDir, store } = hall();
    // As an older store holds them: the latest value of each, and no history.
    store.settings.set('hall_settings', JSON.stringify({ round: { value: 7, by: 'JB', at: at(5) } }));
    const db = new Database(join(hubDir, HUB_STORE_FILE));
    try {
      db.exec('DELETE FROM carried_settings');
      carriedSettings(db);
    } finally {
      db.close();
    }
    expect(store.settings.carriedValues('round', 'JB')).toEqual([7]);
  });
});
