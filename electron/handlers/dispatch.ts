import { CHANNELS, type Channel, type Method } from '../ipc/channels.ts';
import { REQUEST_SCHEMAS_BY_METHOD, type RequestOf, type ResponseByMethod } from '../ipc/contract.ts';
import type { StationHandlers } from './station-handlers.ts';

/** A request refused before it reached the station: unknown channel or a payload that fails its schema. */
export class RequestRejectedError extends Error {
  override readonly name = 'RequestRejectedError';
}

/** One handler per method of the contract, taking that method's request and giving its response. */
export type HandlerTable = {
  readonly [M in Method]: (request: RequestOf<M>) => ResponseByMethod[M] | Promise<ResponseByMethod[M]>;
};

/**
 * The station's handlers by method. `satisfies` checks every entry against the contract: a method
 * without a handler, or a handler taking another method's request, fails to compile.
 */
export function handlerTable(handlers: StationHandlers): HandlerTable {
  const { kiosk, console, hall } = handlers;
  return {
    kioskState: () => kiosk.kioskState(),
    judge: (request) => kiosk.judge(request),
    consoleStatus: () => console.consoleStatus(),
    setUp: (request) => console.setUp(request),
    unlock: (request) => console.unlock(request),
    recover: (request) => console.recover(request),
    lock: (request) => console.lock(request),
    overview: (request) => console.overview(request),
    updateStation: (request) => console.updateStation(request),
    importLexicon: (request) => console.importLexicon(request),
    importProgress: (request) => console.importProgress(request),
    removeLexicon: (request) => console.removeLexicon(request),
    pinLexicon: (request) => console.pinLexicon(request),
    offerLexicons: (request) => console.offerLexicons(request),
    compareLexicons: (request) => console.compareLexicons(request),
    saveLexiconDiff: (request) => console.saveLexiconDiff(request),
    searchLog: (request) => console.searchLog(request),
    review: (request) => console.review(request),
    check: (request) => console.check(request),
    rule: (request) => console.rule(request),
    exportLog: (request) => console.exportLog(request),
    verifyLog: (request) => console.verifyLog(request),
    chooseFolder: (request) => console.chooseFolder(request),
    chooseFile: (request) => console.chooseFile(request),
    quit: (request) => console.quit(request),
    hallJoin: (request) => hall.hallJoin(request),
    hallLeave: (request) => hall.hallLeave(request),
    hallStatus: (request) => hall.hallStatus(request),
  } satisfies HandlerTable;
}

const TABLES = new WeakMap<StationHandlers, HandlerTable>();

const METHOD_BY_CHANNEL = new Map<Channel, Method>(
  Object.entries(CHANNELS).map(([method, channel]) => [channel, method as Method]),
);

/**
 * Validates a request from the screen and runs it. Both the channel and the payload arrive as
 * `unknown`: anything not in the contract is refused, and nothing is written for it.
 */
export function dispatch(handlers: StationHandlers, channel: unknown, payload: unknown): unknown {
  const method = typeof channel === 'string' ? METHOD_BY_CHANNEL.get(channel as Channel) : undefined;
  if (method === undefined) throw new RequestRejectedError('Unknown channel.');
  const parsed = REQUEST_SCHEMAS_BY_METHOD[method].safeParse(payload);
  if (!parsed.success) throw new RequestRejectedError(`Invalid payload for ${String(channel)}.`);
  // The one widening: the payload was just parsed by this method's own schema.
  let table = TABLES.get(handlers);
  if (table === undefined) {
    table = handlerTable(handlers);
    TABLES.set(handlers, table);
  }
  const handler = table[method] as (request: unknown) => unknown;
  return handler(parsed.data);
}
