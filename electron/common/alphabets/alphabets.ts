import { ALPHABET_IDS, type AlphabetDefinition, type AlphabetId } from './alphabet-definition.ts';
import { CATALAN } from './definitions/catalan.ts';
import { DUTCH } from './definitions/dutch.ts';
import { ENGLISH } from './definitions/english.ts';
import { FRENCH } from './definitions/french.ts';
import { GERMAN } from './definitions/german.ts';
import { NORWEGIAN } from './definitions/norwegian.ts';
import { POLISH } from './definitions/polish.ts';
import { SLOVENE } from './definitions/slovene.ts';
import { SPANISH } from './definitions/spanish.ts';
import { SWEDISH } from './definitions/swedish.ts';
import { buildTileAlphabet, type TileAlphabet } from './tile-alphabet.ts';

/** Every built-in definition by id. */
export const ALPHABET_DEFINITIONS: Readonly<Record<AlphabetId, AlphabetDefinition>> = {
  english: ENGLISH,
  spanish: SPANISH,
  catalan: CATALAN,
  french: FRENCH,
  german: GERMAN,
  dutch: DUTCH,
  polish: POLISH,
  norwegian: NORWEGIAN,
  swedish: SWEDISH,
  slovene: SLOVENE,
};

/** The alphabet a lexicon gets when none is named. */
export const DEFAULT_ALPHABET_ID: AlphabetId = 'english';

const built = new Map<AlphabetId, TileAlphabet>();

/** True when `value` names a built-in alphabet (for validating CLI options and IPC payloads). */
export function isAlphabetId(value: unknown): value is AlphabetId {
  return typeof value === 'string' && (ALPHABET_IDS as readonly string[]).includes(value);
}

/** The built-in alphabet `id`, its tables built on first use. */
export function getAlphabet(id: AlphabetId): TileAlphabet {
  let alphabet = built.get(id);
  if (alphabet === undefined) {
    alphabet = buildTileAlphabet(ALPHABET_DEFINITIONS[id]);
    built.set(id, alphabet);
  }
  return alphabet;
}
