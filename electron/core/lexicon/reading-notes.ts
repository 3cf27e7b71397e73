import { standIns, wordSpelling } from '../../common/alphabets/index.ts';
import { showWord } from '../words/character-description.ts';
import type { ReadCount, ReadExample, ReadingFacts } from './list-reading.ts';

// The reading as the import report says it, in the station's English: which reading was used, the
// lines stand-ins and folding read, and a hint when the list looks written the other way.

// A list whose lines refused for stand-in letters are at least this share of it, and which holds
// no real-spelling mark, looks written with stand-ins.
const STAND_IN_SHARE = 0.01;

/** The report's lines about how a list was read; none for an alphabet without stand-ins or folds. */
export function readingNotes(facts: ReadingFacts): string[] {
  return [...standInNotes(facts), ...countNotes(facts.folded, foldHeading)];
}

/** The hint alone, when the list looks written the other way; null when it does not. */
export function standInHint(facts: ReadingFacts): string | null {
  const pairs = standIns(facts.alphabet);
  if (pairs.length === 0) return null;
  const letters = orList(pairs.map(([alias]) => alias));
  if (facts.standIns && facts.realSpelling !== null) {
    const { line, text } = facts.realSpelling;
    return `This list looks written in real spelling (line ${line.toLocaleString('en')}, ${showWord(text)}, holds ${marksList(facts)}): its ${letters} are then letters of loanwords, not stand-ins: import it without --stand-ins if it is.`;
  }
  const refused = facts.refusedForStandIns;
  if (facts.standIns || facts.realSpelling !== null || refused === 0) return null;
  if (refused < facts.lines * STAND_IN_SHARE) return null;
  return `This list looks encoded with stand-ins (no ${marksList(facts)} in ${lines(facts.lines)}; ${lines(refused)} refused for ${letters}): import it with --stand-ins (in the console, tick the stand-ins box) if it is.`;
}

function standInNotes(facts: ReadingFacts): string[] {
  const pairs = standIns(facts.alphabet);
  if (pairs.length === 0) return [];
  const name = facts.alphabet.definition.name;
  const letters = andList(pairs.map(([alias]) => alias));
  const tiles = andList(pairs.map(([, tile]) => tile));
  const hint = standInHint(facts);
  const reading = facts.standIns
    ? [
        `Read with stand-ins, as asked: ${letters} read as ${tiles}.`,
        ...(facts.throughStandIns.count === 0
          ? ['No line was read through a stand-in.']
          : countNotes(facts.throughStandIns, (count) => `${lines(count)} read through stand-ins:`)),
      ]
    : [
        `Read by its letters: ${letters} are no ${name} tiles (the kiosk's typing stand-ins for ${tiles}); a list written with them is imported with --stand-ins.`,
      ];
  return [...reading, ...(hint === null ? [] : [hint])];
}

function countNotes(read: ReadCount, heading: (count: number) => string): string[] {
  if (read.count === 0) return [];
  return [
    heading(read.count),
    ...read.first.map((example) => `    ${describeExample(example)}`),
    ...(read.count > read.first.length
      ? [`    … and ${(read.count - read.first.length).toLocaleString('en')} more`]
      : []),
  ];
}

function foldHeading(count: number): string {
  return `${lines(count)} merged by accent folding into a word another line gives too:`;
}

/** `Line 12: "cowecció" as COL·LECCIO`: the word as spelled, not the list's data form CO[L·L]ECCIO. */
function describeExample(example: ReadExample): string {
  const where = example.line === null ? '' : `Line ${example.line.toLocaleString('en')}: `;
  return `${where}${showWord(example.text)} as ${wordSpelling(example.word)}`;
}

function lines(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'line' : 'lines'}`;
}

function marksList(facts: ReadingFacts): string {
  return orList((facts.alphabet.definition.realSpellingMarks ?? []).map((mark) => mark.toLowerCase()));
}

function andList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}
