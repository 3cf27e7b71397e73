import { type Command, InvalidArgumentError } from 'commander';
import { COMMANDS } from './command-table.ts';
import { lexiconJson, lexiconLabel } from './lexicon-label.ts';
import { KIOSK_LANGUAGE_NAMES, KIOSK_LANGUAGES, kioskLanguageFromTag } from '../common/kiosk-languages.ts';
import {
  challengeRuleSchema,
  describeChallengeRule,
  stationConfigSchema,
  type ChallengeRule,
  type StationConfig,
} from '../core/station/station-config.ts';
import { globalOptions, print, withExistingStation, withStation } from './cli-context.ts';
import { roundNumber } from './option-parsers.ts';
import { addStationPairingsCommand } from './station-pairings-command.ts';

interface ConfigOptions {
  /** A number to set the round, false for --no-round, absent to leave it. */
  readonly round?: number | false;
  readonly tableEntry?: boolean;
  readonly rule?: ChallengeRule;
  readonly judge?: string;
}

/** `station show|name|offer|config|set`: how the kiosk presents itself, and the director's settings. */
export function addStationCommands(program: Command): void {
  const station = program.command('station').description(COMMANDS.station.summary);

  station
    .command('show')
    .description("show the station's id, name, active lexicon and offered lexicons")
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withExistingStation(options, (opened) => {
        const offered = opened.lexicons.offered();
        const active = opened.lexicons.active();
        print(
          options,
          {
            stationId: opened.stationId,
            name: opened.profile.name(),
            active: active === null ? null : lexiconJson(active),
            offered: offered.map(lexiconJson),
          },
          [
            `Station: ${opened.profile.name()} (${opened.stationId})`,
            `Active lexicon: ${active === null ? 'none' : lexiconLabel(active)}`,
            `Offered: ${offered.map(lexiconLabel).join(', ') || 'none'}`,
          ],
        );
      });
    });

  station
    .command('name')
    .description('name the station, as the kiosk shows it')
    .argument('<name>', 'e.g. "Station 3"')
    .action((name: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (opened) => {
        opened.profile.rename(name);
        print(options, { name: opened.profile.name() }, [`Station name: ${opened.profile.name()}`]);
      });
    });

  station
    .command('offer')
    .description('set the lexicons players choose from on the kiosk (the first is the default)')
    .argument('<lexicons...>', 'names or fingerprints')
    .action((references: string[], _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (opened) => {
        const offered = opened.lexicons.offer(references);
        print(options, offered.map(lexiconJson), [`Offered: ${offered.map(lexiconLabel).join(', ')}`]);
      });
    });

  station
    .command('config')
    .description("show the director's settings, or change them (each change is recorded in the log)")
    .option('--round <n>', 'the round in progress, recorded with each challenge', roundNumber)
    .option('--no-round', 'no round in progress (between rounds)')
    .option('--table-entry <on|off>', 'whether players type their table number first', onOff)
    .option('--rule <rule>', 'the challenge rule: double, or points:N (N points per word)', challengeRule)
    .option('--judge <name>', 'who made the change, recorded in the log')
    .action((configOptions: ConfigOptions, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (opened) => {
        const change: Partial<StationConfig> = {
          ...(configOptions.round === undefined
            ? {}
            : { round: configOptions.round === false ? null : configOptions.round }),
          ...(configOptions.tableEntry === undefined ? {} : { tableEntry: configOptions.tableEntry }),
          ...(configOptions.rule === undefined ? {} : { challengeRule: configOptions.rule }),
        };
        const config =
          Object.keys(change).length === 0
            ? opened.profile.config()
            : opened.profile.updateConfig(change, configOptions.judge ?? null);
        print(options, config, configLines(config));
      });
    });

  station
    .command('set')
    .description("change one of the director's settings, recorded in the log: language (the kiosk's)")
    .argument('<setting>', 'language', settingName)
    .argument('<value>', `for language, one of ${KIOSK_LANGUAGES.join(' ')} (no for nb, Norwegian)`)
    .option('--judge <name>', 'who made the change, recorded in the log')
    .action((setting: Setting, value: string, setOptions: { judge?: string }, command: Command) => {
      const options = globalOptions(command);
      // Norwegian may be typed `no` as well as `nb`; it is stored as `nb`.
      const language = stationConfigSchema.shape[setting].safeParse(kioskLanguageFromTag(value));
      if (!language.success) {
        command.error(
          `error: ${setting} must be one of ${KIOSK_LANGUAGES.join(', ')} (or no, for nb); got "${value}".`,
          { exitCode: 2 },
        );
      }
      withStation(options, (opened) => {
        const config = opened.profile.updateConfig({ language: language.data }, setOptions.judge ?? null);
        print(options, config, configLines(config));
      });
    });

  addStationPairingsCommand(station);
}

/** The settings `station set` changes, one at a time. */
const SETTINGS = ['language'] as const;
type Setting = (typeof SETTINGS)[number];

function settingName(value: string): Setting {
  const setting = SETTINGS.find((name) => name === value.trim().toLowerCase());
  if (setting === undefined) throw new InvalidArgumentError(`expected one of: ${SETTINGS.join(', ')}.`);
  return setting;
}

function configLines(config: StationConfig): string[] {
  const seconds = (ms: number): string => `${ms / 1000} s`;
  return [
    `Round:          ${config.round ?? 'none'}`,
    `Table entry:    ${config.tableEntry ? 'on' : 'off'}`,
    `Challenge rule: ${describeChallengeRule(config.challengeRule)}`,
    `Verdict shown:  at least ${seconds(config.timings.verdictMinMs)}, cleared after ${seconds(config.timings.verdictClearMs)}; an unjudged entry clears after ${seconds(config.timings.idleClearMs)}`,
    `Text size:      ${config.textSize}`,
    `Kiosk language: ${KIOSK_LANGUAGE_NAMES[config.language]} (${config.language})`,
  ];
}

function onOff(value: string): boolean {
  const lower = value.trim().toLowerCase();
  if (lower === 'on') return true;
  if (lower === 'off') return false;
  throw new InvalidArgumentError('expected on or off.');
}

function challengeRule(value: string): ChallengeRule {
  const lower = value.trim().toLowerCase();
  const points = /^points:([0-9]{1,3})$/u.exec(lower);
  const rule = challengeRuleSchema.safeParse(
    lower === 'double'
      ? { kind: 'double' }
      : points === null
        ? null
        : { kind: 'points', points: Number(points[1]) },
  );
  if (!rule.success) throw new InvalidArgumentError('expected double, or points:N with N from 1 to 50.');
  return rule.data;
}
