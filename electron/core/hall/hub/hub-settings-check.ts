// A station applies each of the hall's settings through its own and logs it as `settings-changed`
// by "hall: INITIALS" (hall-settings-receiver.ts). That entry is the station's own to write: a
// dishonest station could log a change "by the hall" that the hall never made, to pass a setting
// of its own (another challenge rule, another round) off as the director's. The hub knows every
// value it carried (`carried_settings`), so an event in the hall's name that matches none of them
// raises a fault naming the entry. The hall makes a station log nothing else in its name: any
// other event attributed to it is flagged too.
import { isDeepStrictEqual } from 'node:util';
import type { HallSettingName } from '../wire/hall-buckets.ts';
import { HALL_SETTING_CONFIG_KEYS, HALL_SETTING_NAMES } from '../wire/hall-settings-standing.ts';
import type { LogEntry } from '../../log/log-entry.ts';
import type { HubStation, HubStore } from './hub-store.ts';
import { visibleText } from '../wire/visible-text.ts';
import { SETTING_NOT_CARRIED_FAULT } from '../wire/hall-fault-kinds.ts';

/** How a station's log names the hall as who changed a setting: "hall: " and the director's initials. */
const HALL_PREFIX = 'hall: ';

/** The values the hub carried for a setting as one director set it (HubSettingsStore.carriedValues). */
export type CarriedValues = (name: HallSettingName, by: string) => readonly unknown[];

/**
 * Why an event attributed to the hall is not one the hub carried, or null when it is (or when the
 * entry is not an event in the hall's name). Each change the event records must be one of the
 * hall's settings, set to a value the hub carried with the same initials.
 */
export function notCarried(
  entry: Pick<LogEntry, 'kind' | 'action' | 'judge' | 'details'>,
  carried: CarriedValues,
): string | null {
  if (entry.kind !== 'event' || entry.judge?.startsWith(HALL_PREFIX) !== true) return null;
  if (entry.action !== 'settings-changed') return 'the hall makes a station log no such event';
  const by = entry.judge.slice(HALL_PREFIX.length);
  const changes = recordedChanges(entry.details ?? '');
  if (changes.length === 0) return 'it names no setting';
  for (const { key, json } of changes) {
    const name = HALL_SETTING_NAMES.find((each) => HALL_SETTING_CONFIG_KEYS[each] === key);
    if (name === undefined) return `${key} is not one of the hall's settings`;
    const value = parsed(json);
    if (value === undefined || !carried(name, by).some((each) => isDeepStrictEqual(each, value)))
      return `the hub never carried ${key} = ${json} set by ${by}`;
  }
  return null;
}

/**
 * Raises the fault for `entry` of `station`'s chain when it is an event in the hall's name that
 * the hub never carried; true when it did.
 */
export function flagSettingNotCarried(
  store: HubStore,
  station: HubStation,
  entry: LogEntry,
  now: Date,
): boolean {
  const why = notCarried(entry, (name, by) => store.settings.carriedValues(name, by));
  if (why === null) return false;
  store.faults.raise(
    station.token,
    SETTING_NOT_CARRIED_FAULT,
    `${entry.seq}:${entry.hash}`,
    visibleText(
      `"${station.name}" logged entry ${entry.seq}, ${entry.action ?? 'an event'} by "${entry.judge ?? ''}" (${(entry.details ?? '').slice(0, 200)}), in the hall's name: ${why}`,
    ),
    now,
  );
  return true;
}

// The station's summary of a change (station-profile.ts): `key = JSON` for each setting changed,
// joined by ", ". Every value the hall carries is JSON without ", " in it.
function recordedChanges(details: string): { key: string; json: string }[] {
  return details.split(/, (?=[A-Za-z]+ = )/u).flatMap((part) => {
    const match = /^([A-Za-z]+) = (.+)$/su.exec(part);
    return match === null ? [] : [{ key: match[1] ?? '', json: match[2] ?? '' }];
  });
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
