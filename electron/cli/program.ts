// The command line parsed twice when a command runs: first over the commands' stubs, which answer
// `--version`, the program's help and usage errors with no group loaded, then with the one group
// commander ran. The entry (bin/challenge-station.js, bundle-entry.ts) runs main.ts.
import { Command } from 'commander';
import { APP_VERSION } from '../core/app-version.ts';
import { addCommandStubs, ALL_COMMANDS, CommandNeeded } from './command-stubs.ts';
import { commandEntry } from './command-table.ts';

/** Global options that take a value, so that value is not mistaken for the command's name. */
const OPTIONS_WITH_VALUE = new Set(['--data-dir']);

/** The command named on the command line, if it is the first word that is not an option. */
function commandName(args: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--') return undefined;
    if (OPTIONS_WITH_VALUE.has(arg)) index += 1;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

/** The program with its global options and no commands yet. */
export function newProgram(): Command {
  return new Command('challenge-station')
    .description('Challenge Station: adjudicates word challenges and keeps a tamper-evident log.')
    .version(APP_VERSION)
    .option('--data-dir <dir>', "the station's data folder (default: the app's per-user folder)")
    .option('--json', 'machine-readable output')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
}

/**
 * Parses the command line over stubs of the commands (command-stubs.ts): `--version`, the program's
 * help and every usage error end there. Returns the command that must run, if one must.
 */
export function commandToRun(argv: readonly string[]): string | undefined {
  // The commands the program's help lists: the one named if it is one (so `--help judge` lists
  // judge alone, as it always has), else all of them.
  const name = commandName(argv.slice(2)) ?? '';
  const program = newProgram();
  addCommandStubs(program, commandEntry(name) === undefined ? ALL_COMMANDS : [name]);
  try {
    program.parse(argv);
  } catch (error) {
    if (error instanceof CommandNeeded) return error.command;
    throw error;
  }
  return undefined;
}
