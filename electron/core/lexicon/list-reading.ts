import {
  canonicalWord,
  decodeTiles,
  standIns,
  type TileAlphabet,
  type TileWord,
} from '../../common/alphabets/index.ts';

// What the director is told about how a list was read, besides its unplayable lines: whether its
// letters were read as typing stand-ins, how many lines did need one, whether the list looks
// written the other way, and how many lines accent folding merged into a word another line gives.

/** How the director says a list is to be read. */
export interface ListChoices {
  /** The list is written with the alphabet's typing stand-ins (Catalan K for Ç): read them as tiles. */
  readonly standIns?: boolean;
  /** Keep the words in capitals of a list in lower case: words, not abbreviations (list-case.ts). */
  readonly keepCapitals?: boolean;
}

/** A line a note gives as an example: where it is, as written, and the word it reads as. */
export interface ReadExample {
  readonly line: number | null;
  readonly text: string;
  readonly word: string;
}

/** How many lines something happened to, and the first few. */
export interface ReadCount {
  readonly count: number;
  readonly first: readonly ReadExample[];
}

/** What a finished reading found: see {@link ListReading}. */
export interface ReadingFacts {
  readonly alphabet: TileAlphabet;
  readonly standIns: boolean;
  /** The list's lines holding a word. */
  readonly lines: number;
  /** Lines read only through a stand-in (with --stand-ins). */
  readonly throughStandIns: ReadCount;
  /** Lines refused at a letter that is a stand-in (without --stand-ins). */
  readonly refusedForStandIns: number;
  /** The first line with a real-spelling mark (Catalan ·, ç, ny), or null. */
  readonly realSpelling: { readonly line: number; readonly text: string } | null;
  /** Lines whose folded word another line gives too (bebè, bebe). */
  readonly folded: ReadCount;
}

/** How many example lines a note shows. */
export const EXAMPLES_SHOWN = 5;

/**
 * Collects, while a list is read in a tile alphabet, what {@link ReadingFacts} reports. Each test
 * runs once a line at most, and the real-spelling test only until a mark is found.
 */
export class ListReading {
  readonly standIns: boolean;
  readonly keepCapitals: boolean;
  readonly #alphabet: TileAlphabet;
  readonly #marks: RegExp | null;
  readonly #folds: RegExp | null;
  #lines = 0;
  #realSpelling: ReadingFacts['realSpelling'] = null;
  #throughStandIns = 0;
  readonly #standInFirst: ReadExample[] = [];
  #refusedForStandIns = 0;
  readonly #standInLetters: ReadonlySet<string>;
  // The first folded line of each key: merges are counted once the list's words are known.
  readonly #foldedFirst = new Map<string, { readonly line: number | null; readonly text: string }>();
  #folded: ReadCount = { count: 0, first: [] };

  constructor(alphabet: TileAlphabet, choices: ListChoices = {}) {
    this.#alphabet = alphabet;
    this.standIns = choices.standIns === true;
    this.keepCapitals = choices.keepCapitals === true;
    const marks = alphabet.definition.realSpellingMarks ?? [];
    this.#marks = marks.length === 0 ? null : new RegExp(marks.map(escaped).join('|'), 'iu');
    const folds = Object.keys(alphabet.definition.folds);
    this.#folds = folds.length === 0 ? null : new RegExp(`[${folds.map(escaped).join('')}]`, 'iu');
    this.#standInLetters = new Set(standIns(alphabet).flatMap(([alias]) => Array.from(alias)));
  }

  /** Counts a line holding `text` and looks for a real-spelling mark in it. */
  see(line: number, text: string): void {
    this.#lines += 1;
    if (this.#realSpelling === null && this.#marks?.test(text) === true) this.#realSpelling = { line, text };
  }

  /** Notes a line that read as `tiles` only through a stand-in. */
  readThroughStandIn(line: number | null, text: string, tiles: TileWord): void {
    this.#throughStandIns += 1;
    if (this.#standInFirst.length < EXAMPLES_SHOWN)
      this.#standInFirst.push({ line, text, word: canonicalWord(tiles, this.#alphabet) });
  }

  /** Notes a line refused at `refused`, which counts when it is a stand-in letter. */
  refused(refused: string): void {
    if (this.#standInLetters.has(refused.toUpperCase())) this.#refusedForStandIns += 1;
  }

  /** Notes a playable line whose word is `key` (encoded), when accent folding made it. */
  kept(line: number | null, text: string, key: string): void {
    if (this.#folds?.test(text) === true && !this.#foldedFirst.has(key))
      this.#foldedFirst.set(key, { line, text });
  }

  /** Once the list's words are known (`keys`, before repeats are dropped): which folded lines merged. */
  countMerges(keys: readonly string[]): void {
    if (this.#foldedFirst.size === 0) return;
    const seen = new Map<string, number>();
    for (const key of keys) if (this.#foldedFirst.has(key)) seen.set(key, (seen.get(key) ?? 0) + 1);
    let count = 0;
    const first: ReadExample[] = [];
    for (const [key, where] of this.#foldedFirst) {
      const times = seen.get(key) ?? 0;
      if (times < 2) continue;
      count += times - 1;
      if (first.length < EXAMPLES_SHOWN) first.push({ ...where, word: this.#canonical(key) });
    }
    this.#folded = { count, first };
  }

  /** What the reading found. */
  facts(): ReadingFacts {
    return {
      alphabet: this.#alphabet,
      standIns: this.standIns,
      lines: this.#lines,
      throughStandIns: { count: this.#throughStandIns, first: this.#standInFirst },
      refusedForStandIns: this.#refusedForStandIns,
      realSpelling: this.#realSpelling,
      folded: this.#folded,
    };
  }

  #canonical(key: string): string {
    const tiles = decodeTiles(key, this.#alphabet);
    return tiles === null ? key : canonicalWord(tiles, this.#alphabet);
  }
}

function escaped(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|-]/gu, '\\$&');
}
