import { isIP } from 'node:net';
import { HallError } from '../../core/hall/hall-errors.ts';
import { hallViewRequestSchemas, type HallViewChannel } from '../../ipc/hall-view-contract.ts';
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
    knowsChannel: (channel) => Object.hasOwn(hallViewRequestSchemas, channel),
    api: (channel, payload) => Promise.resolve(answerCall(handlers, channel as HallViewChannel, payload)),
    // The page learns nothing of why; the hub's terminal does.
    onError: options.onError ?? console.error,
  });
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
    ...site,
    close: async () => {
      clearInterval(timer);
      await site.close();
      handlers.close();
    },
  };
}

// One call whose guards passed: parsed by its channel's schema, then answered, or refused in words.
function answerCall(handlers: HallViewHandlers, channel: HallViewChannel, payload: unknown): ApiAnswer {
  const parsed = hallViewRequestSchemas[channel].safeParse(payload);
  if (!parsed.success) return { status: 400, text: 'Rejected' };
  try {
    return { status: 200, json: answer(handlers, channel, parsed.data) };
  } catch (error) {
    if (!(error instanceof HallViewRefusal)) throw error;
    return { status: 409, json: { refused: error.message } };
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
