import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { dispatch, RequestRejectedError } from '../handlers/dispatch.ts';
import { CONTENT_SECURITY_POLICY } from '../ipc/content-security-policy.ts';
import { SECRET_HEADER, SESSION_PATH } from '../ipc/channels.ts';
import type { StationHandlers } from '../handlers/station-handlers.ts';
import { WebSession } from './web-session.ts';

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
  /**
   * The address to open, once: the fragment holds the launch secret (never sent over HTTP by the
   * browser), which the page exchanges for its session cookie; after that the address opens nothing.
   */
  readonly url: string;
  readonly port: number;
  /** The session cookie's name (one per port). */
  readonly cookieName: string;
  close(): Promise<void>;
}

// A JSON body as our page sends it, and nothing else: `application/jsonx`, `application/json-patch`
// or a second type after a comma is not JSON the station reads.
const JSON_MEDIA_TYPE = /^application\/json[ \t]*(?:;[ \t]*charset[ \t]*=[ \t]*(?:utf-8|"utf-8")[ \t]*)?$/iu;

/**
 * Serves the kiosk screen and its API on 127.0.0.1 only. The page exchanges the launch secret once
 * for a session cookie; every API call must carry that cookie, come from this origin, be JSON and
 * fit the IPC contract. Anything else is refused and nothing is written.
 */
export async function startWebStation(options: {
  readonly handlers: StationHandlers;
  readonly rendererDir: string;
  readonly port?: number;
}): Promise<WebStation> {
  let session: WebSession | null = null;
  let origin = '';
  const server = createServer((request, response) => {
    if (session === null) {
      send(response, 503, 'Starting');
      return;
    }
    handle(request, response, { ...options, session, origin }).catch((error: unknown) => {
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
  session = new WebSession(port);
  return {
    url: `${origin}/#secret=${session.secret}`,
    port,
    cookieName: session.cookieName,
    close: () => closeServer(server),
  };
}

interface Context {
  readonly handlers: StationHandlers;
  readonly rendererDir: string;
  readonly session: WebSession;
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
  if (path === SESSION_PATH) {
    openSession(request, response, context);
    return;
  }
  if (path.startsWith('/api/')) return api(request, response, context, path.slice('/api/'.length));
  if (request.method !== 'GET') {
    send(response, 405, 'Method not allowed');
    return;
  }
  return serveFile(response, context.rendererDir, path === '/' ? '/index.html' : path);
}

// The page's first request: the launch secret for the session cookie, once. The same guards as the
// API (method, origin, JSON) run first, so a page on another site cannot spend the secret either.
function openSession(request: IncomingMessage, response: ServerResponse, context: Context): void {
  const refusal = postRefusal(request, context);
  if (refusal !== null) {
    send(response, refusal.status, refusal.text);
    return;
  }
  const cookie = context.session.exchange(request.headers[SECRET_HEADER]);
  if (cookie === null) {
    send(response, 403, 'Forbidden');
    return;
  }
  response.writeHead(204, { ...securityHeaders(), 'set-cookie': cookie });
  response.end();
}

// What refuses a POST before its body is read: the method, the origin, the media type.
function postRefusal(
  request: IncomingMessage,
  context: Context,
  authorised: () => boolean = () => true,
): { status: number; text: string } | null {
  if (request.method !== 'POST') return { status: 405, text: 'Method not allowed' };
  // Browsers always send Origin on a POST; a request without one did not come from our page.
  if (request.headers.origin !== context.origin) return { status: 403, text: 'Wrong origin' };
  if (!authorised()) return { status: 403, text: 'Forbidden' };
  if (!JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? '')) return { status: 415, text: 'JSON only' };
  return null;
}

async function api(
  request: IncomingMessage,
  response: ServerResponse,
  context: Context,
  channel: string,
): Promise<void> {
  const refusal = postRefusal(request, context, () => context.session.admits(request.headers.cookie));
  if (refusal !== null) {
    send(response, refusal.status, refusal.text);
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
