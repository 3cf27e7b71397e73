import { CommanderError } from 'commander';
import { commandEntry } from './command-table.ts';
import { usageExitCode } from './exit-codes.ts';
import { commandToRun, newProgram } from './program.ts';

// A function, not top-level await: the Debian package runs this bundled as CommonJS
// (build/vite.cli.config.ts), whose modules load faster and cannot await at their top level.
async function run(): Promise<void> {
  try {
    const name = commandToRun(process.argv);
    const entry = name === undefined ? undefined : commandEntry(name);
    if (entry === undefined) return;
    const program = newProgram();
    (await entry.load())(program);
    // parseAsync: the hall's commands wait on the network; the others return at once as before.
    await program.parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) process.exitCode = usageExitCode(error);
    else {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      // Loaded only for an error: its classification imports every kind of error there is.
      process.exitCode = (await import('./error-exit.ts')).exitCodeFor(error);
    }
  }
}

void run();
