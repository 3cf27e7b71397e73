import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../core/app-version.ts';
import { exitCodeFor } from './error-exit.ts';
import { addJudgeCommand } from './judge-command.ts';
import { addLexiconCommands } from './lexicon-commands.ts';
import { addLogCommands } from './log-commands.ts';
import { addReviewCommands } from './review-commands.ts';
import { addStationCommands } from './station-commands.ts';

const program = new Command('challenge-station')
  .description('Challenge Station: adjudicates word challenges and keeps a tamper-evident log.')
  .version(APP_VERSION)
  .option('--data-dir <dir>', "the station's data folder (default: the app's per-user folder)")
  .option('--json', 'machine-readable output')
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

addJudgeCommand(program);
addLexiconCommands(program);
addLogCommands(program);
addStationCommands(program);
addReviewCommands(program);

try {
  program.parse(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError))
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = exitCodeFor(error);
}
