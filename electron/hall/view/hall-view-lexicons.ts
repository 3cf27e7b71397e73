// The lists as the hall view shows them: those the stations offer, for the director's picker, and
// the designations made. Names are made visible here, on the hub (visible-text.ts).
import { looksAlike, shownLexicon, unusualCharacterList } from '../../core/hall/hub/hall-display.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import type { HallDesignation, HallOfferedLexicon } from '../../ipc/hall-view-contract.ts';
import type { HallViewPort } from './hall-view-port.ts';

/**
 * Every list the stations offer, for the director's picker: by name and fingerprint, who offers
 * it, and what could mislead (another list of the same name, or of a name that reads alike).
 */
export function offeredLexicons(offered: ReturnType<HallViewPort['offered']>): HallOfferedLexicon[] {
  return offered
    .map(({ lexicon, stations, atHub }): HallOfferedLexicon => {
      const others = offered
        .map((other) => other.lexicon)
        .filter((other) => other.fingerprint !== lexicon.fingerprint);
      const sameName = others.find((other) => other.name === lexicon.name);
      const alike = others.find((other) => looksAlike(lexicon.name, other.name));
      return {
        name: visibleText(lexicon.name),
        alphabet: lexicon.alphabet,
        fingerprint: lexicon.fingerprint,
        wordCount: lexicon.wordCount,
        // The hub is named by the page, in its language: not among the stations' names.
        atHub,
        stations: (atHub ? stations.slice(1) : stations).map(visibleText),
        caution:
          sameName !== undefined
            ? { code: 'same-name', other: shownLexicon(sameName) }
            : alike !== undefined
              ? {
                  code: 'look-alike',
                  other: shownLexicon(alike),
                  unusual: unusualCharacterList(lexicon.name),
                }
              : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.fingerprint.localeCompare(b.fingerprint));
}

/** The designation as the page shows it: the list's name made visible. */
export function shownDesignation(designation: HallDesignation): HallDesignation {
  return { ...designation, name: visibleText(designation.name), by: visibleText(designation.by) };
}
