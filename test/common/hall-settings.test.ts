// The hall's settings are declared once (electron/common/hall-settings.ts) and everything else is
// derived from the table: these check that the table agrees with the station settings each row sets,
// and that the wire's schemas take exactly the table's settings.
import { describe, expect, it } from 'vitest';
import { HALL_SETTING_NAMES, HALL_SETTINGS } from '../../electron/common/hall-settings.ts';
import { carriedSettingsSchema } from '../../electron/core/hall/wire/hall-buckets.ts';
import { REPORTED_HALL_SETTINGS } from '../../electron/core/hall/wire/hall-messages.ts';
import {
  HALL_SETTING_SCHEMAS,
  hallSettingChangeSchema,
} from '../../electron/core/station/hall-setting-schemas.ts';
import { DEFAULT_CONFIG } from '../../electron/core/station/station-config.ts';
import { EN as CONSOLE_EN } from '../../renderer/src/console/i18n/messages/en.ts';
import { EN as HALL_EN } from '../../renderer/src/hall/i18n/messages/en.ts';

describe('the hall settings table', () => {
  it('offers each setting at its station setting’s default', () => {
    for (const name of HALL_SETTING_NAMES) {
      const row = HALL_SETTINGS[name];
      expect(row.default, name).toEqual(DEFAULT_CONFIG[row.configKey]);
      expect(HALL_SETTING_SCHEMAS[name].safeParse(row.default).success, name).toBe(true);
    }
  });

  it('gives every setting its own name at `hall set`, on the console and on the hall view', () => {
    const unique = (pick: (name: (typeof HALL_SETTING_NAMES)[number]) => string) =>
      new Set(HALL_SETTING_NAMES.map(pick)).size;
    expect(unique((name) => HALL_SETTINGS[name].cli.name)).toBe(HALL_SETTING_NAMES.length);
    expect(unique((name) => HALL_SETTINGS[name].configKey)).toBe(HALL_SETTING_NAMES.length);
    expect(unique((name) => HALL_SETTINGS[name].hallView.label)).toBe(HALL_SETTING_NAMES.length);
    expect(unique((name) => HALL_SETTINGS[name].hallView.card)).toBe(HALL_SETTING_NAMES.length);
  });

  it('names every setting by messages the hall view and the console have', () => {
    for (const name of HALL_SETTING_NAMES) {
      const row: { hallView: object; console?: { choices: object } } = HALL_SETTINGS[name];
      const hallIds = Object.values(row.hallView).flatMap((id: string | object) =>
        typeof id === 'string' ? [id] : (Object.values(id) as string[]),
      );
      for (const id of hallIds) expect(Object.hasOwn(HALL_EN, id), `${name}: ${id}`).toBe(true);
      for (const id of Object.values(row.console?.choices ?? {}) as string[])
        expect(Object.hasOwn(CONSOLE_EN, id), `${name}: ${id}`).toBe(true);
    }
  });

  it('carries and reports exactly the table’s settings, in its order', () => {
    expect(Object.keys(carriedSettingsSchema.shape)).toEqual(HALL_SETTING_NAMES);
    expect(REPORTED_HALL_SETTINGS).toEqual(HALL_SETTING_NAMES);
  });

  it('checks a change with its own setting’s schema', () => {
    const change = hallSettingChangeSchema({});
    expect(change.safeParse({ setting: 'tableEntry', value: true }).success).toBe(true);
    expect(change.safeParse({ setting: 'tableEntry', value: 3 }).success).toBe(false);
    expect(change.safeParse({ setting: 'round', value: null }).success).toBe(true);
    expect(change.safeParse({ setting: 'round', value: 1_000 }).success).toBe(false);
    expect(change.safeParse({ setting: 'rule', value: { kind: 'points', points: 5 } }).success).toBe(true);
    expect(change.safeParse({ setting: 'language', value: 'xx' }).success).toBe(false);
    expect(change.safeParse({ setting: 'timings', value: {} }).success).toBe(false);
  });
});
