import { isIP } from 'node:net';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import { LOOK_EVERY_MS } from '../../core/hall/view/hub-listening.ts';
import {
  HALL_VIEW_CHANNELS,
  HALL_VIEW_CONTRACT,
  type HallViewHandlerTable,
  type HallViewMethod,
} from '../../ipc/hall-view-contract.ts';
import { startSessionSite, type ApiAnswer, type SessionSite } from '../../site/session-site.ts';
import { HallViewHandlers, HallViewRefusal } from './hall-view-handlers.ts';
import type { HallViewPort } from './hall-view-port.ts';

/** Where the hall view listens unless the director names another address. */
export const DEFAULT_VIEW_LISTEN = '127.0.0.1:0';

/** A running hall view: the address to open once, its port and its session cookie's name. */
export type HallView = SessionSite;

/** Reads `--view-listen`: an IP address with an optional port (0 or none: any free port). */
export function parseViewListen(text: string): { host: string; port: number } {
  const match = /^(?:\[([0-9a-f:.]+)\]|([0-9.]+))(?::(\d{1,5}))?$/iu.exec(text);
  const host = match?.[1] ?? match?.[2] ?? '';
  const port = Number(match?.[3] ?? '0');
  // A wildcard address has no one origin to check requests against: name the screen's address.
  if (isIP(host) === 0 || host === '0.0.0.0' || host === '::' || port > 65_535)
    throw new HallError(
      'hub-store',
      `--view-listen wants an IP address of this computer and an optional port, e.g. 127.0.0.1:8080 or 10.0.0.2 (not ${text}).`,
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
  readonly hub: HallViewPort;
  readonly rendererDir: string;
  readonly listen?: string;
  readonly silenceSeconds?: number;
  readonly onError?: (error: unknown) => void;
}): Promise<HallView> {
  const { host, port: wanted } = parseViewListen(options.listen ?? DEFAULT_VIEW_LISTEN);
  const handlers = new HallViewHandlers(options.hubDir, options.hub, {
    ...(options.silenceSeconds === undefined ? {} : { silenceSeconds: options.silenceSeconds }),
  });
  const site = await startSessionSite({
    host,
    port: wanted,
    rendererDir: options.rendererDir,
    knowsChannel: (channel) => METHOD_BY_CHANNEL.has(channel),
    api: (channel, payload) => Promise.resolve(answerCall(handlers, channel, payload)),
    // The page learns nothing of why; the hub's terminal does.
    onError: options.onError ?? console.error,
  });
  // Alerts are raised while no page asks too, so their times are the hall's, not the page's.
  // A store that cannot be written fails every tick: say so once, and again when it changes.
  let lastProblem = '';
  const timer = setInterval(() => {
    try {
      handlers.watch();
      lastProblem = '';
    } catch (error) {
      if ((error as Error).message !== lastProblem) (options.onError ?? console.error)(error);
      lastProblem = (error as Error).message;
    }
  }, LOOK_EVERY_MS);
  return {
    ...site,
    close: async () => {
      clearInterval(timer);
      await site.close();
      handlers.close();
    },
  };
}

const METHOD_BY_CHANNEL = new Map<string, HallViewMethod>(
  Object.entries(HALL_VIEW_CHANNELS).map(([method, channel]) => [channel, method as HallViewMethod]),
);

// One call whose guards passed: parsed by its channel's schema, then answered by the handler of the
// same name, or refused in words. The compiler holds HallViewHandlers to the contract here.
function answerCall(handlers: HallViewHandlerTable, channel: string, payload: unknown): ApiAnswer {
  const method = METHOD_BY_CHANNEL.get(channel);
  if (method === undefined) return { status: 404, text: 'No such channel' };
  const parsed = HALL_VIEW_CONTRACT[method].request.safeParse(payload);
  if (!parsed.success) return { status: 400, text: 'Rejected' };
  // The one widening: the payload was just parsed by this method's own schema.
  const handler = handlers[method] as (request: unknown) => unknown;
  try {
    return { status: 200, json: handler.call(handlers, parsed.data) };
  } catch (error) {
    if (!(error instanceof HallViewRefusal)) throw error;
    return { status: 409, json: { refused: error.message } };
  }
}
