import type { AlphabetDefinition, AlphabetId } from './alphabet-definition.ts';

/**
 * An alphabet ready for parsing: lookup tables derived once from its {@link AlphabetDefinition}.
 * A word is held as its tile indexes (positions in `definition.tiles`).
 */
export interface TileAlphabet {
  readonly id: AlphabetId;
  readonly definition: AlphabetDefinition;
  /** Each tile's printed label, by tile index. */
  readonly labels: readonly string[];
  /** Each tile's canonical form: the label, in square brackets when it has several letters. */
  readonly canonical: readonly string[];
  /** Input character (either case, after NFC) → the upper-case letters it reads as. */
  readonly characters: ReadonlyMap<string, string>;
  /** Upper-case spelling (label, spelling or alias) → tile index. */
  readonly forms: ReadonlyMap<string, number>;
  /** Length of the longest form, for longest-first matching. */
  readonly longestForm: number;
  /** First letters of spellings of several letters, and the brackets: where matching must look ahead. */
  readonly multiLetterStarts: ReadonlySet<string>;
  /** True when some tile has several letters, so `[…]` may name it. */
  readonly hasMultiLetterTiles: boolean;
  /** One UTF-16 code unit per tile, by tile index: the word graph's alphabet (see {@link graphLetters}). */
  readonly graphLetters: string;
  /** Graph code unit → tile index. */
  readonly tileOfGraphCode: ReadonlyMap<number, number>;
  /**
   * Matches a word made only of one-letter tiles in either case when the alphabet has no spelling
   * of several letters (else null): then the encoded word is `word.toUpperCase()`. The fast path
   * for word lists of millions of words.
   */
  readonly plainWord: RegExp | null;
}

/** Thrown when a definition cannot work (a programming error, caught by the alphabet tests). */
export class AlphabetDefinitionError extends Error {
  override readonly name = 'AlphabetDefinitionError';
}

/** Builds the lookup tables for one definition; throws an {@link AlphabetDefinitionError} on a broken one. */
export function buildTileAlphabet(definition: AlphabetDefinition): TileAlphabet {
  const labels = definition.tiles.map((tile) => tile.label);
  const canonical = labels.map((label) => (label.length > 1 ? `[${label}]` : label));
  const forms = new Map<string, number>();
  const characters = new Map<string, string>();
  const addCharacter = (char: string, letters: string): void => {
    const known = characters.get(char);
    if (known !== undefined && known !== letters) {
      throw new AlphabetDefinitionError(`${definition.id}: ${char} reads as both ${known} and ${letters}`);
    }
    characters.set(char, letters);
    // Lower case only where it maps back one to one: never ı → I or ß → SS by accident.
    const lower = char.toLowerCase();
    if (lower !== char && lower.length === 1 && lower.toUpperCase() === char) characters.set(lower, letters);
  };
  definition.tiles.forEach((tile, index) => {
    for (const form of [tile.label, ...(tile.spellings ?? []), ...(tile.aliases ?? [])]) {
      if (form !== form.normalize('NFC') || form !== form.toUpperCase() || form.length === 0) {
        throw new AlphabetDefinitionError(`${definition.id}: form ${form} is not upper-case NFC`);
      }
      if (forms.has(form) || /[[\]]/u.test(form)) {
        throw new AlphabetDefinitionError(`${definition.id}: form ${form} is repeated or uses a bracket`);
      }
      forms.set(form, index);
      for (const char of form) addCharacter(char, char);
    }
  });
  for (const [char, letters] of Object.entries(definition.folds)) {
    if (forms.has(char)) throw new AlphabetDefinitionError(`${definition.id}: tile ${char} also folds`);
    addCharacter(char, letters);
  }
  const hasMultiLetterTiles = labels.some((label) => label.length > 1);
  if (hasMultiLetterTiles) {
    addCharacter('[', '[');
    addCharacter(']', ']');
  }
  const graphLetters = graphCodeUnits(definition, canonical);
  const tileOfGraphCode = new Map(Array.from(graphLetters, (char, index) => [char.charCodeAt(0), index]));
  const longestForm = Math.max(...Array.from(forms.keys(), (form) => form.length));
  return {
    id: definition.id,
    definition,
    labels,
    canonical,
    characters,
    forms,
    longestForm,
    multiLetterStarts: new Set([
      ...Array.from(forms.keys(), (form) => (form.length > 1 ? form.charAt(0) : '')).filter(Boolean),
      ...(hasMultiLetterTiles ? ['[', ']'] : []),
    ]),
    hasMultiLetterTiles,
    graphLetters,
    tileOfGraphCode,
    plainWord: longestForm === 1 ? plainWordPattern(labels, characters) : null,
  };
}

// Letters whose lower case maps back to them, both cases: the word's toUpperCase() is then its tiles.
function plainWordPattern(labels: readonly string[], characters: ReadonlyMap<string, string>): RegExp {
  const plain = Array.from(characters.keys()).filter((char) => {
    const letters = characters.get(char) ?? '';
    return labels.includes(letters) && char.toUpperCase() === letters;
  });
  const escaped = plain.map((char) => char.replace(/[\\\]^-]/gu, '\\$&')).join('');
  return new RegExp(`^[${escaped}]+$`, 'u');
}

/**
 * Chooses one UTF-16 code unit per tile so that comparing encoded words code unit by code unit
 * orders them exactly as their canonical forms sort by UTF-8 bytes (the fingerprint order). A
 * one-letter tile is its own letter (so English is exactly 'A'..'Z' and its word graphs do not
 * change); a multi-letter tile, whose canonical form starts with '[' (0x5B, after 'Z'), takes the
 * next free code unit after the tile before it. Canonical tile forms are prefix-free (a bracketed
 * form ends at its ']'), so word order is tile order.
 */
function graphCodeUnits(definition: AlphabetDefinition, canonical: readonly string[]): string {
  const order = canonical
    .map((form, index) => ({ form, index }))
    .sort((a, b) => compareCodePoints(a.form, b.form));
  const codes = new Array<number>(canonical.length).fill(0);
  let previous = -1;
  for (const { form, index } of order) {
    const code = form.length === 1 ? form.charCodeAt(0) : previous + 1;
    if (code <= previous || (code >= 0xd800 && code <= 0xdfff) || code > 0xffff) {
      throw new AlphabetDefinitionError(`${definition.id}: no order-preserving code unit for ${form}`);
    }
    codes[index] = code;
    previous = code;
  }
  return String.fromCharCode(...codes);
}

/** Code point order, which is UTF-8 byte order; equal to `<` on strings without surrogates. */
export function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a, (char) => char.codePointAt(0) ?? 0);
  const right = Array.from(b, (char) => char.codePointAt(0) ?? 0);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}
