// A first connection refused while nats-server reloads is tried again; a revoked station is still
// told so, after the few tries; any other failure is said at once.
import { describe, expect, it } from 'vitest';
import { retryingRefusals } from '../../../electron/hall/station/refusal-retry.ts';

const refusal = new Error('Authorization Violation');
const isRefusal = (error: unknown): boolean => error === refusal;

/** An attempt that fails with each of `failures` in turn, then succeeds; counts its calls. */
function attemptFailing(...failures: Error[]): { run: () => Promise<string>; calls: () => number } {
  let calls = 0;
  return {
    run: () => {
      const failure = failures[calls];
      calls += 1;
      return failure === undefined ? Promise.resolve('connected') : Promise.reject(failure);
    },
    calls: () => calls,
  };
}

describe('a first connection refused', () => {
  const waits: number[] = [];
  const wait = (ms: number): Promise<void> => {
    waits.push(ms);
    return Promise.resolve();
  };

  it('connects once the reload has passed, waiting between tries', async () => {
    waits.length = 0;
    const attempt = attemptFailing(refusal, refusal);
    await expect(retryingRefusals(attempt.run, isRefusal, { tries: 4, waitMs: 300 }, wait)).resolves.toBe(
      'connected',
    );
    expect(attempt.calls()).toBe(3);
    expect(waits).toEqual([300, 300]);
  });

  it('says refused after the last try, for a station really revoked', async () => {
    waits.length = 0;
    const attempt = attemptFailing(refusal, refusal, refusal, refusal, refusal);
    await expect(retryingRefusals(attempt.run, isRefusal, { tries: 4, waitMs: 300 }, wait)).rejects.toBe(
      refusal,
    );
    expect(attempt.calls()).toBe(4);
  });

  it('does not try again a hub that cannot be reached', async () => {
    const unreachable = new Error('ECONNREFUSED');
    const attempt = attemptFailing(unreachable);
    await expect(retryingRefusals(attempt.run, isRefusal, { tries: 4, waitMs: 300 }, wait)).rejects.toBe(
      unreachable,
    );
    expect(attempt.calls()).toBe(1);
  });
});
