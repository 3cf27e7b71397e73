// The StationApi over any transport that carries a channel and a request: the Electron preload's
// ipcRenderer.invoke, or the web station's fetch. Zod-free (the contract is imported for types
// only), so the sandboxed preload stays small.
import { CHANNELS, type Channel } from './channels.ts';
import type { StationApi } from './contract.ts';

/** Sends a request (absent for methods that take none) on a channel and resolves to the answer. */
export type Invoke = (channel: Channel, request?: unknown) => Promise<unknown>;

/**
 * Exactly the StationApi methods, each bound to its own channel: both are read from the one
 * channel list, so no method can be missing or call another's channel. There is deliberately no
 * generic send(channel): the page cannot name a channel.
 */
export function stationApiOver(invoke: Invoke): StationApi {
  const api = Object.fromEntries(
    Object.entries(CHANNELS).map(([method, channel]) => [
      method,
      (request?: unknown) => (request === undefined ? invoke(channel) : invoke(channel, request)),
    ]),
  );
  // The one widening: StationApi has exactly the methods of CHANNELS, and each answer is the one its
  // channel's handler gives (the transport carries it as `unknown`).
  return api as StationApi;
}
