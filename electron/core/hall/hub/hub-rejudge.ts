// The hub's second opinion on every verdict: each adjudication it stores is judged again with the
// hub's own copy of the list the entry names by fingerprint (its shelf, through the port in
// hub-lexicon-shelf.ts), word by word. A station's word that the hub's list judges otherwise is a
// verdict the hall would not have given: the director is told at once, with the entry.
import type { LogEntry } from '../../log/log-entry.ts';
import type { HubLexiconShelf, OpenedHubShelf } from './hub-lexicon-shelf.ts';

/** Judges an adjudication's words again: each word's result, or null when the hub lacks the list. */
export type Rejudge = (entry: Pick<LogEntry, 'words' | 'lexiconFingerprint'>) => boolean[] | null;

/** The running hub's judge, and how it lets go of its shelf. */
export interface HubJudge {
  readonly rejudge: Rejudge;
  readonly close: () => void;
}

/** The hub's judge over its shelf: the entry's list found by its full fingerprint, never by name. */
export function rejudgeWith(shelf: Pick<HubLexiconShelf, 'lookUp'>): Rejudge {
  return (entry) => {
    const holds = shelf.lookUp(entry.lexiconFingerprint);
    return holds === null ? null : entry.words.map((word) => holds(word));
  };
}

/** How often a hub with no shelf looks for one. */
const SHELF_LOOK_MS = 250;

/**
 * The running hub's judge: its shelf opened (`open`, null while the hub has none) once a list has
 * been imported there, perhaps while the hub runs: until then every entry is "not judged again".
 * Kept open, closed with the hub.
 */
export function hubJudge(open: () => OpenedHubShelf | null): HubJudge {
  let shelf: OpenedHubShelf | null = null;
  let judge: Rejudge | null = null;
  // With no shelf yet, it is looked for at most every SHELF_LOOK_MS, not at every entry: a file
  // system call per entry was 3% of the hub's time during a catch-up. An entry judged in that time after the
  // first import is "not judged again", as one judged just before it.
  let lookedAt = Number.NEGATIVE_INFINITY;
  return {
    rejudge: (entry) => {
      if (judge === null && performance.now() - lookedAt >= SHELF_LOOK_MS) {
        lookedAt = performance.now();
        shelf = open();
        if (shelf === null) return null;
        judge = rejudgeWith(shelf);
      }
      return judge === null ? null : judge(entry);
    },
    close: () => {
      shelf?.close();
    },
  };
}
