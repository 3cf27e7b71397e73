import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { dispatch, RequestRejectedError } from '../handlers/dispatch.ts';
import { CONTENT_SECURITY_POLICY } from '../ipc/content-security-policy.ts';
import { SECRET_HEADER } from '../ipc/channels.ts';
import type { KioskHandlers } from '../handlers/kiosk-handlers.ts';

const MAX_BODY_BYTES = 16 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A running web station. */
export interface WebStation {
  /** The address to open, with the secret in the fragment (never sent over HTTP by the browser). */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves the kiosk screen and its API on 127.0.0.1 only. Every API call must carry the secret made
 * for this launch, come from this origin and fit the IPC contract; anything else is refused and
 * nothing is written.
 */
export async function startWebStation(options: {
  readonly handlers: KioskHandlers;
  readonly rendererDir: string;
  readonly port?: number;
}): Promise<WebStation> {
  const secret = randomBytes(32).toString('base64url');
  let origin = '';
  const server = createServer((request, response) => {
    handle(request, response, { ...options, secret, origin }).catch((error: unknown) => {
      // The page learns nothing of why; the operator's terminal does, as Electron's main logs it.
      console.error('Challenge Station (web): request failed', error);
      send(response, 500, 'Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return { url: `${origin}/#secret=${secret}`, port, close: () => closeServer(server) };
}

interface Context {
  readonly handlers: KioskHandlers;
  readonly rendererDir: string;
  readonly secret: string;
  readonly origin: string;
}

async function handle(request: IncomingMessage, response: ServerResponse, context: Context): Promise<void> {
  // A page on another site may point its own host name at 127.0.0.1 (DNS rebinding): only our host.
  if (request.headers.host !== new URL(context.origin).host) {
    send(response, 421, 'Wrong host');
    return;
  }
  const path = requestPath(request.url ?? '/', context.origin);
  if (path === null) {
    send(response, 400, 'Bad request');
    return;
  }
  if (path.startsWith('/api/')) return api(request, response, context, path.slice('/api/'.length));
  if (request.method !== 'GET') {
    send(response, 405, 'Method not allowed');
    return;
  }
  return serveFile(response, context.rendererDir, path === '/' ? '/index.html' : path);
}

async function api(
  request: IncomingMessage,
  response: ServerResponse,
  context: Context,
  channel: string,
): Promise<void> {
  if (request.method !== 'POST') {
    send(response, 405, 'Method not allowed');
    return;
  }
  // Browsers always send Origin on a POST; a request without one did not come from our page.
  if (request.headers.origin !== context.origin) {
    send(response, 403, 'Wrong origin');
    return;
  }
  if (!secretMatches(request.headers[SECRET_HEADER], context.secret)) {
    send(response, 403, 'Forbidden');
    return;
  }
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    send(response, 415, 'JSON only');
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    send(response, 413, 'Too large');
    return;
  }
  let payload: unknown;
  try {
    payload = (JSON.parse(body) as { payload?: unknown }).payload;
  } catch {
    send(response, 400, 'Bad JSON');
    return;
  }
  try {
    const result = await dispatch(context.handlers, channel, payload);
    response.writeHead(200, { ...securityHeaders(), 'content-type': 'application/json' });
    response.end(JSON.stringify(result));
  } catch (error) {
    if (error instanceof RequestRejectedError) {
      send(response, 400, 'Rejected');
      return;
    }
    throw error;
  }
}

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// The path of a request target, read against our own origin so that "//host/…" stays a path;
// null when the target is not a path (an absolute URL, "*", or one that does not parse).
function requestPath(target: string, origin: string): string | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`${origin}${target}`).pathname;
  } catch {
    return null;
  }
}

async function serveFile(response: ServerResponse, root: string, path: string): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    send(response, 400, 'Bad request');
    return;
  }
  const file = normalize(join(root, decoded));
  if (!file.startsWith(normalize(root) + sep)) {
    send(response, 404, 'Not found');
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      ...securityHeaders(),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    response.end(body);
  } catch {
    send(response, 404, 'Not found');
  }
}

function securityHeaders(): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'same-origin',
  };
}

function send(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
