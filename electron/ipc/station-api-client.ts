// The StationApi over any transport that carries a channel and a request: the Electron preload's
// ipcRenderer.invoke, or the web station's fetch. Zod-free (the contract is imported for types
// only), so the sandboxed preload stays small.
import { CHANNELS, type Channel, type Method } from './channels.ts';
import type { RequestOf, ResponseByMethod, StationApi } from './contract.ts';

/** Sends a request (absent for methods that take none) on a channel and resolves to the answer. */
export type Invoke = (channel: Channel, request?: unknown) => Promise<unknown>;

/**
 * Exactly the StationApi methods, each bound to its own channel; `satisfies` checks the object against
 * the contract, so a method missing or calling another's channel fails to compile. There is
 * deliberately no generic send(channel): the page cannot name a channel.
 */
export function stationApiOver(invoke: Invoke): StationApi {
  // Typed through the function, not the answer: asserting to one method's answer type makes the
  // checker expand every method's answer, which is past its limit for a contract this size.
  const bind = <M extends Method>(method: M) =>
    ((request?: unknown) =>
      request === undefined ? invoke(CHANNELS[method]) : invoke(CHANNELS[method], request)) as (
      request?: RequestOf<M>,
    ) => Promise<ResponseByMethod[M]>;
  return {
    kioskState: bind('kioskState'),
    judge: bind('judge'),
    consoleStatus: bind('consoleStatus'),
    setUp: bind('setUp'),
    unlock: bind('unlock'),
    recover: bind('recover'),
    lock: bind('lock'),
    overview: bind('overview'),
    updateStation: bind('updateStation'),
    importLexicon: bind('importLexicon'),
    importProgress: bind('importProgress'),
    removeLexicon: bind('removeLexicon'),
    pinLexicon: bind('pinLexicon'),
    offerLexicons: bind('offerLexicons'),
    compareLexicons: bind('compareLexicons'),
    saveLexiconDiff: bind('saveLexiconDiff'),
    searchLog: bind('searchLog'),
    review: bind('review'),
    check: bind('check'),
    rule: bind('rule'),
    exportLog: bind('exportLog'),
    verifyLog: bind('verifyLog'),
    chooseFolder: bind('chooseFolder'),
    chooseFile: bind('chooseFile'),
    quit: bind('quit'),
    hallJoin: bind('hallJoin'),
    hallLeave: bind('hallLeave'),
    hallStatus: bind('hallStatus'),
  } satisfies StationApi;
}
