// The request guards every page served on a local port shares (the web station, the hall view):
// the origin and media type a POST must have, the body's size, a path read against our origin,
// static files kept inside their folder, and the security headers on every answer.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../ipc/content-security-policy.ts';

/** The largest request body either page sends. */
export const MAX_BODY_BYTES = 16 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

// A JSON body as our page sends it, and nothing else: `application/jsonx`, `application/json-patch`
// or a second type after a comma is not JSON the server reads.
const JSON_MEDIA_TYPE = /^application\/json[ \t]*(?:;[ \t]*charset[ \t]*=[ \t]*(?:utf-8|"utf-8")[ \t]*)?$/iu;

/** What refuses a POST before its body is read: the method, the origin, the session, the media type. */
export function postRefusal(
  request: IncomingMessage,
  origin: string,
  authorised: () => boolean = () => true,
): { status: number; text: string } | null {
  if (request.method !== 'POST') return { status: 405, text: 'Method not allowed' };
  // Browsers always send Origin on a POST; a request without one did not come from our page.
  if (request.headers.origin !== origin) return { status: 403, text: 'Wrong origin' };
  if (!authorised()) return { status: 403, text: 'Forbidden' };
  if (!JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? '')) return { status: 415, text: 'JSON only' };
  return null;
}

/** The request's body as text, or null when it is larger than {@link MAX_BODY_BYTES}. */
export async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The path of a request target, read against our own origin so that "//host/…" stays a path;
 * null when the target is not a path (an absolute URL, "*", or one that does not parse).
 */
export function requestPath(target: string, origin: string): string | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`${origin}${target}`).pathname;
  } catch {
    return null;
  }
}

/** Serves one file from inside `root`; 404 for anything outside it or missing. */
export async function serveFile(response: ServerResponse, root: string, path: string): Promise<void> {
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

/** The headers every answer carries: the page's policy, no sniffing, no referrer, no cache. */
export function securityHeaders(): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** A plain-text answer, unless one was already sent. */
export function send(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** Closes a server and every connection it holds. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
