import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SECRET_HEADER, SESSION_PATH } from '../ipc/channels.ts';
import {
  closeServer,
  postRefusal,
  readBody,
  requestPath,
  securityHeaders,
  send,
  serveFile,
} from './site-guards.ts';
import { SiteSession } from './site-session.ts';

// One HTTP site behind a launch secret, shared by the web station and the hall view: the page's
// files, the secret exchanged once for the session cookie, and API calls that pass every guard
// (host, origin, method, JSON, size, cookie) before the site's own channels see them.

/** What one API channel answers: JSON (200, or 409 for a refusal the page shows), or a bare status. */
export type ApiAnswer =
  | { readonly status: 200 | 409; readonly json: unknown }
  | { readonly status: 400 | 404; readonly text: string };

/** A running site. */
export interface SessionSite {
  /** The address to open once: its fragment holds the launch secret, spent on the first exchange. */
  readonly url: string;
  readonly port: number;
  /** The session cookie's name (one per port). */
  readonly cookieName: string;
  close(): Promise<void>;
}

/** What a site serves: its page's files and its channels. */
export interface SiteOptions {
  readonly host: string;
  readonly port: number;
  readonly rendererDir: string;
  /** Whether a channel exists; an unknown one is refused (404) before its body is read. */
  readonly knowsChannel: (channel: string) => boolean;
  /** Answers a call whose guards passed: the channel and the request's `payload`, still unknown. */
  readonly api: (channel: string, payload: unknown) => Promise<ApiAnswer>;
  /** Told of a request that failed inside (the page gets a bare 500). */
  readonly onError: (error: unknown) => void;
  /**
   * The language the page is served in (its `<html lang>`), so its first screen speaks it before
   * any call is answered; the built page's own when absent.
   */
  readonly pageLanguage?: () => string;
}

interface Context extends SiteOptions {
  readonly session: SiteSession;
  readonly origin: string;
}

/** Starts a site on `host:port` (port 0: any free one). Anything outside its guards is refused. */
export async function startSessionSite(options: SiteOptions): Promise<SessionSite> {
  let context: Context | null = null;
  const server = createServer((request, response) => {
    if (context === null) {
      send(response, 503, 'Starting');
      return;
    }
    handle(request, response, context).catch((error: unknown) => {
      // The page learns nothing of why; the operator's terminal does.
      options.onError(error);
      send(response, 500, 'Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  const session = new SiteSession(port);
  context = { ...options, session, origin };
  return {
    url: `${origin}/#secret=${session.secret}`,
    port,
    cookieName: session.cookieName,
    close: () => closeServer(server),
  };
}

async function handle(request: IncomingMessage, response: ServerResponse, context: Context): Promise<void> {
  // A page on another site may point its own host name at this address (DNS rebinding): our host only.
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
  const page = path === '/' ? '/index.html' : path;
  if (page === '/index.html' && context.pageLanguage !== undefined)
    return servePageIn(response, context.rendererDir, context.pageLanguage());
  return serveFile(response, context.rendererDir, page);
}

// The page with its `<html lang>` set to the site's language: only a plain tag is written in.
async function servePageIn(response: ServerResponse, rendererDir: string, language: string): Promise<void> {
  if (!/^[a-z]{2,3}$/u.test(language)) return serveFile(response, rendererDir, '/index.html');
  const html = await readFile(join(rendererDir, 'index.html'), 'utf8');
  response.writeHead(200, { ...securityHeaders(), 'content-type': 'text/html; charset=utf-8' });
  // Marked as the station's: it outweighs the language a browser kept (the station's may have changed).
  response.end(html.replace(/<html lang="[a-z-]*">/u, `<html lang="${language}" data-language="station">`));
}

// The page's first request: the launch secret for the session cookie, once. The same guards as the
// API (method, origin, JSON) run first, so a page on another site cannot spend the secret either.
function openSession(request: IncomingMessage, response: ServerResponse, context: Context): void {
  const refusal = postRefusal(request, context.origin);
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

async function api(
  request: IncomingMessage,
  response: ServerResponse,
  context: Context,
  channel: string,
): Promise<void> {
  const refusal = postRefusal(request, context.origin, () => context.session.admits(request.headers.cookie));
  if (refusal !== null) {
    send(response, refusal.status, refusal.text);
    return;
  }
  if (!context.knowsChannel(channel)) {
    send(response, 404, 'No such channel');
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    send(response, 413, 'Too large');
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    send(response, 400, 'Bad JSON');
    return;
  }
  // A call is an object holding its payload: `null`, a number, a string or an array is none.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    send(response, 400, 'Not a call');
    return;
  }
  const payload = (parsed as { payload?: unknown }).payload;
  const answer = await context.api(channel, payload);
  if ('text' in answer) {
    send(response, answer.status, answer.text);
    return;
  }
  response.writeHead(answer.status, { ...securityHeaders(), 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.json));
}
