/**
 * The station settings that say which lexicons are in play: the active one, the offered ones and the
 * pinned editions. The shelf and the import keep them; station/station-settings.ts stores them.
 */
export interface LexiconSettings {
  /** The fingerprint of the lexicon the station judges with, or null for the built-in demo. */
  activeLexicon(): string | null;
  /** Makes a lexicon the station's active one. */
  setActiveLexicon(fingerprint: string): void;
  /** Makes `fingerprint` active only when no lexicon is (the first import). */
  setActiveLexiconIfNone(fingerprint: string): void;
  /** Fingerprints of the lexicons players may choose from; empty means the active one only. */
  offeredLexicons(): string[];
  /** Sets the lexicons players may choose from, in the order the kiosk lists them. */
  setOfferedLexicons(fingerprints: readonly string[]): void;
  /** Pinned editions by upper-case name: an import under a pinned name must have this fingerprint. */
  pinnedLexicons(): Readonly<Record<string, string>>;
  /** Replaces the pinned editions. */
  setPinnedLexicons(pins: Readonly<Record<string, string>>): void;
}
