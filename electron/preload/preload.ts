// The kiosk screen's only door to the station: exactly the StationApi methods, each on its own
// channel. There is deliberately no generic send(channel): the page cannot name a channel.
import { contextBridge, ipcRenderer } from 'electron';
import {
  CHANNELS,
  type JudgeRequest,
  type JudgeResponse,
  type KioskState,
  type StationApi,
} from '../ipc/contract.ts';

const api = {
  kioskState: () => ipcRenderer.invoke(CHANNELS.kioskState) as Promise<KioskState>,
  judge: (request: JudgeRequest) => ipcRenderer.invoke(CHANNELS.judge, request) as Promise<JudgeResponse>,
} satisfies StationApi;

contextBridge.exposeInMainWorld('station', api);
