// The hall's truth, as the hub carries it to its stations over JetStream: a KV bucket of the hall's
// settings (its designated list among them) and an Object Store bucket of its lists. The hub alone
// writes both; a station may only read its own hall's (nats-config.ts). Nothing read from them is
// trusted: each value is parsed here, and each list is checked whole before it is installed
// (lexicon-package.ts).
import { z } from 'zod';
import { isAlphabetId } from '../../../common/alphabets/index.ts';
import { HALL_SETTING_NAMES, type HallSettingName } from '../../../common/hall-settings.ts';
import { HALL_SETTING_SCHEMAS, type HallSettingSchema } from '../../station/hall-setting-schemas.ts';

/** The names of one hall's two buckets. */
export interface HallBuckets {
  /** KV: the hall's settings, each under its own key. */
  readonly settings: string;
  /** Object Store: the hall's lists, each a lexicon package named by its fingerprint. */
  readonly lists: string;
}

/** The buckets of hall `hallId`. */
export function hallBuckets(hallId: string): HallBuckets {
  return { settings: `HALL_${hallId}_SETTINGS`, lists: `HALL_${hallId}_LISTS` };
}

/** The settings bucket's key of the designated list. */
export const DESIGNATION_KEY = 'designation';

/** The object a list is stored under in the lists bucket. */
export function listObjectName(fingerprint: string): string {
  return `lexicon-${fingerprint}`;
}

/** The designated list as the hub writes it into the settings bucket. */
export const carriedDesignationSchema = z
  .object({
    name: z.string().min(1).max(64),
    alphabet: z.string().refine(isAlphabetId, 'an alphabet this station knows'),
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/u),
    wordCount: z.number().int().positive().nullable(),
    by: z.string().min(1).max(32),
    at: z.iso.datetime(),
  })
  .strict();

export type CarriedDesignation = z.infer<typeof carriedDesignationSchema>;

/** The settings bucket's key of the hall's settings (`hall set`). */
export const SETTINGS_KEY = 'settings';

/** One setting the hall set: its value, and who set it when. */
const setBy = <T extends z.ZodType>(value: T) =>
  z.strictObject({ value, by: z.string().min(1).max(32), at: z.iso.datetime() });

/** One setting in the bucket's value: present once set. */
type CarriedSetting<S> = S extends z.ZodType
  ? z.ZodOptional<z.ZodObject<{ value: S; by: z.ZodString; at: z.ZodISODateTime }, z.core.$strict>>
  : never;

/**
 * The hall's settings as the hub writes them into the settings bucket, each present once the
 * director has set it (`hall set`): stations apply each as it changes. One field per row of
 * HALL_SETTINGS, in its order.
 */
export const carriedSettingsSchema = z.strictObject(
  Object.fromEntries(
    HALL_SETTING_NAMES.map((name) => [name, setBy(HALL_SETTING_SCHEMAS[name]).optional()]),
  ) as unknown as { [N in HallSettingName]: CarriedSetting<HallSettingSchema<N>> },
);

export type CarriedSettings = z.infer<typeof carriedSettingsSchema>;
export type { HallSettingName };

/**
 * The settings bucket's key of the tournament's pairings the hub carries (`hall pairings`): a
 * CarriedPairings value (carried-pairings.ts), parsed with its schema at the station. Deleted when
 * the hub stops carrying pairings: a station then holds none from its hall.
 */
export const PAIRINGS_KEY = 'pairings';
