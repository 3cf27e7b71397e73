// The program's help is printed from the command table's stubs (electron/cli/command-stubs.ts), never
// from the groups themselves: it must read byte for byte as the loaded groups would print it, and
// each group must say in its own help what the table says for it.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addCommandStubs, ALL_COMMANDS } from '../../electron/cli/command-stubs.ts';
import { COMMANDS, type CommandName } from '../../electron/cli/command-table.ts';
import { newProgram } from '../../electron/cli/program.ts';

async function loadedProgram(names: readonly CommandName[]): Promise<Command> {
  const program = newProgram();
  for (const name of names) (await COMMANDS[name].load())(program);
  return program;
}

function stubbedProgram(names: readonly string[]): Command {
  const program = newProgram();
  addCommandStubs(program, names);
  return program;
}

const NAMES = Object.keys(COMMANDS) as CommandName[];

describe('the command table', () => {
  it('names every command of the program, in help order', () => {
    expect(ALL_COMMANDS).toEqual(['judge', 'lexicon', 'log', 'station', 'review', 'hall', 'kiosk']);
  });

  it('gives the program’s help as every loaded group gives it', async () => {
    const loaded = await loadedProgram(NAMES);
    expect(stubbedProgram(ALL_COMMANDS).helpInformation()).toBe(loaded.helpInformation());
  });

  it.each(NAMES)(
    'gives the help of `--help %s`, which lists that command alone, as its group does',
    async (name) => {
      const loaded = await loadedProgram([name]);
      expect(stubbedProgram([name]).helpInformation()).toBe(loaded.helpInformation());
    },
  );

  it.each(NAMES)('holds the summary that %s’s own help shows', async (name) => {
    const command = (await loadedProgram([name])).commands.find((each) => each.name() === name);
    expect(command?.description()).toBe(COMMANDS[name].summary);
  });
});
