import { networkInterfaces } from 'node:os';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';

/** The address nats-server listens on unless `--listen` says otherwise: every interface, NATS's port. */
export const DEFAULT_LISTEN = '0.0.0.0:4222';

/** A `HOST:PORT` address, split; throws a HallError naming the mistake. */
export function parseListen(text: string): { host: string; port: number } {
  const match = /^(?<host>\[[0-9a-f:]+\]|[^:\s]+):(?<port>\d{1,5})$/iu.exec(text);
  const port = Number(match?.groups?.['port']);
  if (match?.groups?.['host'] === undefined || !(port > 0 && port <= 65_535)) {
    throw new HallError(
      'hub-store',
      `"${text}" is not an address to listen on: give HOST:PORT, e.g. 0.0.0.0:4222.`,
    );
  }
  return { host: match.groups['host'].replace(/^\[|\]$/gu, ''), port };
}

/** The address the hub listens on, as `hall start --listen` last set it. */
export function hubListen(store: HubStore): string {
  return store.settings.get('listen') ?? DEFAULT_LISTEN;
}

/**
 * The addresses a station is told to reach the hub at: the listening host when it is one, else
 * every non-loopback IPv4 address of the hub's machine (a tournament LAN's switch gives one of them).
 */
export function stationServers(listen: string): string[] {
  const { host, port } = parseListen(listen);
  if (host !== '0.0.0.0' && host !== '::')
    return [`tls://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((item) => item.family === 'IPv4' && !item.internal)
    .map((item) => `tls://${item.address}:${port}`);
  return addresses.length > 0 ? addresses : [`tls://127.0.0.1:${port}`];
}
