import type { Command } from 'commander';
import { lexiconJson, lexiconLabel } from './lexicon-label.ts';
import { wordSpelling, wordTiles } from '../common/alphabets/index.ts';
import { globalOptions, print, withStation } from './cli-context.ts';
import { EXIT } from './exit-codes.ts';

/** The options `judge` takes (judge-command.ts). */
export interface JudgeOptions {
  readonly lexicon?: string;
  readonly explain?: boolean;
  readonly round?: number;
  readonly table?: number;
  readonly challenger?: number;
}

/** Runs `judge WORD…`: one verdict for the play, logged like every adjudication. */
export async function runJudge(words: string[], judgeOptions: JudgeOptions, command: Command): Promise<void> {
  const options = globalOptions(command);
  // What a word judge's --explain shows is loaded for it alone, before the station opens.
  const explain = judgeOptions.explain === true ? await explainModules() : null;
  // The game's words likewise, for a play judged at a table.
  const games = judgeOptions.table === undefined ? null : await import('./judge-game.ts');
  const table = judgeOptions.table;
  const challenger = judgeOptions.challenger;
  if (challenger !== undefined && table === undefined) {
    command.error('error: --challenger is given with --table: it names a seat of the game there.', {
      exitCode: EXIT.badInput,
    });
  }
  withStation(options, (station) => {
    const lookup = table === undefined ? null : station.lookupTable(table, judgeOptions.round);
    const result = station.judge({
      words,
      source: 'cli',
      ...(judgeOptions.lexicon === undefined ? {} : { lexicon: judgeOptions.lexicon }),
      ...(judgeOptions.round === undefined ? {} : { round: judgeOptions.round }),
      ...(table === undefined ? {} : { table }),
      ...(challenger === 1 || challenger === 2 ? { challenger } : {}),
    });
    const game = games === null ? null : games.judgedGame(result.entry);
    const severalDivisions = (station.pairings.pairings()?.divisions.length ?? 0) > 1;
    const gameLines =
      games === null || lookup === null || table === undefined
        ? []
        : game === null
          ? [games.noGameLine(lookup, table) ?? []].flat()
          : [
              games.gameLine(game, severalDivisions),
              ...(lookup.kind === 'game' && lookup.game.withdrawn.length > 0
                ? [`Withdrawn since pairing: ${lookup.game.withdrawn.join(', ')}`]
                : []),
              games.outcomeLine(game, result.words.length),
            ];
    const english = result.lexicon.alphabet === 'english';
    const tilesOf = (word: string): string[] => wordTiles(word);
    const explained =
      explain === null
        ? []
        : explain
            .wordReviews(station.lexicons, result.lexicon, result.words, result.wordResults)
            .map((item) => ({ ...item, tiles: tilesOf(item.word) }));
    print(
      options,
      {
        verdict: result.verdict,
        words: result.words,
        lexicon: lexiconJson(result.lexicon),
        seq: result.entry.seq,
        ...(table === undefined ? {} : { game }),
        ...(judgeOptions.explain === true ? { explain: explained } : {}),
      },
      [
        result.verdict,
        ...gameLines,
        // As spelled (COL·LEGI); `--json` keeps the log's form (CO[L·L]EGI).
        `Words:   ${result.words.map(wordSpelling).join(' ')}`,
        ...(english ? [] : [`Tiles:   ${result.words.map((word) => tilesOf(word).join(' ')).join(' / ')}`]),
        `Lexicon: ${lexiconLabel(result.lexicon)}`,
        `Logged as entry ${result.entry.seq}.`,
        ...(explain === null ? [] : explained.map(explain.wordLine)),
      ],
    );
    process.exitCode = result.verdict === 'ACCEPTABLE' ? EXIT.acceptable : EXIT.unacceptable;
  });
}

async function explainModules(): Promise<{
  wordReviews: typeof import('../core/review/word-reviews.ts').wordReviews;
  wordLine: typeof import('./word-line.ts').wordLine;
}> {
  const [{ wordReviews }, { wordLine }] = await Promise.all([
    import('../core/review/word-reviews.ts'),
    import('./word-line.ts'),
  ]);
  return { wordReviews, wordLine };
}
