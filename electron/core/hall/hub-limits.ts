// What one station may make the hub keep, so that a station's credentials in the wrong hands can
// fill neither the hub's disk nor its stream: the other stations keep flowing when one reaches
// its limits, and the director is told which.

/** The hub's limits per station. */
export const HUB_LIMITS = {
  /**
   * The largest entry message the stream takes. An honest entry is well under 8 KiB: 8 words of 15
   * tiles, a judge's note of 500 characters, the names of a lexicon and a station.
   */
  entryMessageBytes: 64 * 1024,
  /** Messages kept in the stream per station subject (a station's whole event, many times over). */
  streamMessagesPerStation: 1_000_000,
  /** Entries waiting ahead of a gap in the hub's store, in bytes (about 14,000 honest entries). */
  heldBytesPerStation: 8 * 1024 * 1024,
  /** Refused messages kept as evidence, in bytes, per station (the faults still say what came). */
  quarantinedBytesPerStation: 4 * 1024 * 1024,
} as const;
