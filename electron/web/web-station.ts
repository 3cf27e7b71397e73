import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dispatch, RequestRejectedError } from '../handlers/dispatch.ts';
import { SECRET_HEADER, SESSION_PATH } from '../ipc/channels.ts';
import type { StationHandlers } from '../handlers/station-handlers.ts';
import {
  closeServer,
  postRefusal,
  readBody,
  requestPath,
  securityHeaders,
  send,
  serveFile,
} from './web-guards.ts';
import { WebSession } from './web-session.ts';

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
