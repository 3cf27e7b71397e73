import { InvalidArgumentError, type Command } from 'commander';
import { KIOSK_LANGUAGES } from '../../common/kiosk-languages.ts';
import { POINTS_LIMITS, ROUND_LIMITS } from '../../common/limits.ts';
import {
  HALL_SETTING_NAMES,
  HALL_SETTINGS,
  hallSettingRow,
  type HallSettingName,
} from '../../common/hall-settings.ts';
import { shownSetting } from '../../core/hall/wire/hall-settings-standing.ts';
import { HubPairingsStore } from '../../core/hall/hub/hub-pairings-store.ts';
import { globalOptions, print } from '../cli-context.ts';
import { carryNotice } from './carry-notice.ts';
import { directorInitials, withHub } from './hub-options.ts';

/** What `hall set` takes, as people type it, and the setting each becomes. */
const SETTINGS: Readonly<Record<string, HallSettingName>> = Object.fromEntries(
  HALL_SETTING_NAMES.map((name) => [HALL_SETTINGS[name].cli.name, name]),
);

/** The settings as the command's help lists them: "the round, … or table entry". */
function listed(): string {
  const each = HALL_SETTING_NAMES.map((name) => HALL_SETTINGS[name].cli.listed);
  return each.length === 1 ? each.join('') : `${each.slice(0, -1).join(', ')} or ${each.at(-1) ?? ''}`;
}

/** A setting's value as typed, checked; throws a usage error naming what is expected. */
function settingValue(setting: HallSettingName, text: string): unknown {
  const wrong = (expected: string): never => {
    const typed = Object.keys(SETTINGS).find((key) => SETTINGS[key] === setting) ?? setting;
    throw new InvalidArgumentError(`${text} is not a value of ${typed}: expected ${expected}.`);
  };
  const row = hallSettingRow(setting);
  switch (row.kind) {
    case 'round': {
      // `tsh`: each division follows TSH's current round where the hub holds pairings; stored as
      // none, the station's own "no round set", which is what follows TSH at a station too.
      if (text === 'none' || text === 'tsh') return null;
      const round = Number(text);
      return /^\d+$/u.test(text) && round >= ROUND_LIMITS.min && round <= ROUND_LIMITS.max
        ? round
        : wrong(
            `a round ${ROUND_LIMITS.min}–${ROUND_LIMITS.max}, tsh to follow TSH's pairings, or none between rounds`,
          );
    }
    case 'language':
      return (KIOSK_LANGUAGES as readonly string[]).includes(text)
        ? text
        : wrong(`one of ${KIOSK_LANGUAGES.join(', ')}`);
    case 'rule': {
      if (text === 'double') return { kind: 'double' };
      const points = /^points:(\d+)$/u.exec(text)?.[1];
      const value = Number(points);
      return points !== undefined && value >= POINTS_LIMITS.min && value <= POINTS_LIMITS.max
        ? { kind: 'points', points: value }
        : wrong(`double, or points:N with N ${POINTS_LIMITS.min}–${POINTS_LIMITS.max}`);
    }
    case 'onOff':
      return text === 'on' ? true : text === 'off' ? false : wrong('on or off');
    case 'choice':
      return row.choices.includes(text) ? text : wrong(`one of ${row.choices.join(', ')}`);
  }
}

/** `hall set SETTING VALUE --by INITIALS`: a setting the hub carries to every station. */
export function addHallSetCommand(hall: Command): void {
  hall
    .command('set')
    .description(`set ${listed()} for every station of the hall`)
    .argument('<setting>', `one of ${Object.keys(SETTINGS).join(', ')}`, (text: string) => {
      const setting = SETTINGS[text];
      if (setting === undefined)
        throw new InvalidArgumentError(`expected one of ${Object.keys(SETTINGS).join(', ')}.`);
      return setting;
    })
    .argument(
      '<value>',
      HALL_SETTING_NAMES.map(
        (name) => `${HALL_SETTINGS[name].cli.name}: ${HALL_SETTINGS[name].cli.typed}`,
      ).join('; '),
    )
    .requiredOption('--by <initials>', "the director's initials, recorded at every station", directorInitials)
    .action((setting: HallSettingName, text: string, setOptions: { by: string }, command: Command) => {
      const options = globalOptions(command);
      let value: unknown;
      try {
        value = settingValue(setting, text);
      } catch (error) {
        command.error(`error: ${(error as Error).message}`, { exitCode: 2 });
      }
      const at = new Date().toISOString();
      const { settings, followsTsh } = withHub(options, (store) => ({
        settings: store.settings.setHallSetting({ [setting]: { value, by: setOptions.by, at } }),
        followsTsh:
          setting === 'round' && value === null && new HubPairingsStore(store.settings).held() !== null,
      }));
      const shown = followsTsh
        ? "unset: it follows TSH (each division's current round in the hub's pairings)"
        : shownSetting(setting, value);
      print(options, { set: setting, value, by: setOptions.by, at, settings, followsTsh }, [
        `The hall's ${HALL_SETTINGS[setting].cli.said} is now ${shown}, set by ${setOptions.by} at ${at}.`,
        `${carryNotice(options.dataDir, 'it')} Each station applies it and logs it as set by the hall.`,
      ]);
    });
}
