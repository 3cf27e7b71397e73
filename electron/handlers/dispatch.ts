import {
  CHANNEL_GROUPS,
  CHANNELS,
  type Flattened,
  type Group,
  type Method,
  type MethodOf,
} from '../ipc/channels.ts';
import { CONTRACT, type RequestOf, type ResponseByMethod } from '../ipc/contract.ts';
import type { StationHandlers } from './station-handlers.ts';

/** A request refused before it reached the station: unknown channel or a payload that fails its schema. */
export class RequestRejectedError extends Error {
  override readonly name = 'RequestRejectedError';
}

/**
 * The handlers of a group of the contract (of every group named, for a union): a method for each of
 * its channels, taking that channel's parsed request and giving its answer. A handler class
 * `implements` its group's, so a channel without a handler, or a handler taking another channel's
 * request, fails to compile.
 */
export type GroupHandlers<G extends Group> = {
  readonly [M in MethodOf<G>]: (request: RequestOf<M>) => ResponseByMethod[M] | Promise<ResponseByMethod[M]>;
};

/** One handler per method of the contract. */
export type HandlerTable = GroupHandlers<Group>;

/**
 * The methods of the given groups' handler objects in one table by method, each bound to its own
 * object and typed as its class declares it.
 */
export function handlerTable<T extends { readonly [G in Group]?: GroupHandlers<G> }>(
  groups: T,
): Flattened<T> {
  const table: Record<string, unknown> = {};
  for (const [group, handlers] of Object.entries(groups) as [
    Group,
    Record<string, (request: unknown) => unknown>,
  ][]) {
    for (const method of Object.keys(CHANNEL_GROUPS[group])) table[method] = handlers[method]?.bind(handlers);
  }
  return table as Flattened<T>;
}

const METHOD_BY_CHANNEL = new Map<string, Method>(
  Object.entries(CHANNELS).map(([method, channel]) => [channel, method as Method]),
);

/**
 * Validates a request from the screen and runs it. Both the channel and the payload arrive as
 * `unknown`: anything not in the contract is refused, and nothing is written for it.
 */
export function dispatch(handlers: StationHandlers, channel: unknown, payload: unknown): unknown {
  const method = typeof channel === 'string' ? METHOD_BY_CHANNEL.get(channel) : undefined;
  if (method === undefined) throw new RequestRejectedError('Unknown channel.');
  const parsed = CONTRACT[method].request.safeParse(payload);
  if (!parsed.success) throw new RequestRejectedError(`Invalid payload for ${String(channel)}.`);
  // The one widening: the payload was just parsed by this method's own schema.
  const handler = handlers.table[method] as (request: unknown) => unknown;
  return handler(parsed.data);
}
