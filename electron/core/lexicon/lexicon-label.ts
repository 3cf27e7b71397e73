import { shortFingerprint } from './fingerprint.ts';
import type { LexiconInfo } from './lexicon-registry.ts';

/** The warning shown wherever the demo list is named. */
export const DEMO_WARNING = 'DEMO — not for tournament play';

/** How a lexicon is named to people: name, short fingerprint, and the demo warning when it applies. */
export function lexiconLabel(lexicon: LexiconInfo): string {
  const label = `${lexicon.name} (${shortFingerprint(lexicon.fingerprint)})`;
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
  };
}
