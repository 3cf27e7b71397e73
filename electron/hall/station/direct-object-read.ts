// One object of an Object Store bucket, read with JetStream's direct get alone, a chunk a request:
// an Object Store client's own read makes a consumer on the hub, which a station's NATS user may not
// make (nats-config.ts), so a station reading a list leaves nothing behind. The layout is the one
// @nats-io/obj writes: the object's meta, the last message on `$O.<bucket>.M.<name, base64url
// with padding>`, names its chunks' subject `$O.<bucket>.C.<nuid>`, its size, chunk count and
// SHA-256; the chunks are that subject's messages in stream order.
import { createHash } from 'node:crypto';
import type { DirectMsgRequest, StoredMsg } from '@nats-io/jetstream';
import { Base64UrlPaddedCodec } from '@nats-io/obj';

/** One direct get on the bucket's stream: the message the query names, or null when there is none. */
export type DirectGet = (query: DirectMsgRequest) => Promise<StoredMsg | null>;

/** The meta's fields a read needs. */
interface ObjectMeta {
  readonly nuid: string;
  readonly size: number;
  readonly chunks: number;
  readonly digest: string;
  readonly deleted: boolean;
}

/** The Object Store's digest: `SHA-256=` and the 32 bytes in base64url. */
const DIGEST_PREFIX = 'SHA-256=';

/** What reading one object needs besides the stream: limits and who hears of progress. */
export interface ObjectReadOptions {
  /** The most the object may declare; one over it is refused before a chunk is asked for. */
  readonly maxBytes: number;
  /** Called with the bytes read so far and the object's size: once at 0, then at each chunk. */
  readonly onProgress: (received: number, total: number) => void;
}

/**
 * Object `name` of bucket `bucket`, whole and checked against its size and SHA-256, through `get`
 * (direct gets on the bucket's stream `OBJ_<bucket>`). Rejects, in the words the station shows,
 * when the object is missing or deleted, declares more than `maxBytes`, is cut short, holds more
 * than it names, or does not match its digest.
 */
export async function readObject(
  get: DirectGet,
  bucket: string,
  name: string,
  options: ObjectReadOptions,
): Promise<Uint8Array> {
  const found = await get({ last_by_subj: `$O.${bucket}.M.${Base64UrlPaddedCodec.encode(name)}` });
  if (found === null) throw new Error(`the hall holds no ${name}`);
  const meta = parseMeta(found.data);
  if (meta === null) throw new Error(`the hall's ${name} is described in a form this station cannot read`);
  const { nuid, size: total, chunks, digest, deleted } = meta;
  if (deleted) throw new Error(`the hall holds no ${name}`);
  // Only the hub writes the bucket, but the station allocates what it declares: a size no word
  // list comes near (the 3 M-word Polish list packs to ~60 MB) is refused before a byte is read.
  if (total > options.maxBytes)
    throw new Error(`the hall's ${name} declares ${total} bytes, more than any list (${options.maxBytes})`);
  const expected = digestBytes(digest);
  if (expected === null) throw new Error(`the hall's ${name} names a digest this station cannot check`);

  const bytes = new Uint8Array(total);
  const hash = createHash('sha256');
  let received = 0;
  options.onProgress(0, total);
  const subject = `$O.${bucket}.C.${nuid}`;
  // Each chunk is the first message on the chunks' subject after the one before. The first is
  // asked for from sequence 1: the server starts at the stream's first sequence when that is later.
  let after = 0;
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    const message = await get({ seq: after + 1, next_by_subj: subject });
    // None left before the count: the object was replaced or deleted while it was read.
    if (message === null) break;
    const data = message.data;
    if (received + data.byteLength > total)
      throw new Error(`the hall's ${name} holds more than the ${total} bytes it names`);
    bytes.set(data, received);
    hash.update(data);
    received += data.byteLength;
    after = message.seq;
    options.onProgress(received, total);
  }
  if (received !== total)
    throw new Error(`the hall's ${name} was cut short: ${received} of its ${total} bytes came`);
  if (!hash.digest().equals(expected))
    throw new Error(`the hall's ${name} is damaged: its bytes do not have the SHA-256 it names`);
  return bytes;
}

/**
 * The meta message's fields, or null when any is missing or malformed: the hub writes it, but
 * nothing read from the bucket is trusted.
 */
function parseMeta(data: Uint8Array): ObjectMeta | null {
  let meta: Record<string, unknown>;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(data)) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    meta = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const { nuid, size, chunks, digest, deleted = false } = meta;
  const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
  // A nuid is base62: checked, since it is spliced into the subject the chunks are asked for on.
  if (typeof nuid !== 'string' || !/^[0-9A-Za-z]{1,64}$/u.test(nuid)) return null;
  if (!count(size) || !count(chunks) || typeof digest !== 'string' || typeof deleted !== 'boolean')
    return null;
  return { nuid, size, chunks, digest, deleted };
}

/** The 32 bytes of an Object Store digest, or null for any other kind or form. */
function digestBytes(digest: string): Buffer | null {
  if (!digest.startsWith(DIGEST_PREFIX)) return null;
  const encoded = digest.slice(DIGEST_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+={0,2}$/u.test(encoded)) return null;
  const bytes = Buffer.from(encoded, 'base64url');
  return bytes.byteLength === 32 ? bytes : null;
}
