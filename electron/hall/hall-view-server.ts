import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import { HallError } from '../core/hall/hall-errors.ts';
import type { HubStore } from '../core/hall/hub-store.ts';
import { SECRET_HEADER, SESSION_PATH } from '../ipc/channels.ts';
import { hallViewRequestSchemas, type HallViewChannel } from '../ipc/hall-view-contract.ts';
import {
  closeServer,
  postRefusal,
  readBody,
  requestPath,
  securityHeaders,
  send,
  serveFile,
} from '../web/web-guards.ts';
import { WebSession } from '../web/web-session.ts';
import { HallViewHandlers, HallViewRefusal } from './hall-view-handlers.ts';

/** Where the hall view listens unless the director names another address. */
export const DEFAULT_VIEW_LISTEN = '127.0.0.1:0';

/** A running hall view. */
export interface HallView {
  /** The address to open once: its fragment holds the launch secret, spent on the first exchange. */
  readonly url: string;
  readonly port: number;
  readonly cookieName: string;
  close(): Promise<void>;
}

/** Reads `--view-listen`: an IP address with an optional port (0 or none: any free port). */
export function parseViewListen(text: string): { host: string; port: number } {
  const match = /^(?:\[([0-9a-f:.]+)\]|([0-9.]+))(?::(\d{1,5}))?$/iu.exec(text);
  const host = match?.[1] ?? match?.[2] ?? '';
  const port = Number(match?.[3] ?? '0');
  // A wildcard address has no one origin to check requests against: name the screen's address.
  if (isIP(host) === 0 || host === '0.0.0.0' || host === '::' || port > 65_535)
    throw new HallError(
      'hub-store',
      `--view-listen wants this machine's IP address and an optional port, e.g. 127.0.0.1:8080 or 10.0.0.2 (not ${text}).`,
    );
  return { host, port };
}

/**
 * Serves the director's hall view on one address (127.0.0.1 unless named): the page's files and
 * its channels, with the web station's session (a launch secret exchanged once for an HttpOnly
 * SameSite=Strict cookie) and its guards (host, origin, JSON, size), each request parsed by the
 * hall view's contract. Anything else is refused and nothing is written.
 */
export async function startHallView(options: {
  readonly hubDir: string;
  readonly store: HubStore;
  readonly rendererDir: string;
  readonly listen?: string;
  readonly silenceSeconds?: number;
  readonly onError?: (error: unknown) => void;
}): Promise<HallView> {
  const { host, port: wanted } = parseViewListen(options.listen ?? DEFAULT_VIEW_LISTEN);
  const handlers = new HallViewHandlers(options.hubDir, options.store, {
    ...(options.silenceSeconds === undefined ? {} : { silenceSeconds: options.silenceSeconds }),
  });
  let context: Context | null = null;
  const server = createServer((request, response) => {
    if (context === null) {
      send(response, 503, 'Starting');
      return;
    }
    handle(request, response, context).catch((error: unknown) => {
      // The page learns nothing of why; the hub's terminal does.
      (options.onError ?? console.error)(error);
      send(response, 500, 'Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const session = new WebSession(port);
  context = { handlers, session, origin, rendererDir: options.rendererDir };
  // Alerts are raised while no page asks too, so their times are the hall's, not the page's.
  // A store that cannot be written fails every tick: say so once, and again when it changes.
  let lastProblem = '';
  const timer = setInterval(() => {
    try {
      handlers.tick();
      lastProblem = '';
    } catch (error) {
      if ((error as Error).message !== lastProblem) (options.onError ?? console.error)(error);
      lastProblem = (error as Error).message;
    }
  }, 1_000);
  return {
    url: `${origin}/#secret=${session.secret}`,
    port,
    cookieName: session.cookieName,
    close: async () => {
      clearInterval(timer);
      await closeServer(server);
      handlers.close();
    },
  };
}

interface Context {
  readonly handlers: HallViewHandlers;
  readonly session: WebSession;
  readonly origin: string;
  readonly rendererDir: string;
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
    const refusal = postRefusal(request, context.origin);
    const cookie = refusal === null ? context.session.exchange(request.headers[SECRET_HEADER]) : null;
    if (cookie === null) {
      send(response, refusal?.status ?? 403, refusal?.text ?? 'Forbidden');
      return;
    }
    response.writeHead(204, { ...securityHeaders(), 'set-cookie': cookie });
    response.end();
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
  const refusal = postRefusal(request, context.origin, () => context.session.admits(request.headers.cookie));
  if (refusal !== null) {
    send(response, refusal.status, refusal.text);
    return;
  }
  if (!Object.hasOwn(hallViewRequestSchemas, channel)) {
    send(response, 404, 'No such channel');
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    send(response, 413, 'Too large');
    return;
  }
  let payload: unknown;
  try {
    payload = (JSON.parse(body) as { payload?: unknown } | null)?.payload;
  } catch {
    send(response, 400, 'Bad JSON');
    return;
  }
  const name = channel as HallViewChannel;
  const parsed = hallViewRequestSchemas[name].safeParse(payload);
  if (!parsed.success) {
    send(response, 400, 'Rejected');
    return;
  }
  try {
    const result = answer(context.handlers, name, parsed.data);
    response.writeHead(200, { ...securityHeaders(), 'content-type': 'application/json' });
    response.end(JSON.stringify(result));
  } catch (error) {
    if (!(error instanceof HallViewRefusal)) throw error;
    response.writeHead(409, { ...securityHeaders(), 'content-type': 'application/json' });
    response.end(JSON.stringify({ refused: error.message }));
  }
}

function answer(handlers: HallViewHandlers, channel: HallViewChannel, payload: unknown): unknown {
  // Each payload was parsed by its own channel's schema just before.
  switch (channel) {
    case 'hall:snapshot':
      return handlers.snapshot(payload as Parameters<HallViewHandlers['snapshot']>[0]);
    case 'hall:entry':
      return handlers.entry(payload as Parameters<HallViewHandlers['entry']>[0]);
    case 'hall:acknowledge':
      return handlers.acknowledge(payload as Parameters<HallViewHandlers['acknowledge']>[0]);
    case 'hall:designate':
      return handlers.designate(payload as Parameters<HallViewHandlers['designate']>[0]);
    case 'hall:export':
      return handlers.exportLog();
  }
}
