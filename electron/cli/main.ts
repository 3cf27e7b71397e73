import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../core/app-version.ts';

/** Adds one group of commands (and their help) to the program. */
type AddCommands = (program: Command) => void;

// Each group is imported only when it is the one run: importing them all (the export, merge and
// review code, csv-stringify…) was a large part of every command's start-up. Listed in help order.
const COMMAND_GROUPS: Readonly<Record<string, () => Promise<AddCommands>>> = {
  judge: async () => (await import('./judge-command.ts')).addJudgeCommand,
  lexicon: async () => (await import('./lexicon-commands.ts')).addLexiconCommands,
  log: async () => (await import('./log-commands.ts')).addLogCommands,
  station: async () => (await import('./station-commands.ts')).addStationCommands,
  review: async () => (await import('./review-commands.ts')).addReviewCommands,
  // The hall's commands are two large groups of their own: only the one named is imported.
  hall: async () => (await import('./hall-commands.ts')).hallCommands(process.argv.slice(2)),
  kiosk: async () => (await import('./kiosk-commands.ts')).addKioskCommands,
};

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

const program = new Command('challenge-station')
  .description('Challenge Station: adjudicates word challenges and keeps a tamper-evident log.')
  .version(APP_VERSION)
  .option('--data-dir <dir>', "the station's data folder (default: the app's per-user folder)")
  .option('--json', 'machine-readable output')
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

// A function, not top-level await: the Debian package runs this bundled as CommonJS
// (build/vite.cli.config.ts), whose modules load faster and cannot await at their top level.
async function run(): Promise<void> {
  try {
    // Help, `help COMMAND`, a mistyped command or none: every group, so help and suggestions are whole.
    const name = commandName(process.argv.slice(2)) ?? '';
    // Own keys only: `toString` or `constructor` typed as a command is an unknown command, not a lookup.
    const named = Object.hasOwn(COMMAND_GROUPS, name) ? COMMAND_GROUPS[name] : undefined;
    const groups = named === undefined ? Object.values(COMMAND_GROUPS) : [named];
    for (const addCommands of await Promise.all(groups.map((load) => load()))) addCommands(program);
    // parseAsync: the hall's commands wait on the network; the others return at once as before.
    await program.parseAsync(process.argv);
  } catch (error) {
    if (!(error instanceof CommanderError))
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    // Loaded only for an error: its classification imports every kind of error there is.
    process.exitCode = (await import('./error-exit.ts')).exitCodeFor(error);
  }
}

void run();
