import type { WordGraph } from '../lexicon/word-graph.ts';
import type { Verdict } from '../log/log-entry.ts';

/** The judgement of a play: one verdict, and per-word results for judges' eyes only. */
export interface PlayJudgement {
  readonly verdict: Verdict;
  readonly wordResults: boolean[];
}

/**
 * Looks up every word, with no short cut after the first failure, so the work done does not depend
 * on which word failed; the play is acceptable only when every word is.
 */
export function judgePlay(graph: WordGraph, words: readonly string[]): PlayJudgement {
  const wordResults = words.map((word) => graph.has(word));
  let acceptable = true;
  for (const valid of wordResults) acceptable &&= valid;
  return { verdict: acceptable ? 'ACCEPTABLE' : 'UNACCEPTABLE', wordResults };
}
