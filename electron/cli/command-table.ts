import type { Command } from 'commander';

/** Adds one group of commands (and their help) to the program. */
export type AddCommands = (program: Command) => void;

/** One command of the program: what its help lists without loading it, and how to load it. */
export interface CommandEntry {
  /** As the program's help lists it: the name, `[options]` if it has any, then its arguments. */
  readonly usage: string;
  /** The line the program's help shows beside it, which the command's own help repeats. */
  readonly summary: string;
  /** Imports the group: the command, its subcommands, options and actions. */
  readonly load: () => Promise<AddCommands>;
}

// Each group is imported only when it is the one run: importing them all (the export, merge and
// review code, csv-stringify, the hall's NATS client…) was most of every command's start-up, and
// the program's help, `--version` and a mistyped command need none of them. Listed in help order.
export const COMMANDS = {
  judge: {
    usage: 'judge [options] <words...>',
    summary: 'judge a play: ACCEPTABLE (exit 0) or UNACCEPTABLE (exit 1)',
    load: async () => (await import('./judge-command.ts')).addJudgeCommand,
  },
  lexicon: {
    usage: 'lexicon',
    summary: 'import, list and choose word lists',
    load: async () => (await import('./lexicon-commands.ts')).addLexiconCommands,
  },
  log: {
    usage: 'log',
    summary: 'export, verify and merge the challenge log',
    load: async () => (await import('./log-commands.ts')).addLogCommands,
  },
  station: {
    usage: 'station',
    summary: "the station's name and the lexicons it offers",
    load: async () => (await import('./station-commands.ts')).addStationCommands,
  },
  review: {
    usage: 'review',
    summary: 'for word judges: open a challenge with per-word results, check words, record rulings',
    load: async () => (await import('./review-commands.ts')).addReviewCommands,
  },
  hall: {
    usage: 'hall',
    summary:
      "the tournament hall: stations publish their logs live to the director's hub (docs/HALL-GUIDE.md)",
    // The hall's commands are two large groups of their own: only the one named is imported.
    load: async () => (await import('./hall-commands.ts')).hallCommands(process.argv.slice(2)),
  },
  kiosk: {
    usage: 'kiosk',
    summary: "the players' kiosk: run it in Chromium, or start it whenever this user logs in",
    load: async () => (await import('./kiosk-commands.ts')).addKioskCommands,
  },
} satisfies Readonly<Record<string, CommandEntry>>;

/** The name of a command of the program. */
export type CommandName = keyof typeof COMMANDS;

/** The entry of a command name; own keys only, so `toString` typed as a command is no command. */
export function commandEntry(name: string): CommandEntry | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name as CommandName] : undefined;
}
