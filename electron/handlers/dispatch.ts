import { CHANNELS, type Channel, type Method } from '../ipc/channels.ts';
import { REQUEST_SCHEMAS_BY_METHOD } from '../ipc/contract.ts';
import type { KioskHandlers } from './kiosk-handlers.ts';

/** A request refused before it reached the station: unknown channel or a payload that fails its schema. */
export class RequestRejectedError extends Error {
  override readonly name = 'RequestRejectedError';
}

const METHOD_BY_CHANNEL = new Map<Channel, Method>(
  Object.entries(CHANNELS).map(([method, channel]) => [channel, method as Method]),
);

/**
 * Validates a request from the screen and runs it. Both the channel and the payload arrive as
 * `unknown`: anything not in the contract is refused, and nothing is written for it.
 */
export function dispatch(handlers: KioskHandlers, channel: unknown, payload: unknown): unknown {
  const method = typeof channel === 'string' ? METHOD_BY_CHANNEL.get(channel as Channel) : undefined;
  if (method === undefined) throw new RequestRejectedError('Unknown channel.');
  const parsed = REQUEST_SCHEMAS_BY_METHOD[method].safeParse(payload);
  if (!parsed.success) throw new RequestRejectedError(`Invalid payload for ${String(channel)}.`);
  return run(handlers, method, parsed.data);
}

// One case per method, so a method added to the contract without a handler fails to compile.
function run(handlers: KioskHandlers, method: Method, request: unknown): unknown {
  const consoleHandlers = handlers.console;
  const req = request as never;
  switch (method) {
    case 'kioskState':
      return handlers.kioskState();
    case 'judge':
      return handlers.judge(req);
    case 'consoleStatus':
      return consoleHandlers.consoleStatus();
    case 'setUp':
    case 'unlock':
    case 'recover':
    case 'lock':
    case 'overview':
    case 'updateStation':
    case 'importLexicon':
    case 'importProgress':
    case 'removeLexicon':
    case 'pinLexicon':
    case 'offerLexicons':
    case 'searchLog':
    case 'review':
    case 'check':
    case 'rule':
    case 'exportLog':
    case 'verifyLog':
    case 'chooseFolder':
    case 'chooseFile':
    case 'quit':
      return consoleHandlers[method](req);
    default:
      return missingCase(method);
  }
}

function missingCase(value: never): never {
  throw new RequestRejectedError(`Unhandled method ${String(value)}.`);
}
