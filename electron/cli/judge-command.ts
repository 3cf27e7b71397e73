import type { Command } from 'commander';
import { COMMANDS } from './command-table.ts';
import type { JudgeOptions } from './judge-run.ts';
import { positiveInteger, wholeNumberUpTo } from './option-parsers.ts';

/**
 * `judge WORD…`: one verdict for the play, logged like every adjudication. What runs it (the
 * station and all it opens) is imported when it runs, so `judge --help` and `help judge` load none of it.
 */
export function addJudgeCommand(program: Command): void {
  program
    .command('judge')
    .description(COMMANDS.judge.summary)
    .argument('<words...>', '1–8 words, separated by spaces or commas')
    .option('--lexicon <lexicon>', 'judge with this lexicon (name or fingerprint) instead of the active one')
    .option('--explain', 'also show each word’s result (for word judges)')
    .option('--round <n>', 'the tournament round, recorded in the log', positiveInteger)
    .option(
      '--table <n>',
      'the table number, recorded in the log with its game when the station holds pairings',
      positiveInteger,
    )
    .option(
      '--challenger <1|2>',
      'who challenged: 1 the player who goes first, 2 the other (with --table)',
      wholeNumberUpTo(2),
    )
    .action(async (words: string[], judgeOptions: JudgeOptions, command: Command) => {
      await (await import('./judge-run.ts')).runJudge(words, judgeOptions, command);
    });
}
