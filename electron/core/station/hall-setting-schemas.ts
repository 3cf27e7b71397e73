// Each of the hall's settings sets one of the station's own (HALL_SETTINGS' `configKey`), so its
// value is checked by that setting's schema: the hub, the stations and the hall view's contract all
// take the schemas from here, built from the table, and none declares a setting of its own.
import { z } from 'zod';
import {
  HALL_SETTING_NAMES,
  HALL_SETTINGS,
  type HallSettingName,
  type HallSettingValueOf,
} from '../../common/hall-settings.ts';
import { stationConfigSchema, type StationConfig } from './station-config.ts';

type ConfigShape = typeof stationConfigSchema.shape;

/** The station setting that hall setting `N` sets. */
export type HallSettingConfigKey<N extends HallSettingName> = (typeof HALL_SETTINGS)[N]['configKey'];

/** The schema of hall setting `N`'s value: its station setting's. */
export type HallSettingSchema<N extends HallSettingName> = ConfigShape[HallSettingConfigKey<N>];

/** Each hall setting's value schema, by name. */
export const HALL_SETTING_SCHEMAS = Object.fromEntries(
  HALL_SETTING_NAMES.map((name) => [name, stationConfigSchema.shape[HALL_SETTINGS[name].configKey]]),
) as { readonly [N in HallSettingName]: HallSettingSchema<N> };

/** Each of the hall's settings, and the station setting it is. */
export const HALL_SETTING_CONFIG_KEYS = Object.fromEntries(
  HALL_SETTING_NAMES.map((name) => [name, HALL_SETTINGS[name].configKey]),
) as { readonly [N in HallSettingName]: HallSettingConfigKey<N> & keyof StationConfig };

// The table's value types (electron/common cannot import zod) must be the schemas' own: this fails
// to compile when a row's kind and its station setting disagree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type True<T extends true> = T;
/** Compiles only while every row's kind types the values its station setting's schema takes. */
export type HallSettingKindsAgree = True<
  { [N in HallSettingName]: Same<z.infer<HallSettingSchema<N>>, HallSettingValueOf<N>> }[HallSettingName]
>;

/** One setting's change as a request carries it: `{ setting, value, ...extra }`, by setting. */
type ChangeSchema<N extends HallSettingName, E extends z.ZodRawShape> = z.ZodObject<
  { setting: z.ZodLiteral<N>; value: HallSettingSchema<N> } & E,
  z.core.$strict
>;

/** A branch of the change's union: one setting's. */
type ChangeBranch<E extends z.ZodRawShape> = { [N in HallSettingName]: ChangeSchema<N, E> }[HallSettingName];

/**
 * A request that changes one of the hall's settings: the setting's name, its value checked by its
 * own schema, and the request's `extra` fields (the director's initials), one branch per setting.
 */
export function hallSettingChangeSchema<E extends z.ZodRawShape>(extra: E) {
  const branches = HALL_SETTING_NAMES.map((name) =>
    z.strictObject({ setting: z.literal(name), value: HALL_SETTING_SCHEMAS[name], ...extra }),
  ) as unknown as [ChangeBranch<E>, ...ChangeBranch<E>[]];
  return z.discriminatedUnion('setting', branches);
}
