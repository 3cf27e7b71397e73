import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffLexicons, wordCountsByLength } from '../../../electron/core/lexicon/lexicon-diff.ts';
import { parseLexiconText } from '../../../electron/core/lexicon/lexicon-text.ts';
import { compileWordGraph, loadWordGraph } from '../../../electron/core/lexicon/word-graph.ts';
import { ENGLISH_LETTERS } from '../../../electron/core/words/letter-set.ts';
import { ENABLE2K_PATH, skipWithoutEnable2k } from '../../support/enable2k.ts';

describe('diffLexicons', () => {
  it('lists the words added and removed, each sorted, with both counts', () => {
    const older = ['AA', 'CAT', 'DOG', 'QI', 'ZA'];
    const newer = ['AA', 'CAT', 'EW', 'OK', 'QI', 'ZA', 'ZE'];
    expect(diffLexicons(older, newer)).toEqual({
      added: ['EW', 'OK', 'ZE'],
      removed: ['DOG'],
      oldCount: 5,
      newCount: 7,
    });
  });

  it('handles an empty side and identical lists', () => {
    expect(diffLexicons([], ['QI'])).toEqual({ added: ['QI'], removed: [], oldCount: 0, newCount: 1 });
    expect(diffLexicons(['QI', 'ZA'], ['QI', 'ZA'])).toEqual({
      added: [],
      removed: [],
      oldCount: 2,
      newCount: 2,
    });
  });

  it('reads installed lexicons straight from their word graphs', () => {
    const graph = (words: string[]) => loadWordGraph(compileWordGraph(words, ENGLISH_LETTERS.letters));
    const diff = diffLexicons(graph(['AA', 'DOG', 'QI']).words(), graph(['AA', 'OK', 'QI']).words());
    expect(diff).toEqual({ added: ['OK'], removed: ['DOG'], oldCount: 3, newCount: 3 });
  });

  it('refuses a list that is not sorted and distinct rather than report wrong changes', () => {
    expect(() => diffLexicons(['QI', 'AA'], ['AA'])).toThrow(/old word list is not sorted/u);
    expect(() => diffLexicons(['AA'], new Set(['QI', 'QI', 'AA']))).toThrow(/new word list is not sorted/u);
    expect(() => diffLexicons(['AA', 'AA'], ['AA'])).toThrow(RangeError);
  });

  it('finds exactly the words changed between two editions of ENABLE', (context) => {
    skipWithoutEnable2k(context);
    const enable = parseLexiconText(readFileSync(ENABLE2K_PATH), ENGLISH_LETTERS).words;
    const removed = enable.filter((_, index) => index % 1000 === 7);
    const added = ['AAAAAB', 'QQQ', 'ZZZZZZZZZZZZZZZZ'];
    const removedSet = new Set(removed);
    const newer = [...enable.filter((word) => !removedSet.has(word)), ...added].sort();
    const diff = diffLexicons(enable, newer);
    expect(diff.added).toEqual(added);
    expect(diff.removed).toEqual(removed);
    expect(diff.newCount - diff.oldCount).toBe(added.length - removed.length);
  });
});

describe('wordCountsByLength', () => {
  it('counts words by their number of letters, shortest first', () => {
    expect(wordCountsByLength(['QI', 'ZA', 'CAT', 'ÑU', 'QUIZ', 'ZZZ', 'AA'])).toEqual([
      { length: 2, count: 4 },
      { length: 3, count: 2 },
      { length: 4, count: 1 },
    ]);
  });

  it('adds up to the whole of ENABLE', (context) => {
    skipWithoutEnable2k(context);
    const enable = parseLexiconText(readFileSync(ENABLE2K_PATH), ENGLISH_LETTERS).words;
    const counts = wordCountsByLength(enable);
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(enable.length);
    expect(counts.find((row) => row.length === 2)?.count).toBe(
      enable.filter((word) => word.length === 2).length,
    );
  });
});
