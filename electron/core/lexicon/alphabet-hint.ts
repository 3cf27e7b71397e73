import {
  ALPHABET_IDS,
  getAlphabet,
  withoutStandIns,
  type AlphabetId,
  type TileAlphabet,
} from '../../common/alphabets/index.ts';
import type { UnplayableLines } from './unplayable-lines.ts';

// Debian's wpolish imported without --alphabet polish reads as English: 2.2 million of its lines
// are refused for ą, ł, ż… and the rest imports as English words. The letters refused say which
// list it is, so the report names the alphabet that reads them and the option that imports it.

/** The alphabets, other than the one imported in, that read the lines a list's import refused for their letters. */
export interface AlphabetHint {
  /** One, or two that read the same letters (French and Dutch both fold every accent). */
  readonly alphabets: readonly AlphabetId[];
  /** How many of those lines they read. */
  readonly lines: number;
}

// Alphabets that read within 1% as many lines as the best one are read as equal: a few words of
// another language in the list must not decide which language it is.
const NEAR = 0.99;

/**
 * The alphabet, other than `current`, that the lines refused for a letter that is not a tile are
 * written in, or null when they do not say. An alphabet reads a line when it reads each of its
 * letters that tell alphabets apart. Of those reading (nearly) the most lines, the ones holding
 * the most lines with its own tiles (Ñ, not an accent it folds) are named: Spanish for a Spanish
 * list, which French and Dutch read as well, folding ñ into N. Named only when the refused lines
 * are at least 1% of the list (`words` imported and `lines` unplayable: forty English words in a
 * Spanish list are not a foreign list), when they read at least half of them, and only one or two.
 */
export function alphabetHint(
  lines: UnplayableLines,
  current: AlphabetId,
  words: number,
): AlphabetHint | null {
  // A list is read by its letters: a K is no Catalan tile there, whatever the kiosk's typing reads.
  const reading = withoutStandIns(getAlphabet(current));
  const others = ALPHABET_IDS.filter((id) => id !== current).map((id) => withoutStandIns(getAlphabet(id)));
  // The letters that tell alphabets apart: those `current` refuses, and those it reads that some
  // other alphabet does not (Q, V and X are no Polish tiles). A line is counted by the set of
  // these it holds, so each alphabet is asked once a set, not once a line.
  const known = new Map<string, boolean>();
  const telling = (char: string): boolean => {
    let tells = known.get(char);
    if (tells === undefined) {
      tells = !reading.characters.has(char) || others.some((other) => !other.characters.has(char));
      known.set(char, tells);
    }
    return tells;
  };
  const bySet = new Map<string, number>();
  let refused = 0;
  for (const line of lines.lines()) {
    if (line.reason !== 'not-a-tile') continue;
    refused += 1;
    let held = '';
    for (const char of line.text.normalize('NFC')) if (!held.includes(char) && telling(char)) held += char;
    const key = held.length < 2 ? held : Array.from(held).sort().join('');
    bySet.set(key, (bySet.get(key) ?? 0) + 1);
  }
  const counts = others.map((other) => ({ other, ...readLines(other, reading, bySet) }));
  const most = Math.max(0, ...counts.map((count) => count.read));
  if (most === 0 || most * 2 < refused || refused * 100 < words + lines.count) return null;
  const near = counts.filter((count) => count.read >= most * NEAR);
  const mostTiles = Math.max(...near.map((count) => count.withTiles));
  const named = near.filter((count) => count.withTiles === mostTiles);
  if (named.length > 2) return null;
  return {
    alphabets: named.map((count) => count.other.id),
    lines: Math.max(...named.map((count) => count.read)),
  };
}

// How many lines `alphabet` reads, and how many of those hold a refused letter that is its own tile.
function readLines(
  alphabet: TileAlphabet,
  reading: TileAlphabet,
  bySet: ReadonlyMap<string, number>,
): { read: number; withTiles: number } {
  let read = 0;
  let withTiles = 0;
  for (const [set, count] of bySet) {
    const chars = Array.from(set);
    if (!chars.every((char) => alphabet.characters.has(char))) continue;
    read += count;
    if (chars.some((char) => !reading.characters.has(char) && ownTile(char, alphabet))) withTiles += count;
  }
  return { read, withTiles };
}

function ownTile(char: string, alphabet: TileAlphabet): boolean {
  const upper = char.toUpperCase();
  return alphabet.forms.has(upper) && alphabet.definition.folds[upper] === undefined;
}

/** Where a hint is read: the command line names the option, the console its choice, `both` either. */
export type HintReader = 'cli' | 'console' | 'both';

/** The hint as the report says it: "2,187,360 lines hold Polish letters: import with --alphabet polish". */
export function alphabetHintText(hint: AlphabetHint, reader: HintReader = 'cli'): string {
  const names = hint.alphabets.map((id) => getAlphabet(id).definition.name);
  const count = hint.lines.toLocaleString('en');
  const one = hint.lines === 1;
  const letters =
    names.length === 1
      ? `${one ? 'line holds' : 'lines hold'} ${names[0] ?? ''} letters`
      : `${one ? 'line holds' : 'lines hold'} letters that ${names.join(' and ')} read`;
  const option = `import with ${hint.alphabets.map((id) => `--alphabet ${id}`).join(' or ')}`;
  const choice = `choose ${names.join(' or ')} as the tile alphabet`;
  const how =
    reader === 'cli' ? option : reader === 'console' ? choice : `${option} (in the console, ${choice})`;
  return `${count} ${letters}: ${how}`;
}
