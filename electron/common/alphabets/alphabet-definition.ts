/**
 * The alphabets the station knows; `english` is the default. Export headers name these ids and
 * readers check them, so a new id goes with a new export format version (core/export/export-header.ts).
 */
export const ALPHABET_IDS = [
  'english',
  'spanish',
  'catalan',
  'french',
  'german',
  'dutch',
  'polish',
  'norwegian',
  'swedish',
  'slovene',
] as const;

/** One built-in alphabet's id, as stored with a lexicon and passed to `--alphabet`. */
export type AlphabetId = (typeof ALPHABET_IDS)[number];

/** One tile as data; every string is upper case and NFC. */
export interface TileDefinition {
  /** How the tile is printed, e.g. 'A', 'Ñ', 'CH', 'L·L'. A label of several letters is a multi-letter tile. */
  readonly label: string;
  /** Other spellings that read as this tile wherever they appear, e.g. 'L.L' and 'ĿL' for L·L. */
  readonly spellings?: readonly string[];
  /**
   * Typing stand-ins for a keyboard without the tile, e.g. '1' for CH, Catalan K for Ç. The kiosk
   * reads them as typed; a word list is read by its letters alone (a K there is the loanword's K),
   * unless the director says it is written with stand-ins (see list-letters.ts).
   */
  readonly aliases?: readonly string[];
}

/**
 * An alphabet as data. Tiles are listed in the order andy-k/wolges numbers them (tile 1..n), so a
 * tile's position here is its index everywhere (word graph edges included).
 */
export interface AlphabetDefinition {
  readonly id: AlphabetId;
  /** The language's name in English, used in messages: "K is not a Spanish tile". */
  readonly name: string;
  readonly tiles: readonly TileDefinition[];
  /**
   * Characters that are not tiles but are read as tile letters: upper-case (or caseless) character
   * to the letters it stands for, e.g. 'Á' → 'A', 'ß' → 'SS', 'Œ' → 'OE'. Lower case follows.
   */
  readonly folds: Readonly<Record<string, string>>;
  /** Characters a player might expect to fold but that are tiles of their own (checked by tests). */
  readonly neverFolds: readonly string[];
  /**
   * Spellings only a list in the language's own spelling holds, upper case (Catalan ·, Ç, NY): an
   * alphabet with aliases names them, so an import can tell a list written with stand-ins, which
   * holds none, from a real-spelling list that holds loanwords.
   */
  readonly realSpellingMarks?: readonly string[];
  /**
   * True when the language writes every noun with a capital (German): a capitalised line of its
   * word lists is a noun, not a name, so lists are read whatever their case (see the import's
   * electron/core/lexicon/list-case.ts).
   */
  readonly capitalisedNouns?: boolean;
  /** How every tile is typed on any keyboard, without AltGr or another OS layout (the kiosk shows it). */
  readonly keyboard?: KeyboardDefinition;
}

/**
 * Ways to type a tile that the OS layout may not give: read only when the key types no character
 * the alphabet reads, so a letter key always types its own letter (no plain letter is ambiguous).
 */
export interface KeyboardDefinition {
  /**
   * `KeyboardEvent.code` → tile: where the national layout has the tile, e.g. Spanish Ñ on code
   * `Semicolon` (the `;` key of a US keyboard). Only keys that type punctuation on a US layout.
   */
  readonly keys?: Readonly<Record<string, string>>;
  /**
   * A key (by `KeyboardEvent.code`) that, pressed after a letter, makes it the tile named: Polish
   * Z then `;` is Ż, and Ż then `;` is Ź. `deadKey`: what that key prints on the national layout
   * when it is a dead key there (Norwegian ¨): pressed there, it changes the letter after it, as
   * the player's own keyboard does.
   */
  readonly after?: {
    readonly code: string;
    readonly tiles: Readonly<Record<string, string>>;
    readonly deadKey?: string;
  };
}

/** Tiles of one letter each, in the order written: `singleTiles('ABC')`. */
export function singleTiles(letters: string): TileDefinition[] {
  return Array.from(letters, (label) => ({ label }));
}
