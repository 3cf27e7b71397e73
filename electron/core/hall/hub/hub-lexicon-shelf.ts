// The hall's own word lists, kept at the hub: the one port through which the hub reads them. The
// hub judges every adjudication again with them (hub-rejudge.ts), carries the designated one to
// its stations, and offers them to the director; it never sees how they are kept. The real shelf
// is a station's, in a folder of the hub's (electron/hall/hub/station-lexicon-shelf.ts); a test
// drives the hub's logic through a fake.
import type { LexiconInfo } from '../../lexicon/lexicon-registry.ts';
import type { ReportedLexicon } from '../wire/hall-messages.ts';

/** What the hub asks of the lists it keeps, and nothing more. */
export interface HubLexiconShelf {
  /** Every list on the shelf, the built-in demo list among them. */
  list(): readonly LexiconInfo[];
  /**
   * The list whose full fingerprint is `fingerprint` (never a name), to look words up in: whether
   * it holds a word as a station's player typed it, read in the list's own tiles. Null when the
   * shelf lacks that list.
   */
  lookUp(fingerprint: string): ((word: string) => boolean) | null;
  /** The list of `fingerprint` packed whole for the hall's buckets (lexicon-package.ts); null when the shelf lacks it. */
  pack(fingerprint: string): Uint8Array | null;
}

/** A shelf opened to be kept open (by the running hub's judge), and closed with the hub. */
export interface OpenedHubShelf extends HubLexiconShelf {
  close(): void;
}

/** Runs `work` on the hub's shelf and closes it after; null, without running it, when the hub has none. */
export type HubShelfAccess = <T>(work: (shelf: HubLexiconShelf) => T) => T | null;

/** The hub's own lists (the built-in demo list aside), as the director chooses among them. */
export function hubListsOf(shelf: Pick<HubLexiconShelf, 'list'>): ReportedLexicon[] {
  return shelf
    .list()
    .filter((info) => !info.demo)
    .map(({ name, fingerprint, alphabet, wordCount }) => ({ name, fingerprint, alphabet, wordCount }));
}
