import type { Command } from 'commander';
import { lexiconJson, lexiconLabel } from './lexicon-label.ts';
import { wordReviews } from '../core/review/word-reviews.ts';
import { canonicalTileLabels } from '../common/alphabets/index.ts';
import { globalOptions, print, withStation } from './cli-context.ts';
import { wordLine } from './word-line.ts';
import { EXIT } from './exit-codes.ts';
import { positiveInteger } from './option-parsers.ts';

interface JudgeOptions {
  readonly lexicon?: string;
  readonly explain?: boolean;
  readonly round?: number;
  readonly table?: number;
}

/** `judge WORD…`: one verdict for the play, logged like every adjudication. */
export function addJudgeCommand(program: Command): void {
  program
    .command('judge')
    .description('judge a play: ACCEPTABLE (exit 0) or UNACCEPTABLE (exit 1)')
    .argument('<words...>', '1–8 words, separated by spaces or commas')
    .option('--lexicon <lexicon>', 'judge with this lexicon (name or fingerprint) instead of the active one')
    .option('--explain', 'also show each word’s result (for word judges)')
    .option('--round <n>', 'the tournament round, recorded in the log', positiveInteger)
    .option('--table <n>', 'the table number, recorded in the log', positiveInteger)
    .action((words: string[], judgeOptions: JudgeOptions, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const result = station.judge({
          words,
          source: 'cli',
          ...(judgeOptions.lexicon === undefined ? {} : { lexicon: judgeOptions.lexicon }),
          ...(judgeOptions.round === undefined ? {} : { round: judgeOptions.round }),
          ...(judgeOptions.table === undefined ? {} : { table: judgeOptions.table }),
        });
        const english = result.lexicon.alphabet === 'english';
        const tilesOf = (word: string): string[] => canonicalTileLabels(word, result.lexicon.alphabet);
        const explained =
          judgeOptions.explain === true
            ? wordReviews(station.lexicons, result.lexicon, result.words, result.wordResults).map((item) => ({
                ...item,
                tiles: tilesOf(item.word),
              }))
            : [];
        print(
          options,
          {
            verdict: result.verdict,
            words: result.words,
            lexicon: lexiconJson(result.lexicon),
            seq: result.entry.seq,
            ...(judgeOptions.explain === true ? { explain: explained } : {}),
          },
          [
            result.verdict,
            `Words:   ${result.words.join(' ')}`,
            ...(english
              ? []
              : [`Tiles:   ${result.words.map((word) => tilesOf(word).join(' ')).join(' / ')}`]),
            `Lexicon: ${lexiconLabel(result.lexicon)}`,
            `Logged as entry ${result.entry.seq}.`,
            ...(judgeOptions.explain === true ? explained.map(wordLine) : []),
          ],
        );
        process.exitCode = result.verdict === 'ACCEPTABLE' ? EXIT.acceptable : EXIT.unacceptable;
      });
    });
}
