// What one station may make the hub keep, so that a station's credentials in the wrong hands can
// fill neither the hub's disk nor its stream: the other stations keep flowing when one reaches
// its limits, and the director is told which.

/** The hub's limits per station. */
export const HUB_LIMITS = {
  /**
   * The largest entry message the stream takes. An honest entry is well under 8 KiB: 8 words of 15
   * tiles, a judge's note of 500 characters, the names of a lexicon and a station.
   */
  entryMessageBytes: 32 * 1024,
  /**
   * Messages kept in the stream per station subject: a station's whole event many times over (a busy
   * station judges a few thousand times a day), and at most 200,000 × 32 KiB of one station's on the
   * hub's disk.
   */
  streamMessagesPerStation: 200_000,
  /** Entries waiting ahead of a gap in the hub's store, in bytes (about 14,000 honest entries). */
  heldBytesPerStation: 8 * 1024 * 1024,
  /** Refused messages kept as evidence, in bytes, per station (the faults still say what came). */
  quarantinedBytesPerStation: 4 * 1024 * 1024,
  /**
   * What each held or quarantined row is counted as beyond its body: its other columns, so that a
   * flood of empty messages is bounded in rows too (and each budget's sum reads few rows).
   */
  rowOverheadBytes: 512,
  /** Faults kept per station; past them one `limit` fault says so and the rest are not recorded. */
  faultsPerStation: 200,
} as const;
