import { STANDARD_PLAY_LIMITS } from '../../common/limits.ts';

// A real word list (Debian's Spanish list, an English list with a 16-letter word) holds lines no
// game can play. Import reads the whole file and collects every such line, so the director sees
// them all at once, grouped by reason, instead of fixing the file one refusal at a time.

/** Why a line of a word list cannot be played. */
export type UnplayableReason =
  'not-a-tile' | 'punctuation' | 'tile-count' | 'not-a-word' | 'capitalised' | 'abbreviation';

/** The reasons in the order a report lists them, each with how a person reads it. */
export const UNPLAYABLE_REASONS: readonly { readonly reason: UnplayableReason; readonly label: string }[] = [
  { reason: 'not-a-tile', label: 'not a tile of this alphabet' },
  // A dictionary's compounds and elisions (porta-avions, d'acord): no tile is missing, the line is
  // not one word.
  { reason: 'punctuation', label: 'punctuation (a hyphen or an apostrophe)' },
  {
    reason: 'tile-count',
    label: `fewer than ${STANDARD_PLAY_LIMITS.minLetters} or more than ${STANDARD_PLAY_LIMITS.maxLetters} tiles`,
  },
  { reason: 'not-a-word', label: 'not a word' },
  // See list-case.ts: Debian's wpolish holds 310,016 names such as Warszawa.
  { reason: 'capitalised', label: 'a name (capitalised in a list that mixes cases)' },
  // See list-case.ts: Debian's wcatalan holds 142 such as AGFA, BMW, CIA.
  { reason: 'abbreviation', label: 'an abbreviation (in capitals in a list in lower case)' },
];

/** One line a word list cannot import: where it is, what it says and why it cannot be played. */
export interface UnplayableLine {
  /** The line number in a text list; null for a word read from a database or a word graph. */
  readonly line: number | null;
  readonly text: string;
  readonly reason: UnplayableReason;
  /** The particular problem, e.g. "k is not a Spanish tile" or "17 tiles". */
  readonly detail: string;
}

/** True when a word of `tileCount` tiles fits a standard board. */
export function playableTileCount(tileCount: number): boolean {
  return tileCount >= STANDARD_PLAY_LIMITS.minLetters && tileCount <= STANDARD_PLAY_LIMITS.maxLetters;
}

// Hyphens and apostrophes, typewriter and typographic.
const PUNCTUATION = /^[-\u2010\u2011'\u2019\u02BC]$/u;

/**
 * Which reason a refused character gives: a letter that is no tile of the alphabet (Spanish k, an
 * English é) or a bracketed tile name, a hyphen or an apostrophe, else something no word holds (a
 * digit, a full stop).
 */
export function refusedCharacterReason(refused: string): UnplayableReason {
  if (PUNCTUATION.test(refused)) return 'punctuation';
  return /^[[\p{L}\p{M}]/u.test(refused) ? 'not-a-tile' : 'not-a-word';
}

/** How a report names a refused hyphen or apostrophe: "holds a hyphen". */
export function punctuationDetail(refused: string): string {
  return /^[-\u2010\u2011]$/u.test(refused) ? 'holds a hyphen' : 'holds an apostrophe';
}

/** The unplayable lines met while reading one word list, in the order they were met. */
export class UnplayableLines {
  readonly #lines: UnplayableLine[];
  readonly #numbered: boolean;

  constructor(lines: UnplayableLine[] = [], numbered = true) {
    this.#lines = lines;
    this.#numbered = numbered;
  }

  /**
   * The same collection, recording no line numbers: for words a word graph gave, which a reader
   * turns into text lines of its own whose numbers mean nothing to the director.
   */
  withoutLineNumbers(): UnplayableLines {
    return new UnplayableLines(this.#lines, false);
  }

  /** Records a line that cannot be imported. */
  add(line: number | null, text: string, reason: UnplayableReason, detail: string): void {
    this.#lines.push({ line: this.#numbered ? line : null, text, reason, detail });
  }

  /** True when a word of `tileCount` tiles is playable; otherwise records its line and returns false. */
  keepTileCount(line: number | null, text: string, tileCount: number): boolean {
    if (playableTileCount(tileCount)) return true;
    this.add(line, text, 'tile-count', tileCount === 1 ? '1 tile' : `${tileCount} tiles`);
    return false;
  }

  /** How many lines were recorded. */
  get count(): number {
    return this.#lines.length;
  }

  /** Every recorded line: in file order within each reason (names are known, and added, last). */
  lines(): readonly UnplayableLine[] {
    return this.#lines;
  }
}
