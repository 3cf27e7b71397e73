import { getAlphabet } from '../common/alphabets/index.ts';
import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import type { LexiconInfo } from '../core/lexicon/lexicon-registry.ts';

/** The warning shown wherever the demo list is named. */
export const DEMO_WARNING = 'DEMO — not for tournament play';

/**
 * How a lexicon is named to people: name, short fingerprint, its alphabet when not English (so an
 * English label reads as it always has), and the demo warning when it applies.
 */
export function lexiconLabel(lexicon: LexiconInfo): string {
  const alphabet = lexicon.alphabet === 'english' ? '' : `, ${alphabetName(lexicon)} tiles`;
  const label = `${lexicon.name} (${shortFingerprint(lexicon.fingerprint)}${alphabet})`;
  return lexicon.demo ? `${label} — ${DEMO_WARNING}` : label;
}

/** A lexicon as --json output shows it. */
export function lexiconJson(lexicon: LexiconInfo): Record<string, unknown> {
  return {
    name: lexicon.name,
    fingerprint: lexicon.fingerprint,
    shortFingerprint: shortFingerprint(lexicon.fingerprint),
    wordCount: lexicon.wordCount,
    importedAt: lexicon.importedAt,
    hasDefinitions: lexicon.hasDefinitions,
    demo: lexicon.demo,
    alphabet: lexicon.alphabet,
  };
}

/** The lexicon's alphabet as people name it: "Spanish". */
export function alphabetName(lexicon: LexiconInfo): string {
  return getAlphabet(lexicon.alphabet).definition.name;
}
