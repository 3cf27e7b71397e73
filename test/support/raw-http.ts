import { connect } from 'node:net';

/** One HTTP/1.1 request written byte for byte, so a test can send what no well-behaved client would. */
export interface RawRequest {
  readonly method: string;
  readonly path: string;
  /** In order; a name may repeat. Content-Length is added when there is a body and none is given. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: Buffer;
}

/** The status and body of the answer. */
export interface RawResponse {
  readonly status: number;
  readonly body: string;
}

/**
 * Sends a request on a fresh connection to 127.0.0.1 and reads the answer until the server closes.
 * The server may answer and close before it has read a large body: that is still an answer.
 */
export function sendRaw(port: number, request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const finish = (error?: Error) => {
      const bytes = Buffer.concat(received);
      const split = bytes.indexOf('\r\n\r\n');
      const head = bytes.subarray(0, split === -1 ? bytes.length : split).toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/u.exec(head);
      if (match === null) {
        reject(error ?? new Error(`no HTTP answer: ${JSON.stringify(head.slice(0, 80))}`));
        return;
      }
      const raw = split === -1 ? Buffer.alloc(0) : bytes.subarray(split + 4);
      const chunked = /^transfer-encoding:\s*chunked\s*$/imu.test(head);
      resolve({ status: Number(match[1]), body: (chunked ? dechunk(raw) : raw).toString('utf8') });
    };
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => finish());
    socket.on('error', (error) => {
      // EPIPE/ECONNRESET after the server answered and hung up on an oversized body.
      finish(error);
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('the server did not answer in 10 s')));
    const headers = [...request.headers];
    const hasLength = headers.some(([name]) => name.toLowerCase() === 'content-length');
    if (request.body !== undefined && !hasLength)
      headers.push(['content-length', String(request.body.length)]);
    headers.push(['connection', 'close']);
    const head = `${request.method} ${request.path} HTTP/1.1\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
    socket.write(Buffer.from(head, 'latin1'));
    if (request.body !== undefined) socket.write(request.body);
  });
}

// Reads a chunked body: hex size, CRLF, data, CRLF, … until the zero-size chunk.
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
