import { setTimeout as sleep } from 'node:timers/promises';

/** How long `until` waits, how often it asks, and what it shows of the world when it gives up. */
export interface UntilOptions {
  /** Gives up after this long (default 30 s: a real nats-server on a loaded 2-core machine). */
  readonly timeoutMs?: number;
  /** Asks again after this long (default 100 ms). */
  readonly intervalMs?: number;
  /** What to print beside the failure, e.g. the hub's output or the store's rows. */
  readonly state?: () => unknown;
}

/**
 * Waits until `condition` holds, asking again every interval; throws `never within N s: what` (with
 * the state, when given) once the time is up. The one polling wait of the tests and the benches:
 * a test waits for what a user would see, never for a fixed time. A number is the timeout.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  options: UntilOptions | number = {},
): Promise<void> {
  const {
    timeoutMs = 30_000,
    intervalMs = 100,
    state,
  } = typeof options === 'number' ? { timeoutMs: options } : options;
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) {
      // JSON.stringify answers undefined for undefined, whatever its type says.
      const text = state === undefined ? undefined : (JSON.stringify(await state()) as string | undefined);
      const shown = text === undefined ? '' : `\n${text}`;
      throw new Error(`never within ${timeoutMs / 1000} s: ${what}${shown}`);
    }
    await sleep(intervalMs);
  }
}
