import type { NatsConnection } from '@nats-io/transport-node';

/** How long the client may take to close a connection it called stale before its socket is cut. */
const STALE_CLOSE_GRACE_MS = 1_000;

/** The parts of nats.js's connection this reaches into: its protocol's transport's socket. */
interface WithSocket {
  readonly protocol?: { readonly transport?: { readonly socket?: { destroy(): void } } };
}

/**
 * Cuts the socket of a connection nats.js called stale (its pings went unanswered) once it has not
 * closed it within a second. nats.js closes a stale connection only after what it queued is written,
 * and on a half-open connection (the hub's packets no longer arrive, nor its TCP acknowledgements)
 * the socket's send buffer fills and never drains: the client then neither says it is disconnected
 * nor reconnects until the kernel gives up on the connection, a quarter of an hour later. Cut, the
 * socket's pending write fails, nats.js finishes closing and reconnects as after any other drop.
 */
export function cutStaleConnections(nc: NatsConnection): void {
  let timer: NodeJS.Timeout | null = null;
  const clear = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'staleConnection') {
        const socket = (nc as WithSocket).protocol?.transport?.socket;
        clear();
        timer = setTimeout(() => {
          timer = null;
          socket?.destroy();
        }, STALE_CLOSE_GRACE_MS);
        // A station closing for good does not wait for it.
        timer.unref();
      } else if (status.type === 'disconnect' || status.type === 'reconnect') {
        clear();
      }
    }
    clear();
  })().catch(() => undefined);
}
