import type { Command } from 'commander';
import { COMMANDS } from './command-table.ts';

/** Adds the hall's commands to the program. */
type AddCommands = (program: Command) => void;

// Which file registers each subcommand, so that one run imports only that file: a station's link
// (the NATS client) or the director's hub (certificates, the hub's store), each hundreds of
// modules. A name not listed (help, a mistyped or a new command) imports both, so help, errors and
// suggestions stay whole.
const STATION_COMMANDS: ReadonlySet<string> = new Set(['join', 'leave', 'show', 'sync']);
const HUB_COMMANDS: ReadonlySet<string> = new Set([
  'start',
  'invite',
  'revoke',
  'designate',
  'status',
  'export',
  'lexicon',
  'set',
  'report',
  'pairings',
]);

/** Global options that take a value, so that value is not mistaken for a command's name. */
const OPTIONS_WITH_VALUE = new Set(['--data-dir']);

/** The first word after `hall` that is not an option: the hall command named, if any. */
function hallCommandName(args: readonly string[]): string | undefined {
  let afterHall = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--') return undefined;
    if (OPTIONS_WITH_VALUE.has(arg)) index += 1;
    else if (!arg.startsWith('-')) {
      if (afterHall) return arg;
      afterHall = arg === 'hall';
    }
  }
  return undefined;
}

/** `hall …`: a station's link to the tournament hall, and the director's hub; `args` the command line. */
export async function hallCommands(args: readonly string[]): Promise<AddCommands> {
  const name = hallCommandName(args) ?? '';
  const [station, hub] = await Promise.all([
    HUB_COMMANDS.has(name) ? null : import('./hall-station-commands.ts'),
    STATION_COMMANDS.has(name) ? null : import('./hall-hub-commands.ts'),
  ]);
  return (program) => {
    const hall = program.command('hall').description(COMMANDS.hall.summary);
    station?.addHallStationCommands(hall);
    hub?.addHallHubCommands(hall);
  };
}
