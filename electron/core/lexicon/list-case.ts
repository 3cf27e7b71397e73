import type { UnplayableLines } from './unplayable-lines.ts';

// A list in one case throughout is how every tournament list is written: all capitals (CSW, NWL,
// OSPS as published) or all lower case. Debian's lists are written as a dictionary is: words in lower
// case, names capitalised (Warszawa, IJsland). Read letter by letter, a name folds into a word
// (WARSZAWA), so the case is read first, over the whole list, and a name is reported as a line no
// game can play instead.
//
// The rule (docs/CLI.md, "Names in a list that mixes cases"):
// - A word is written in lower case (every cased letter lower), in capitals (every cased letter
//   upper), or capitalised (both: Warszawa, IJsland with the Dutch IJ, McDonald, and any word with a
//   title-case letter such as ǅ, which is both at once). Letters without case, digits and marks
//   (the Catalan middle dot of L·L) do not count; a word with no cased letter is in no case.
// - A list mixes cases when it holds a capitalised word and a word in lower case or in capitals.
//   Then each capitalised word is a name. A list of capitalised words only is read as before.
// - A list is mostly lower case when it holds more words in lower case than in capitals. Then each
//   word in capitals is an abbreviation (Debian's wcatalan holds AGFA, BMW, CIA), reported as a
//   line no game can play; a list in capitals (every tournament list) keeps them all. A director
//   whose lower-case list has words added in capitals (ZA) keeps them with --keep-capitals.
// - Only a line that would otherwise be imported is reported so: a line unplayable for another
//   reason (a letter that is not a tile, its length) keeps that reason.
// - German writes every noun with a capital, so a capital there marks a noun, not a name: an
//   alphabet whose definition says `capitalisedNouns` reads its names as words. A noun is not
//   written in capitals, so its abbreviations are told as in any list.

/** How a word is written: see the rule above. */
export type WrittenCase = 'lower' | 'capitals' | 'capitalised' | 'none';

const CAPITAL = /[\p{Lu}\p{Lt}]/u;
const SMALL = /[\p{Ll}\p{Lt}]/u;
const IS_CAPITAL = 1;
const IS_SMALL = 2;
// Every alphabet's letters, and most of any list, are below U+2000: their case is looked up in a
// table made once, since a regular expression a line costs seconds on a list of millions.
const TABLE_END = 0x2000;
let caseTable: Uint8Array | null = null;

function builtCaseTable(): Uint8Array {
  const table = new Uint8Array(TABLE_END);
  for (let code = 0; code < TABLE_END; code += 1) {
    const char = String.fromCharCode(code);
    table[code] = (CAPITAL.test(char) ? IS_CAPITAL : 0) | (SMALL.test(char) ? IS_SMALL : 0);
  }
  return table;
}

/** How `word` is written. */
export function writtenCase(word: string): WrittenCase {
  const table = (caseTable ??= builtCaseTable());
  let found = 0;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    if (code >= TABLE_END) {
      // Beyond the table (and surrogate pairs): the rare word is read whole.
      found |= (CAPITAL.test(word) ? IS_CAPITAL : 0) | (SMALL.test(word) ? IS_SMALL : 0);
      break;
    }
    found |= table[code] ?? 0;
  }
  if ((found & IS_CAPITAL) !== 0) return (found & IS_SMALL) !== 0 ? 'capitalised' : 'capitals';
  return found === IS_SMALL ? 'lower' : 'none';
}

/** What a held line is told to be when the list's case is known. */
export type CaseReason = 'capitalised' | 'abbreviation';

/** How a list's case is read: names (false in German, whose capitals mark nouns) and capitals. */
export interface CaseReading {
  /** True to read capitalised lines in a list that mixes cases as names. */
  readonly names: boolean;
  /** True to keep every word in capitals, even in a list in lower case (--keep-capitals). */
  readonly keepCapitals: boolean;
}

/**
 * Counts how a list's words are written. Holds back every capitalised line that would be imported
 * until the whole list is read and its case known; then {@link settle} reports them as names or
 * gives them back as words. A line in capitals is imported at once and its place noted, so a list
 * in capitals (every tournament list) reads in its order; {@link dropAbbreviations} takes them
 * back out of a list mostly in lower case.
 */
