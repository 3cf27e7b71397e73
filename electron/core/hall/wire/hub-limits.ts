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
   * station judges a few thousand times a day). Their bytes are bounded by the next limit.
   */
  streamMessagesPerStation: 200_000,
  /**
   * Bytes of one station's messages the hub takes from the stream before its nats-server refuses
   * that station's entries (its state messages still come). An honest entry is about 1 KB and a
   * busy station writes a few thousand a day: a three-day event is 10–30 MB, so this is ten times
   * the most an event needs, and ten stations at it hold 2.5 GiB of the hub's disk — where the
   * stream's own limits alone (200,000 × 32 KiB) let one join file fill 6.4 GB.
   */
  streamBytesPerStation: 256 * 1024 * 1024,
  /** What each message is counted as in the stream beyond its body: subject, headers, framing. */
  streamMessageOverheadBytes: 256,
  /** Entries waiting ahead of a gap in the hub's store, in bytes (about 14,000 honest entries). */
  heldBytesPerStation: 8 * 1024 * 1024,
  /** Refused messages kept as evidence, in bytes, per station (the faults still say what came). */
  quarantinedBytesPerStation: 4 * 1024 * 1024,
  /**
   * What each held or quarantined row is counted as beyond its body: its other columns, so that a
   * flood of empty messages is bounded in rows too (and each budget's sum reads few rows).
   */
  rowOverheadBytes: 512,
  /**
   * Faults of messages that are no entry (malformed, forged, uninvited…) kept per station; past
   * them one `limit` fault says so and the rest are not recorded. The faults of a station's entries
   * are bounded by its entries, never by this (hub-fault-store.ts).
   */
  faultsPerStation: 200,
} as const;
