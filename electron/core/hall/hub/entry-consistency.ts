// A station's entry is its own word, but a verdict must at least agree with itself: the hub holds no
// word list of its own yet, so it cannot judge a play again, but it can refuse one no honest station
// could have written — ACCEPTABLE with a word marked invalid, a word that is not letters of the
// list's alphabet, a play of nine words or of a one-tile word.
import { STANDARD_PLAY_LIMITS } from '../../../common/limits.ts';
import { ALPHABET_IDS, getAlphabet, type AlphabetId } from '../../../common/alphabets/index.ts';
import { parseTiles } from '../../../common/alphabets/parse-tiles.ts';
import { canonicalWord } from '../../../common/alphabets/tile-words.ts';
import type { HallDesignation } from '../../../common/hall-view-shapes.ts';
import type { LogEntry } from '../../log/log-entry.ts';
import { FINGERPRINT_PATTERN } from '../wire/hall-messages.ts';
import type { HubStation } from './hub-store.ts';
import { visibleText } from '../wire/visible-text.ts';

/** The entry kinds that carry a judgement of words the station made itself (a ruling carries a judge's). */
const JUDGED_KINDS: ReadonlySet<LogEntry['kind']> = new Set(['adjudication', 'check']);

/**
 * Why `entry` is not a verdict the hub would give on its own words, or null when it is consistent:
 * one verdict for the whole play, ACCEPTABLE exactly when every word is valid; one result per word;
 * 1 to 8 words, each 2 to 15 tiles of its list's alphabet in the canonical form stations log; a
 * well-formed fingerprint. The alphabet is the designated list's when the entry names it, else the
 * one its station reported for that fingerprint, else any alphabet all its words read in.
 */
export function entryProblem(
  entry: LogEntry,
  station: Pick<HubStation, 'lexicons'>,
  designation: HallDesignation | null,
): string | null {
  if (entry.kind === 'event') {
    return entry.verdict === null && entry.words.length === 0 && entry.wordResults.length === 0
      ? null
      : 'an event carries a verdict or words';
  }
  if (entry.kind === 'ruling') {
    return entry.refersTo !== null &&
      entry.refersTo >= 1 &&
      entry.refersTo < entry.seq &&
      entry.verdict !== null
      ? null
      : 'a ruling must refer to an earlier entry of its chain and carry a verdict';
  }
  if (!JUDGED_KINDS.has(entry.kind)) return null;
  const { words, wordResults, verdict } = entry;
  if (!FINGERPRINT_PATTERN.test(entry.lexiconFingerprint)) return 'its lexicon fingerprint is malformed';
  if (words.length < 1 || words.length > STANDARD_PLAY_LIMITS.maxWords)
    return `it judges ${words.length} words (a play forms 1 to ${STANDARD_PLAY_LIMITS.maxWords})`;
  if (wordResults.length !== words.length)
    return `it has ${wordResults.length} results for ${words.length} words`;
  const expected = wordResults.every(Boolean) ? 'ACCEPTABLE' : 'UNACCEPTABLE';
  if (verdict !== expected)
    return `its verdict is ${verdict ?? 'none'}, but its words' results make it ${expected}`;
  const alphabets = entryAlphabets(entry, station, designation);
  const fits = alphabets.find((id) => words.every((word) => wordProblem(word, id) === null));
  if (fits === undefined) {
    const first = alphabets[0] ?? 'english';
    const problem = words.map((word) => wordProblem(word, first)).find((text) => text !== null);
    return problem ?? 'its words are not letters of one alphabet';
  }
  return null;
}

// The alphabets the entry's words may be in, the most certain first.
function entryAlphabets(
  entry: LogEntry,
  station: Pick<HubStation, 'lexicons'>,
  designation: HallDesignation | null,
): readonly AlphabetId[] {
  if (designation?.fingerprint === entry.lexiconFingerprint) return [designation.alphabet];
  const reported = station.lexicons.find((lexicon) => lexicon.fingerprint === entry.lexiconFingerprint);
  return reported === undefined ? ALPHABET_IDS : [reported.alphabet];
}

function wordProblem(word: string, id: AlphabetId): string | null {
  const alphabet = getAlphabet(id);
  const parsed = parseTiles(word, alphabet);
  const shown = visibleText(word.slice(0, 40));
  if ('error' in parsed) return `the word "${shown}" is not letters of the ${id} alphabet`;
  const tiles = parsed.tiles.length;
  if (tiles < STANDARD_PLAY_LIMITS.minLetters || tiles > STANDARD_PLAY_LIMITS.maxLetters)
    return `the word "${shown}" has ${tiles} tiles (a word has ${STANDARD_PLAY_LIMITS.minLetters} to ${STANDARD_PLAY_LIMITS.maxLetters})`;
  if (canonicalWord(parsed.tiles, alphabet) !== word)
    return `the word "${shown}" is not written as stations log it (${canonicalWord(parsed.tiles, alphabet)})`;
  return null;
}

/**
 * Why a ruling does not follow from the entry it rules on, or null: the same play (words, results,
 * list), on a challenge or a check, and the original's verdict when upheld, its opposite when
 * overturned. Checked as the ruling joins its chain, when the entry it refers to is there.
 */
export function rulingProblem(ruling: LogEntry, original: LogEntry | null): string | null {
  if (ruling.kind !== 'ruling') return null;
  if (original === null || !JUDGED_KINDS.has(original.kind))
    return `it rules on entry ${ruling.refersTo ?? '?'}, which is not a challenge or a check of its chain`;
  const same =
    JSON.stringify([ruling.words, ruling.wordResults, ruling.lexiconFingerprint]) ===
    JSON.stringify([original.words, original.wordResults, original.lexiconFingerprint]);
  if (!same) return `it rules on another play than entry ${original.seq}'s`;
  const opposite = original.verdict === 'ACCEPTABLE' ? 'UNACCEPTABLE' : 'ACCEPTABLE';
  const expected =
    ruling.ruling === 'upheld' ? original.verdict : ruling.ruling === 'overturned' ? opposite : null;
  if (expected === null || ruling.verdict !== expected)
    return `a ruling "${ruling.ruling ?? 'none'}" on a verdict of ${original.verdict ?? 'none'} cannot be ${ruling.verdict ?? 'none'}`;
  return null;
}
