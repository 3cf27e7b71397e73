import { CHANNELS, REQUEST_SCHEMAS, type Channel } from '../ipc/contract.ts';
import type { KioskHandlers } from './kiosk-handlers.ts';

/** A request refused before it reached the station: unknown channel or a payload that fails its schema. */
export class RequestRejectedError extends Error {
  override readonly name = 'RequestRejectedError';
}

function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(REQUEST_SCHEMAS, value);
}

/**
 * Validates a request from the screen and runs it. Both the channel and the payload arrive as
 * `unknown`: anything not in the contract is refused, and nothing is written for it.
 */
export function dispatch(handlers: KioskHandlers, channel: unknown, payload: unknown): unknown {
  if (!isChannel(channel)) throw new RequestRejectedError('Unknown channel.');
  const parsed = REQUEST_SCHEMAS[channel].safeParse(payload);
  if (!parsed.success) throw new RequestRejectedError(`Invalid payload for ${channel}.`);
  switch (channel) {
    case CHANNELS.kioskState:
      return handlers.kioskState();
    case CHANNELS.judge:
      return handlers.judge(REQUEST_SCHEMAS[CHANNELS.judge].parse(payload));
    default:
      return missingCase(channel);
  }
}

function missingCase(value: never): never {
  throw new RequestRejectedError(`Unhandled channel ${String(value)}.`);
}