export class ListCase {
  readonly #reading: CaseReading;
  #lower = 0;
  #capitals = 0;
  readonly #words: string[] = [];
  readonly #lines: number[] = [];
  readonly #texts: string[] = [];
  readonly #extras = new Map<number, { readonly definition: string; readonly marks: string }>();
  readonly #capitalsAt: number[] = [];
  readonly #capitalsLines: number[] = [];
  readonly #capitalsTexts: string[] = [];

  constructor(reading: CaseReading) {
    this.#reading = reading;
  }

  /** Counts how `text` (a line's word as written) is written; returns it. */
  count(text: string): WrittenCase {
    const written = writtenCase(text);
    if (written === 'lower') this.#lower += 1;
    else if (written === 'capitals') this.#capitals += 1;
    return written;
  }

  /** True when a line written so must wait for the list's case before it is imported. */
  holds(written: WrittenCase): boolean {
    return this.#reading.names && written === 'capitalised';
  }

  /** Holds a capitalised line that reads as `word` until {@link settle}. */
  hold(line: number, text: string, word: string, definition = '', marks = ''): void {
    const index = this.#words.length;
    this.#words.push(word);
    this.#lines.push(line);
    this.#texts.push(text);
    if (definition !== '' || marks !== '') this.#extras.set(index, { definition, marks });
  }

  /** Notes that a line written as `written` was imported as the `index`-th word kept. */
  kept(written: WrittenCase, index: number, line: number, text: string): void {
    if (written !== 'capitals' || this.#reading.keepCapitals) return;
    this.#capitalsAt.push(index);
    this.#capitalsLines.push(line);
    this.#capitalsTexts.push(text);
  }

  /** True when the list holds a capitalised word and a word in lower case or capitals. */
  get mixes(): boolean {
    return this.#words.length > 0 && this.#lower + this.#capitals > 0;
  }

  /** True when the list holds more words in lower case than in capitals. */
  get mostlyLower(): boolean {
    return this.#lower > this.#capitals;
  }

  /**
   * Once the list is read, in a list mostly in lower case: takes each word in capitals out of
   * `kept` (the words kept so far, in the order {@link kept} was told) as an abbreviation, into
   * `unplayable` (or, without it, the first one is thrown by `refuse`). Returns the words taken out.
   */
  dropAbbreviations(
    kept: string[],
    unplayable: UnplayableLines | undefined,
    refuse: (line: number, text: string, reason: CaseReason) => never,
  ): string[] {
    if (!this.mostlyLower || this.#capitalsAt.length === 0) return [];
    const dropped: string[] = [];
    let next = 0;
    let write = 0;
    for (let read = 0; read < kept.length; read += 1) {
      const word = kept[read] ?? '';
      if (read !== this.#capitalsAt[next]) {
        kept[write++] = word;
        continue;
      }
      const line = this.#capitalsLines[next] ?? 0;
      const text = this.#capitalsTexts[next] ?? word;
      if (unplayable === undefined) refuse(line, text, 'abbreviation');
      unplayable.add(line, text, 'abbreviation', 'in capitals');
      dropped.push(word);
      next += 1;
    }
    kept.length = write;
    return dropped;
  }

  /**
   * Once the list is read: in a list that mixes cases each held line is a name and goes to
   * `unplayable` (or, without it, the first one is thrown by `refuse`); else each goes to `keep`.
   */
  settle(
    unplayable: UnplayableLines | undefined,
    refuse: (line: number, text: string, reason: CaseReason) => never,
    keep: (word: string, definition: string, marks: string, line: number, text: string) => void,
  ): void {
    const mixes = this.mixes;
    this.#words.forEach((word, index) => {
      const line = this.#lines[index] ?? 0;
      const text = this.#texts[index] ?? word;
      if (mixes && unplayable === undefined) refuse(line, text, 'capitalised');
      if (mixes) {
        unplayable?.add(line, text, 'capitalised', 'capitalised');
        return;
      }
      const extra = this.#extras.get(index);
      keep(word, extra?.definition ?? '', extra?.marks ?? '', line, text);
    });
  }
}
