// The hall's settings (`hall set` at the hub, the hall view's form), declared once: each row names
// the station setting it sets, the kind of value it takes, its default, how the command line types
// and names it, and the message ids the hall view shows it by. Everything else is derived from this
// table: the wire schemas (the station setting's own schema, electron/core/station/
// hall-setting-schemas.ts), the types below, the names a station reports as changed here, `hall
// set`'s arguments and the hall view's form. No zod here: the screens import this file.
//
// Adding a setting: one row here, its messages in renderer/src/hall/i18n/messages/*.ts (its label,
// its card word and, for a choice, each choice's name, in each of the 10 languages), and for a choice
// the console's name of each choice in renderer/src/console/i18n/messages/*.ts if it has none yet.
// The kiosk's text size made a hall setting (a `choice` row) took 11 files: this one and the 10 hall
// view message files; `hall set`, the wire, the hub, the stations and both screens needed no edit.
// A new kind of value is served once where each kind is switched on (`hall set`'s parsing, the
// English and console words, the hall view's editor).
import type { KioskLanguage } from './kiosk-languages.ts';
import { ROUND_LIMITS } from './limits.ts';

/** The challenge rule as the hall sets it. */
export type HallChallengeRule =
  { readonly kind: 'double' } | { readonly kind: 'points'; readonly points: number };

/**
 * The kinds of value a hall setting takes, each with its type. A kind is typed at `hall set`,
 * worded by the command line and the screens, and edited in the hall view's form one way each
 * (a switch over the kind where each does it), so a new setting of a known kind is one row.
 */
export interface HallSettingKinds {
  /** A round number in ROUND_LIMITS, or null between rounds. */
  readonly round: number | null;
  /** One of the kiosk's languages. */
  readonly language: KioskLanguage;
  /** The challenge rule: double, or points per word. */
  readonly rule: HallChallengeRule;
  /** On or off. */
  readonly onOff: boolean;
  /** One of the row's own `choices` (a word the station stores), each named by its message ids. */
  readonly choice: string;
}

/** The kind of value a hall setting takes. */
export type HallSettingKind = keyof HallSettingKinds;

/** The hall view's message ids for one setting (renderer/src/hall/i18n/messages). */
type HallViewIds<K extends HallSettingKind> = {
  /** Its row's label in the hall's settings form. */
  readonly label: `settings.${string}`;
  /** Its name on a station card that changed it here. */
  readonly card: `setting.${string}`;
} & (K extends 'onOff'
  ? { /** The form's "on" choice, saying what on means. */ readonly onOption: `settings.${string}` }
  : K extends 'choice'
    ? { /** Each choice's name. */ readonly choices: Readonly<Record<string, `settings.${string}`>> }
    : unknown);

/** What a row of kind `K` holds besides what every row does. */
type KindFields<K extends HallSettingKind> = K extends 'choice'
  ? {
      /** The words it may be set to, as the station stores them and `hall set` takes them. */
      readonly choices: readonly [string, ...string[]];
      /** The console's name of each choice (renderer/src/console/i18n/messages). */
      readonly console: { readonly choices: Readonly<Record<string, string>> };
    }
  : unknown;

/** One row of the table: a setting of kind `K`. */
type HallSettingRow<K extends HallSettingKind> = HallSettingFields<K> & KindFields<K>;

/** A row of kind `choice`, as the code that serves any such row reads it. */
export type HallChoiceRow = HallSettingRow<'choice'>;

/** What every row holds. */
interface HallSettingFields<K extends HallSettingKind> {
  readonly kind: K;
  /** The station's own setting (a key of StationConfig) it sets: its schema is that setting's. */
  readonly configKey: string;
  /** What the hall view's form offers before the hall sets it: the station's own default. */
  readonly default: HallSettingKinds[K];
  /** `hall set`: its name as typed, as its sentences say it, as its help lists it, and its values. */
  readonly cli: {
    readonly name: string;
    readonly said: string;
    readonly listed: string;
    readonly typed: string;
  };
  /** Its name in English where `hall status` and the station card list the settings changed here. */
  readonly changedWord: string;
  readonly hallView: HallViewIds<K>;
}

