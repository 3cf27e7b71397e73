// The screen's only door to the station: exactly the StationApi methods, each bound to its own
// channel here. There is deliberately no generic send(channel): the page cannot name a channel.
// Only the zod-free channel list is imported, so the sandboxed preload stays small.
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS } from '../ipc/channels.ts';
import type { StationApi } from '../ipc/contract.ts';

const api = Object.fromEntries(
  Object.entries(CHANNELS).map(([method, channel]) => [
    method,
    (request?: unknown) =>
      request === undefined ? ipcRenderer.invoke(channel) : ipcRenderer.invoke(channel, request),
  ]),
) as unknown as StationApi;

contextBridge.exposeInMainWorld('station', Object.freeze(api));
