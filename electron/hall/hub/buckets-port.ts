// The hub's port onto its hall's two buckets (hall-buckets.ts): what the list carrier writes, and
// nothing more. The real one is nats-buckets-port.ts; a test drives the carrier with a fake.

/** What the hub writes into its hall's buckets. */
export interface HallBucketsPort {
  /** Makes the hall's settings and lists buckets, or finds them made. */
  readonly open: () => Promise<void>;
  /** Whether the lists bucket holds object `name` whole. */
  readonly hasList: (name: string) => Promise<boolean>;
  /** Puts object `name` into the lists bucket (its SHA-256 goes with it). */
  readonly putList: (name: string, bytes: Uint8Array) => Promise<void>;
  /** Puts the designation's value into the settings bucket: every station watching sees it. */
  readonly putDesignation: (value: Uint8Array) => Promise<void>;
  /** Puts the hall's settings (`hall set`) into the settings bucket. */
  readonly putSettings: (value: Uint8Array) => Promise<void>;
  /** Puts the tournament's pairings (`hall pairings`) into the settings bucket. */
  readonly putPairings: (value: Uint8Array) => Promise<void>;
  /** Deletes the pairings' key: every station drops the pairings its hall carried. */
  readonly deletePairings: () => Promise<void>;
}
