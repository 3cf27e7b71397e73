// Whether the hub's disk can hold what the stations may still send. The hall's stream and the
// hub's store are on the hub's disk; nats-server and SQLite both stop writing when it is full, and
// then no station's entries reach the hub. Each station may send at most its bytes in the stream
// (HUB_LIMITS.streamBytesPerStation), so what is left of those budgets is the most the disk must
// still hold: the director is told when it cannot, before it is short.

/** Room kept beyond the stations' budgets: the hub's store, its logs, the stream's index files. */
export const DISK_MARGIN_BYTES = 512 * 1024 * 1024;

/** The fault's key: one disk alert, raised once until acknowledged. */
export const DISK_FAULT_KEY = 'disk';

/**
 * The alert's text when `freeBytes` cannot hold what the stations may still send (each station's
 * `limit` less what it sent, `sentBytes`, for every station not yet refused) plus the margin;
 * null while it can.
 */
export function diskShortage(freeBytes: number, sentBytes: readonly number[], limit: number): string | null {
  const mayStillSend = sentBytes.reduce((sum, sent) => sum + Math.max(0, limit - sent), 0);
  if (freeBytes >= mayStillSend + DISK_MARGIN_BYTES) return null;
  const mib = (bytes: number): string => `${Math.floor(bytes / 1024 / 1024)} MiB`;
  return (
    `The hub's disk has ${mib(freeBytes)} free, and its ${sentBytes.length} stations may still send up to ` +
    `${mib(mayStillSend)} to the hall's stream: free space on the hub's disk, or start the hub with a ` +
    'lower `--max-mib-per-station`'
  );
}
