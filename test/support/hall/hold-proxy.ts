// A TCP relay on loopback between stations and their hub's nats-server, which can hold what the
// server sends: told to hold after N bytes, each connection passes N more bytes from the server to
// the station and then nothing until released. A station's list transfer can so be stopped part
// way, deterministically and whatever the machine's load, while its process, the hub and
// nats-server all run for real; the TLS inside is passed through untouched.
import { connect, createServer, type Socket } from 'node:net';

/** The relay; stations are invited with `tls://127.0.0.1:PORT` to go through it. */
export interface HoldProxy {
  readonly port: number;
  /** Each connection, open now or opened later, passes `bytes` more from the server, then holds. */
  readonly holdAfter: (bytes: number) => void;
  /** Lets everything through again, what was held first. */
  readonly release: () => void;
  /**
   * Cuts every connection, what was held lost (a network that drops what was in flight); later
   * connections pass everything.
   */
  readonly cut: () => void;
  /** How many connections are holding bytes back now. */
  readonly holding: () => number;
  /** Closes the relay and every connection through it. */
  readonly close: () => Promise<void>;
}

interface Relay {
  readonly station: Socket;
  readonly server: Socket;
  /** Bytes the server may still send before the relay holds (Infinity: not holding). */
  allowance: number;
  readonly held: Buffer[];
}

/** Starts a relay on 127.0.0.1 (a free port) to 127.0.0.1:`targetPort`. */
export async function startHoldProxy(targetPort: number): Promise<HoldProxy> {
  const relays = new Set<Relay>();
  let allowance = Number.POSITIVE_INFINITY;
  const pass = (relay: Relay, chunk: Buffer): void => {
    if (relay.held.length > 0 || chunk.byteLength > relay.allowance) {
      const through = relay.held.length > 0 ? 0 : relay.allowance;
      if (through > 0) relay.station.write(chunk.subarray(0, through));
      relay.held.push(chunk.subarray(through));
      relay.allowance = 0;
      relay.server.pause();
      return;
    }
    relay.allowance -= chunk.byteLength;
    relay.station.write(chunk);
  };
  const server = createServer((station) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const relay: Relay = { station, server: upstream, allowance, held: [] };
    relays.add(relay);
    const end = (): void => {
      relays.delete(relay);
      station.destroy();
      upstream.destroy();
    };
    station.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      pass(relay, chunk);
    });
    station.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  return {
    port: address.port,
    holdAfter: (bytes) => {
      allowance = bytes;
      for (const relay of relays) if (relay.held.length === 0) relay.allowance = bytes;
    },
    release: () => {
      allowance = Number.POSITIVE_INFINITY;
      for (const relay of relays) {
        relay.allowance = Number.POSITIVE_INFINITY;
        for (const chunk of relay.held.splice(0)) relay.station.write(chunk);
        relay.server.resume();
      }
    },
    cut: () => {
      allowance = Number.POSITIVE_INFINITY;
      for (const relay of relays) {
        relay.held.splice(0);
        relay.station.destroy();
        relay.server.destroy();
      }
    },
    holding: () => [...relays].filter((relay) => relay.held.length > 0).length,
    close: async () => {
      for (const relay of relays) {
        relay.station.destroy();
        relay.server.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
