// Where each of the hall's settings stands at one station: set by the hall (and by whom), or set by
// the hall and changed here since by a director at the station. The console shows it; the station's
// state message carries the names changed here, so the hub shows them on the station's card.
import { isDeepStrictEqual } from 'node:util';
import {
  HALL_SETTING_NAMES,
  hallSettingRow,
  isHallSettingName,
  type HallSettingName,
} from '../../../common/hall-settings.ts';
import { HALL_SETTING_CONFIG_KEYS } from '../../station/hall-setting-schemas.ts';
import {
  describeChallengeRule,
  type ChallengeRule,
  type StationConfig,
} from '../../station/station-config.ts';

export { HALL_SETTING_CONFIG_KEYS, HALL_SETTING_NAMES };

/** A setting's value in words, as `hall set` says it back, `hall status` and `hall join` show it. */
export function shownSetting(setting: HallSettingName, value: unknown): string {
  switch (hallSettingRow(setting).kind) {
    case 'rule':
      return describeChallengeRule(value as ChallengeRule);
    case 'onOff':
      return value === true ? 'on' : 'off';
    case 'round':
      return value === null ? 'none (between rounds)' : JSON.stringify(value);
    case 'language':
    case 'choice':
      return JSON.stringify(value).replaceAll('"', '');
  }
}

/**
 * One of the hall's settings as the station applied it. The station's link store keeps them; the shape
 * stands here, in the wire both sides read, because the wire imports nothing of the station's room.
 */
export interface AppliedHallSetting {
  readonly name: string;
  readonly setAt: string;
  /** What the hall set; undefined when applied by a version that did not keep it. */
  readonly value: unknown;
  /** The initials of who set it at the hub; null when applied by a version that did not keep them. */
  readonly by: string | null;
}

/** One setting the hall set, as it stands at the station now. */
export interface HallSettingStanding {
  readonly name: HallSettingName;
  /** What the hall set it to; undefined when the station applied it before it kept values. */
  readonly value: unknown;
  /** The initials of who set it at the hub, when known. */
  readonly by: string | null;
  readonly at: string;
  /** A director at the station changed it after the hall set it: the station's own value stands. */
  readonly changedHere: boolean;
}

/** The settings the hall set, each compared with the station's own value now. */
export function hallSettingsStanding(
  applied: readonly AppliedHallSetting[],
  config: StationConfig,
): HallSettingStanding[] {
  const standing: HallSettingStanding[] = [];
  for (const setting of applied) {
    if (!isHallSettingName(setting.name)) continue;
    const own = config[HALL_SETTING_CONFIG_KEYS[setting.name]];
    standing.push({
      name: setting.name,
      value: setting.value,
      by: setting.by,
      at: setting.setAt,
      changedHere: setting.value !== undefined && !isDeepStrictEqual(own, setting.value),
    });
  }
  return standing;
}