/** A row of any kind, its default and message ids checked against its own kind. */
export type AnyHallSettingRow = { [K in HallSettingKind]: HallSettingRow<K> }[HallSettingKind];

/** The hall's settings, in the order the command line, the console and the hall view show them. */
export const HALL_SETTINGS = {
  round: {
    kind: 'round',
    configKey: 'round',
    default: null,
    cli: {
      name: 'round',
      said: 'round',
      listed: 'the round',
      typed: `${ROUND_LIMITS.min}–${ROUND_LIMITS.max}, tsh or none`,
    },
    changedWord: 'round',
    hallView: { label: 'settings.round', card: 'setting.round' },
  },
  language: {
    kind: 'language',
    configKey: 'language',
    default: 'en',
    cli: { name: 'language', said: 'language', listed: 'the kiosk language', typed: 'en, es, ca…' },
    changedWord: 'language',
    hallView: { label: 'settings.language', card: 'setting.language' },
  },
  rule: {
    kind: 'rule',
    configKey: 'challengeRule',
    default: { kind: 'double' },
    cli: { name: 'rule', said: 'rule', listed: 'the challenge rule', typed: 'double or points:N' },
    changedWord: 'challenge rule',
    hallView: { label: 'settings.rule', card: 'setting.rule' },
  },
  tableEntry: {
    kind: 'onOff',
    configKey: 'tableEntry',
    default: false,
    cli: { name: 'table-entry', said: 'table entry', listed: 'table entry', typed: 'on or off' },
    changedWord: 'table entry',
    hallView: { label: 'settings.tableEntry', card: 'setting.tableEntry', onOption: 'settings.onOption' },
  },
} as const satisfies Readonly<Record<string, AnyHallSettingRow>>;

/** The name of one of the hall's settings. */
export type HallSettingName = keyof typeof HALL_SETTINGS;

/** The hall's settings by name, in the table's order. */
export const HALL_SETTING_NAMES = Object.keys(HALL_SETTINGS) as readonly HallSettingName[];

/**
 * Setting `name`'s row as a row of any kind: code that serves every setting of a kind switches on
 * its `kind`, and each branch reads that kind's own fields, whether or not a row of it is declared.
 */
export function hallSettingRow(name: HallSettingName): AnyHallSettingRow {
  return HALL_SETTINGS[name];
}

/** Whether `name` is one of the hall's settings. */
export function isHallSettingName(name: string): name is HallSettingName {
  return Object.hasOwn(HALL_SETTINGS, name);
}

/** The type of setting `N`'s value: its kind's, or for a choice one of its own choices. */
export type HallSettingValueOf<N extends HallSettingName> = (typeof HALL_SETTINGS)[N] extends {
  readonly choices: readonly (infer C)[];
}
  ? C
  : HallSettingKinds[(typeof HALL_SETTINGS)[N]['kind']];

/** One of the hall's settings as the director set it at the hub: its value, who set it, when. */
export interface HallSettingSet<T> {
  readonly value: T;
  readonly by: string;
  readonly at: string;
}

/** The hall's settings the hub carries to every station, as the hall view shows them; each absent until first set. */
export type HallSettingsView = {
  readonly [N in HallSettingName]?: HallSettingSet<HallSettingValueOf<N>>;
};

/** A value the hall set, as data keyed by its setting's name: each screen words it in its own language. */
export type HallSettingValue = {
  [N in HallSettingName]: { readonly [M in N]: HallSettingValueOf<N> };
}[HallSettingName];

/** The settings whose value is of kind `K`. */
export type HallSettingNameOfKind<K extends HallSettingKind> = {
  [N in HallSettingName]: (typeof HALL_SETTINGS)[N]['kind'] extends K ? N : never;
}[HallSettingName];
