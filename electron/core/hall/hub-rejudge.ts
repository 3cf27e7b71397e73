// The hub's second opinion on every verdict: each adjudication it stores is judged again with the
// hub's own copy of the list the entry names by fingerprint (its shelf: hub-lexicon-shelf.ts), word
// by word. A station's word that the hub's list judges otherwise is a verdict the hall would not
// have given: the director is told at once, with the entry.
import { getAlphabet } from '../../common/alphabets/index.ts';
import { parseTiles } from '../../common/alphabets/parse-tiles.ts';
import type { LogEntry } from '../log/log-entry.ts';
import { encodeTiles } from '../../common/alphabets/tile-words.ts';
import { Station } from '../station/station.ts';
import { HUB_SHELF_DIR, hubShelfExists } from './hub-lexicon-shelf.ts';
import { join } from 'node:path';

/** Judges an adjudication's words again: each word's result, or null when the hub lacks the list. */
export type Rejudge = (entry: Pick<LogEntry, 'words' | 'lexiconFingerprint'>) => boolean[] | null;

/** The hub's judge over its shelf: the entry's list found by its full fingerprint, never by name. */
export function rejudgeWith(shelf: Pick<Station, 'lexicons'>): Rejudge {
  return (entry) => {
    const lexicon = shelf.lexicons.list().find((each) => each.fingerprint === entry.lexiconFingerprint);
    if (lexicon === undefined) return null;
    const graph = shelf.lexicons.graph(lexicon);
    const alphabet = getAlphabet(lexicon.alphabet);
    return entry.words.map((word) => {
      const parsed = parseTiles(word, alphabet);
      return !('error' in parsed) && graph.has(encodeTiles(parsed.tiles, alphabet));
    });
  };
}

/** How often a hub with no shelf looks for one. */
const SHELF_LOOK_MS = 250;

/**
 * The running hub's judge: its shelf opened once a list has been imported there (perhaps while the
 * hub runs: until then every entry is "not judged again"), kept open, closed with the hub.
 */
export function openHubJudge(hubDir: string): { readonly rejudge: Rejudge; readonly close: () => void } {
  let shelf: Station | null = null;
  let judge: Rejudge | null = null;
  // With no shelf yet, it is looked for at most every SHELF_LOOK_MS, not at every entry: a file
  // system call per entry was 3% of the hub's time during a catch-up. An entry judged in that time after the
  // first import is "not judged again", as one judged just before it.
  let lookedAt = Number.NEGATIVE_INFINITY;
  return {
    rejudge: (entry) => {
      if (judge === null && performance.now() - lookedAt >= SHELF_LOOK_MS) {
        lookedAt = performance.now();
        if (!hubShelfExists(hubDir)) return null;
        shelf = new Station({ dataDir: join(hubDir, HUB_SHELF_DIR), mustExist: true });
        judge = rejudgeWith(shelf);
      }
      return judge === null ? null : judge(entry);
    },
    close: () => {
      shelf?.close();
    },
  };
}
