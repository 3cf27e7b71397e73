// The hub's lexicon shelf in memory: each list a set of words under its fingerprint, looked up as
// typed. What the hub's logic needs of its shelf (core/hall/hub/hub-lexicon-shelf.ts), and no Station.
import type { HubLexiconShelf, OpenedHubShelf } from '../../../electron/core/hall/hub/hub-lexicon-shelf.ts';
import type { LexiconInfo } from '../../../electron/core/lexicon/lexicon-registry.ts';

/** A fake shelf holding `lists` (fingerprint → words), with a count of its lookups and closes. */
export interface FakeLexiconShelf extends OpenedHubShelf {
  readonly lookups: string[];
  readonly closed: () => number;
}

/** A shelf holding each of `lists`, its words as typed: `{ [fingerprint]: ['QI', 'ZA'] }`. */
export function fakeLexiconShelf(lists: Readonly<Record<string, readonly string[]>>): FakeLexiconShelf {
  const lookups: string[] = [];
  let closed = 0;
  const infos: LexiconInfo[] = Object.entries(lists).map(([fingerprint, words], index) => ({
    name: `L${index}`,
    fingerprint,
    wordCount: words.length,
    importedAt: '2026-11-26T10:00:00.000Z',
    hasDefinitions: false,
    demo: false,
    alphabet: 'english',
  }));
  const shelf: HubLexiconShelf = {
    list: () => infos,
    lookUp: (fingerprint) => {
      lookups.push(fingerprint);
      const words = lists[fingerprint];
      if (words === undefined) return null;
      const held = new Set(words);
      return (word) => held.has(word);
    },
    pack: (fingerprint) => (lists[fingerprint] === undefined ? null : new TextEncoder().encode(fingerprint)),
  };
  return {
    ...shelf,
    lookups,
    closed: () => closed,
    close: () => {
      closed += 1;
    },
  };
}
