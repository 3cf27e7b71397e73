// The program's commands as the command table describes them, none of their groups loaded: enough
// for commander to answer `--version`, the program's help, `help` and a mistyped command exactly as
// the loaded groups would. A stub never answers for its command: whatever would run it or show its
// own help stops the parse with the command's name, and that one group is then loaded.
import { Command, Help } from 'commander';
import { COMMANDS, commandEntry } from './command-table.ts';

/** Thrown when commander reaches a stub: the command it names must be loaded and the line parsed again. */
export class CommandNeeded extends Error {
  readonly command: string;

  constructor(command: string) {
    super(`the command ${command} is needed`);
    this.command = command;
  }
}

/** A command that only stands in the program's list of commands. */
class CommandStub extends Command {
  // `help COMMAND` asks the command itself for its help, without dispatching to it.
  override help(): never {
    throw new CommandNeeded(this.name());
  }

  override outputHelp(): void {
    throw new CommandNeeded(this.name());
  }
}

/** Adds a stub for each of `names` (commands of the table) to the program. */
export function addCommandStubs(program: Command, names: readonly string[]): void {
  for (const name of names) {
    const stub = new CommandStub(name)
      // The program's exit override and output, as `program.command()` would give it.
      .copyInheritedSettings(program)
      .description(commandEntry(name)?.summary ?? '')
      // Whatever follows the name is the real command's to judge, so the stub refuses nothing.
      .helpOption(false)
      .allowUnknownOption()
      .allowExcessArguments()
      .action(() => {
        throw new CommandNeeded(name);
      });
    program.addCommand(stub);
  }
  // The program's list shows each command as the table spells it (a stub has no options or
  // arguments of its own to show); the implicit `help [command]` keeps commander's own spelling.
  program.configureHelp({
    subcommandTerm(this: Help, command: Command): string {
      return command instanceof CommandStub
        ? (commandEntry(command.name())?.usage ?? command.name())
        : Help.prototype.subcommandTerm.call(this, command);
    },
  });
}

/** Every command of the table, in help order. */
export const ALL_COMMANDS: readonly string[] = Object.keys(COMMANDS);
