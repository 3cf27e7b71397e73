// The station's port onto the hall's truth: the designated list's value in the hall's settings
// bucket and the lists themselves in its Object Store bucket. The real one is nats-list-port.ts; a
// test drives the receiver (hall-list-receiver.ts) with a fake.

/** The hall has no settings bucket: its hub has carried nothing yet (an older hub never will). */
export class HallSettingsMissing extends Error {
  constructor() {
    super("the hall's hub has carried no settings yet");
  }
}

/** What the station reads of the hall's buckets, and nothing more: it never writes them. */
export interface HallListPort {
  /**
   * Calls `onValue` with the raw value of the settings bucket's `key` now (null when there is none)
   * and again when it has changed, until the returned function is called: two changes close
   * together may arrive as the latest alone. Rejects with
   * {@link HallSettingsMissing} when the hall has no settings bucket yet.
   */
  readonly watch: (key: string, onValue: (value: Uint8Array | null) => void) => Promise<() => void>;
  /**
   * The lists bucket's object `name`, whole; rejects when it is missing, cut off or damaged. Calls
   * `onProgress` with the bytes read so far and the object's size as each chunk arrives.
   */
  readonly fetchList: (
    name: string,
    onProgress?: (received: number, total: number) => void,
  ) => Promise<Uint8Array>;
}
