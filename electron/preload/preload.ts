// The screen's only door to the station: exactly the StationApi methods, each bound to its own
// channel (electron/ipc/station-api-client.ts). There is deliberately no generic send(channel): the
// page cannot name a channel. Only zod-free modules are imported, so the sandboxed preload stays small.
import { contextBridge, ipcRenderer } from 'electron';
import { stationApiOver } from '../ipc/station-api-client.ts';

const api = stationApiOver((channel, ...request) => ipcRenderer.invoke(channel, ...request));

contextBridge.exposeInMainWorld('station', Object.freeze(api));
