// The message ids the hall's stream holds, read from nats-server's own files in the hub's folder:
// the hub's NATS user may not read the stream's messages one by one, and a test must not make a
// consumer beside the hub's. The stream keeps every message (limits retention, nothing discarded),
// each stored with its headers as sent, `Nats-Msg-Id` among them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message's entries by its id: the station's token and the first and last seq it carries. */
export interface StreamEntryRange {
  readonly token: string;
  readonly first: number;
  readonly last: number;
}

/** Every entry message the hall's stream in `hubDir` holds, by its id, in the order stored. */
export function streamEntryRanges(hubDir: string): StreamEntryRange[] {
  const blocks = (readdirSync(join(hubDir, 'jetstream'), { recursive: true }) as string[])
    .filter((path) => /(^|\/)HALL_[a-z0-9]+\/msgs\/\d+\.blk$/u.test(path))
    .sort((a, b) => blockNumber(a) - blockNumber(b));
  const ranges: StreamEntryRange[] = [];
  for (const path of blocks) {
    const text = readFileSync(join(hubDir, 'jetstream', path), 'latin1');
    for (const match of text.matchAll(/Nats-Msg-Id: ?([a-z0-9]+):(\d+)(?:-(\d+))?:\S+\r\n/gu)) {
      const first = Number(match[2]);
      ranges.push({ token: match[1] ?? '', first, last: Number(match[3] ?? first) });
    }
  }
  return ranges;
}

function blockNumber(path: string): number {
  return Number(/(\d+)\.blk$/u.exec(path)?.[1] ?? 0);
}
